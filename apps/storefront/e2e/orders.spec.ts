import { expect, test } from "./test.ts"
import { sessionCookies } from "./support.ts"


test("resend an order confirmation: Sending, the success text, then back after 4 s", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us/account/orders")
  await expect(page.getByRole("heading", { level: 1, name: "Order history" })).toBeVisible()
  const order = page.getByRole("article", { name: "Order 10000001001" })
  await order.getByRole("button", { name: "Resend confirmation" }).click()
  await expect(order.getByRole("button", { name: "Sending" })).toBeVisible()
  await expect(order.getByRole("button", { name: "Order Confirmation Email Sent" })).toBeVisible()
  // clicks while busy are ignored
  await order.getByRole("button", { name: "Order Confirmation Email Sent" }).click()
  await expect(order.getByRole("button", { name: "Resend confirmation" })).toBeVisible({ timeout: 6000 })
})

test("resend an in-store e-receipt, and a failing resend shows the error", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  // ten orders a page, newest first: 20000002001 (2026-09-14) is on the second, 20000009500 (2026-06-20) on the fourth
  await page.goto("/shop/us/account/orders?page=2")
  const inStore = page.getByRole("article", { name: "Order 20000002001" })
  await inStore.getByRole("button", { name: "Resend e-receipt" }).click()
  await expect(inStore.getByRole("button", { name: "E-Receipt Email Sent" })).toBeVisible()
  await page.goto("/shop/us/account/orders?page=4")
  const failing = page.getByRole("article", { name: "Order 20000009500" })
  await failing.getByRole("button", { name: "Resend e-receipt" }).click()
  await expect(failing.getByRole("alert")).toBeVisible()
  await expect(failing.getByRole("button", { name: "Resend e-receipt" })).toBeVisible({ timeout: 5000 })
  await expect(failing.getByRole("alert")).toHaveCount(0)
})
