import { sessionCookies } from "./support.ts"
import { expect, test } from "./test.ts"

/**
 * The language in the address (/shop/{site}-{language}) is the page's: `<html lang>` names
 * it in the site's country, and the dates the storefront writes itself follow it; without
 * one the page is en-US.
 */
test("the address's language sets <html lang> and the order pages' dates; none is en-US", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us-es/account/orders/10000016001")
  await expect(page.getByRole("heading", { level: 1, name: "Order 10000016001" })).toBeVisible()
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US")
  await expect(page.getByText("5 de octubre de 2026", { exact: true })).toBeVisible()

  await page.goto("/shop/us/account/orders/10000016001")
  await expect(page.getByRole("heading", { level: 1, name: "Order 10000016001" })).toBeVisible()
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US")
  await expect(page.getByText("October 5, 2026", { exact: true })).toBeVisible()

  await page.goto("/shop/eu-fr/account/orders")
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-DE")
})
