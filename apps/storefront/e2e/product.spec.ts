import { expect, type Page, test } from "./test.ts"

const block = (page: Page) => page.getByRole("region", { name: "Your store" })

test("the size selector drives the preferred store's availability", async ({ page }) => {
  await page.goto("/shop/us/product/1234567?filter=store:10036")
  await expect(page.getByRole("heading", { level: 1, name: "Essential Crew Tee" })).toBeVisible()
  await expect(block(page)).toContainText("Select a size to see availability")
  await page.getByRole("radio", { name: "XS", exact: true }).check()
  await expect(block(page)).toContainText("Available now")
  await expect(block(page)).toContainText("Not eligible for same-day delivery")
  await page.getByRole("radio", { name: "L (sold out)" }).check()
  await expect(block(page)).toContainText("Not in stock")
})

test("a failed availability request shows the error and hides the messages", async ({ page }) => {
  await page.goto("/shop/us/product/1234567?filter=store:99500")
  await page.getByRole("radio", { name: "XS", exact: true }).check()
  await expect(block(page).getByRole("alert")).toHaveText("We could not check availability at your store. Please try again later.")
  await expect(block(page)).not.toContainText(/Available now|Not in stock|Select a size/)
})

test("find in store: search, choose a store, and it becomes the preferred store (kept on reload)", async ({ page }) => {
  await page.goto("/shop/us/product/1234567")
  await expect(block(page)).toContainText("Choose a store to see availability")
  await page.getByRole("radio", { name: "XS", exact: true }).check()
  await block(page).getByRole("button", { name: "Find in store" }).click()
  const dialog = page.getByRole("dialog", { name: "Find in store" })
  await expect(dialog.getByRole("heading", { name: "Find in store" })).toBeFocused()
  await dialog.getByLabel("Zip or postal code").fill("43215")
  await dialog.getByRole("button", { name: "Search", exact: true }).click()
  const first = dialog.getByRole("article").first()
  const name = (await first.getByRole("heading", { level: 3 }).textContent()) ?? ""
  await first.getByRole("button", { name: /^Select store/ }).click()
  await expect(dialog).toHaveCount(0)
  await expect(block(page).getByRole("button", { name: "Find in store" })).toBeFocused()
  await expect(block(page)).toContainText(name)
  await expect(block(page)).toContainText(/Available now|Available for pickup|Not in stock|Not available/)
  await page.reload()
  await expect(block(page)).toContainText(name)

  await block(page).getByRole("button", { name: "Find in store" }).click()
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog")).toHaveCount(0)
})
