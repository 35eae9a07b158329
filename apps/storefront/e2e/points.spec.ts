import { expect, test } from "./test.ts"
import { sessionCookies } from "./support.ts"


test("add an order's points: added, already added and an unknown status", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us/account/rewards/history")
  await expect(page.getByRole("heading", { level: 1, name: "Points history" })).toBeVisible()
  const input = page.getByLabel("Order number")
  const cases: ReadonlyArray<[string, string, boolean]> = [
    ["12345678901", "Your points have been added.", true],
    ["10000000003", "The points for this order have already been added.", true],
    ["10000000009", "Something went wrong. Please try again later.", false],
  ]
  for (const [orderNumber, message, cleared] of cases) {
    await input.fill(orderNumber)
    await page.getByRole("button", { name: "Add points" }).click()
    await expect(page.getByRole("button", { name: "Adding…" })).toBeVisible()
    await expect(page.getByRole("paragraph").filter({ hasText: message })).toBeVisible({ timeout: 6000 })
    await expect(page.getByRole("status").filter({ hasText: message })).toHaveCount(1)
    await expect(input).toHaveValue(cleared ? "" : orderNumber)
    await expect(page.getByRole("button", { name: "Add points" })).toBeVisible({ timeout: 6000 })
  }
})

test("points history: first batch, Load more, then the control is gone", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5002"))
  await page.goto("/shop/us/account/rewards/history")
  const records = page.getByRole("list", { name: "Points history records" }).getByRole("listitem")
  await expect(records).toHaveCount(5)
  await page.getByRole("button", { name: "Load more" }).click()
  await expect(records).toHaveCount(10)
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0)
  await expect(records.nth(5)).toBeFocused()
})

test("the recent-purchase banner names member 5004's order from two days ago", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5004"))
  await page.goto("/shop/us/account/rewards/history")
  const banner = page.getByRole("status", { name: "Made a purchase recently?" })
  await expect(banner).toContainText("10000004001")
  await expect(banner.getByRole("link")).toHaveCount(0)
  await expect(page.getByRole("heading", { level: 2, name: "Order history" })).toBeVisible()
  await expect(page.getByRole("article", { name: "Order 10000004001" })).toBeVisible()
})

test("the problem-order banner of member 5002 links to Update payment", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5002"))
  await page.goto("/shop/us/account/rewards/history")
  const banner = page.getByRole("status", { name: "There is a problem with an order" })
  await expect(banner).toContainText("10000003002")
  const link = banner.getByRole("link", { name: "Update payment" })
  await expect(link).toHaveAttribute("href", "/shop/us/account/orders/10000003002/payment")
  await link.click()
  await expect(page).toHaveURL(/\/shop\/us\/account\/orders\/10000003002\/payment$/)
})
