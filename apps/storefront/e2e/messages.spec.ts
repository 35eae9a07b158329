/**
 * Messages that say what happened, in Chromium over the embedded fixtures: the payment
 * methods by the names a shopper knows (never the service's codes), and a session expiry
 * that offers sign-in and comes back. Found by role and label.
 */
import { expect, test } from "./test.ts"
import { sessionCookies } from "./support.ts"

test("an order paid outside the store and a WeChat Pay order show their payment methods by name, never by code", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us/account/orders/10000016005")
  const payment = page.getByRole("region", { name: "Payment", exact: true })
  await expect(payment.getByRole("listitem")).toHaveText(["Payment made outside our store"])
  await expect(page.getByText("Extrnl Pymt")).toHaveCount(0)

  await page.goto("/shop/cn/account/orders/10000016102")
  await expect(page.getByRole("region", { name: "Payment", exact: true }).getByRole("listitem")).toHaveText(["WeChat Pay"])
  await expect(page.getByText("WECHATPAY", { exact: true })).toHaveCount(0)
})

test("a session that expires on the payment page offers sign-in, which comes back to the payment page", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us/account/orders/10000018001/payment")
  const form = page.getByRole("form", { name: "Update payment" })
  await expect(form).toBeVisible()
  await page.getByLabel("Card number").fill("4111 1111 1111 1111")
  await page.getByLabel("Expiry date (MM / YY)").fill(`09 / ${String(new Date().getFullYear() + 3).slice(2)}`)
  await page.getByLabel("Security code").fill("737")
  // the fixtures' postal code for a session that has expired (a 401 on the submission)
  await page.getByLabel("ZIP code").fill("99401")
  await page.getByRole("button", { name: "Update payment" }).click()
  const alert = page.getByRole("alert")
  await expect(alert).toContainText("Your session has expired. Please sign in again to update your payment.", { timeout: 15_000 })
  await alert.getByRole("link", { name: "Sign in" }).click()

  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible()
  await page.getByLabel("E-mail address").fill("registered@outfitter.test")
  await page.getByLabel("Password").fill("outfitter")
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page).toHaveURL(/\/shop\/us\/account\/orders\/10000018001\/payment$/)
  await expect(page.getByRole("heading", { level: 1, name: "Payment for order 10000018001" })).toBeVisible()
})

test("a total the storefront works out is written as the service writes the prices beside it (no A$ on WD, no CN¥ on CN)", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5006"))
  await page.goto("/shop/wd/account/orders/10000016007")
  await expect(page.getByRole("heading", { level: 1, name: "Order 10000016007" })).toBeVisible()
  await expect(page.getByRole("region", { name: "Payment", exact: true }).getByRole("definition")).toHaveText(/^\$\d[\d,]*\.\d\d$/)
  await expect(page.getByText(/A\$/)).toHaveCount(0)

  await context.clearCookies()
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/cn/account/orders/10000016102")
  await expect(page.getByRole("heading", { level: 1, name: "Order 10000016102" })).toBeVisible()
  await expect(page.getByRole("region", { name: "Payment", exact: true }).getByRole("definition")).toHaveText("¥399.00")
  await expect(page.getByText(/CN¥/)).toHaveCount(0)
})
