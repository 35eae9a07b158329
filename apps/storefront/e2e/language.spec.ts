import { sessionCookies } from "./support.ts"
import { expect, test } from "./test.ts"

/**
 * The language in the address (/shop/{site}-{language}) is the page's: `<html lang>` names
 * it in the site's country, its texts come from that language's catalogue (English where
 * the translation has none), and the dates the storefront writes itself follow it; without
 * one the page is en-US.
 */
test("the address's language sets <html lang>, the texts and the order pages' dates; none is en-US", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us-es/account/orders/10000016001")
  await expect(page.getByRole("heading", { level: 1, name: "Pedido 10000016001" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Devolver o cambiar artículos" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Ir al contenido" })).toBeAttached()
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US")
  await expect(page.getByText("5 de octubre de 2026", { exact: true })).toBeVisible()

  await page.goto("/shop/us/account/orders/10000016001")
  await expect(page.getByRole("heading", { level: 1, name: "Order 10000016001" })).toBeVisible()
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US")
  await expect(page.getByText("October 5, 2026", { exact: true })).toBeVisible()

  await page.goto("/shop/eu-fr/account/orders")
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-DE")
})

test("a Spanish page reads Spanish from the header to a form's messages, and a domain message with values in it", async ({ page }) => {
  await page.goto("/shop/us-es")
  await expect(page.getByRole("heading", { level: 1, name: "Inicio" })).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Tiendas" })).toBeVisible()

  await page.goto("/shop/us-es/stores")
  await page.getByLabel("Código postal").fill("43215")
  await page.getByRole("button", { name: "Buscar", exact: true }).click()
  await expect(page.getByRole("status").filter({ hasText: /^encontramos \d+ tiendas en un radio de 25$/ })).toBeAttached()
})
