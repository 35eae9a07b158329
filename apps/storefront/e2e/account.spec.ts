import { expect, test } from "./test.ts"
import { sessionCookies } from "./support.ts"


test("make an address the default: success, the page reloads, the address is the default", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us/account/addresses")
  await expect(page.getByRole("heading", { level: 1, name: "Address book" })).toBeVisible()
  const home = page.getByRole("article", { name: "Home" })
  const cottage = page.getByRole("article", { name: "Cottage" })
  await expect(home.getByText("Default address")).toBeVisible()
  await expect(cottage.getByText("Default address")).toHaveCount(0)

  await cottage.getByRole("button", { name: "Make default" }).click()
  await expect(cottage.getByRole("button", { name: "Default saved" })).toBeVisible()
  // the reload after the success state: the book is read again with Cottage as the default
  await page.waitForEvent("load")
  await expect(page.getByRole("article", { name: "Cottage" }).getByText("Default address")).toBeVisible()
  await expect(page.getByRole("article", { name: "Home" }).getByRole("button", { name: "Make default" })).toBeVisible()
})

test("a failing default: failed, then back to initial after 3 s, no reload", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us/account/addresses")
  const failing = page.getByRole("article", { name: "Server error" })
  await failing.getByRole("button", { name: "Make default" }).click()
  await expect(failing.getByRole("button", { name: "Not saved" })).toBeVisible()
  await expect(failing.getByRole("button", { name: "Make default" })).toBeVisible({ timeout: 6000 })
})

test("pick a preferred store from the account page, see it saved, and see the product page use it", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us/account")
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible()
  await expect(page.getByRole("region", { name: "My info" })).toContainText("Jordan")
  await expect(page.getByTestId("preferred-store")).toHaveText("You have no preferred store.")

  await page.getByRole("button", { name: "Change preferred store" }).click()
  const dialog = page.getByRole("dialog", { name: "Change preferred store" })
  await dialog.getByLabel("Zip or postal code").fill("43215")
  await dialog.getByRole("button", { name: "Search", exact: true }).click()
  const first = dialog.getByRole("article").first()
  const name = (await first.getByRole("heading", { level: 3 }).textContent())!
  await first.getByRole("button", { name: `Select store: ${name}` }).click()
  await expect(dialog).toHaveCount(0)

  const hidden = page.locator('input[type="hidden"][name="preferredStore"]')
  await expect(hidden).toHaveValue(/^\d+$/)
  const storeId = await hidden.inputValue()
  await expect(page.getByText(`Chosen store: ${name}`)).toBeVisible()

  await page.getByRole("button", { name: "Save preferred store" }).click()
  await expect(page.getByRole("button", { name: "Preferred store saved" })).toBeVisible()
  await expect(page.getByTestId("preferred-store")).toHaveText(`Your preferred store: ${name}`)

  // saved as the selected store, so the rest of the site uses it
  const cookies = await context.cookies()
  expect(decodeURIComponent(cookies.find((cookie) => cookie.name === "selectedStore")?.value ?? "")).toContain(storeId)
  expect(decodeURIComponent(cookies.find((cookie) => cookie.name === "uPref")?.value ?? "")).toContain(storeId)
  // after a reload the profile still has it, and the rest of the site uses it
  await page.reload()
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible()
  await expect(page.getByTestId("preferred-store")).toHaveText(`Your preferred store: ${name}`)
  await expect(page.getByRole("banner")).toContainText(name)

  // the product page's availability block uses it
  await page.goto("/shop/us/product/1234567")
  const block = page.getByRole("region", { name: "Your store" })
  await expect(block).toContainText(name)
  await page.getByRole("radio", { name: "XS", exact: true }).check()
  await expect(block).not.toContainText("Choose a store to see availability")
})
