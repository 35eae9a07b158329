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
