import { expect, type Page, test } from "@playwright/test"

/** The fixtures' session cookies for the seeded registered user 5001 (fixtures/README.md "Users and sessions"). */
const signedIn = (baseURL: string) =>
  [
    ["userType", "R"],
    ["WC_PERSISTENT", "10051"],
    ["WC_USERACTIVITY_5001", "5001%2C10051"],
    ["fixtureSession", "active"],
  ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL }))

const year = String(new Date().getFullYear() + 2)

const addCard = async (page: Page, number: string) => {
  await page.getByRole("button", { name: "Add a card" }).click()
  const dialog = page.getByRole("dialog", { name: "Add a card" })
  await dialog.getByLabel("Card number").fill(number)
  await dialog.getByLabel("Expiry month").selectOption("05")
  await dialog.getByLabel("Expiry year").selectOption(year)
  await dialog.getByLabel("Security code").fill("123")
  await dialog.getByRole("button", { name: "Add card" }).click()
  return dialog
}

test("add a card and see it listed with its last four", async ({ page, context, baseURL }) => {
  await context.addCookies(signedIn(baseURL!))
  await page.goto("/shop/us/account/payments")
  await expect(page.getByRole("heading", { level: 1, name: "Saved payment cards" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "VISA ending in 1111" })).toBeVisible()
  await addCard(page, "5555 5555 5555 4444")
  await expect(page.getByRole("heading", { name: "MASTERCARD ending in 4444" })).toBeVisible()
  // the page reloads 3 s after success; the card is still there
  await page.waitForEvent("load", { timeout: 10_000 })
  await expect(page.getByRole("heading", { name: "MASTERCARD ending in 4444" })).toBeVisible()
  // the full number never reached the URL or storage
  expect(page.url()).not.toContain("5555555555554444")
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }))
  expect(stored).not.toContain("5555555555554444")
})

test("a declined geo-fenced card shows its message", async ({ page, context, baseURL }) => {
  await context.addCookies(signedIn(baseURL!))
  await page.goto("/shop/us/account/payments")
  const dialog = await addCard(page, "4000 0000 0000 0002")
  await expect(dialog.getByRole("alert")).toHaveText("This card cannot be used to ship to your country.")
  await expect(dialog.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true")
  await expect(dialog.getByRole("button", { name: "Add card" })).toBeVisible({ timeout: 6000 })
})
