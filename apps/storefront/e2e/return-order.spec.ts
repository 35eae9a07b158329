/**
 * A return found again at 390 px: a member submits a return (the tee returned, the hoodie
 * exchanged, shipped by the member, to an eGift card), leaves it, finds it from the
 * original order's page, sees what its page says (the exchange's new colour and size,
 * where to send it, the refund) and cancels it there; the refund is gone and the original
 * order's items can be returned again.
 */
import { expect, test } from "./test.ts"
import { exchangeHoodie, returnForFit } from "./returnChoices.ts"
import { sessionCookies } from "./support.ts"

test("a return is an order of its own: linked from the original order, cancelled from its page, with no refund once cancelled", async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us/account/orders/10000016001#order-returns-intro")
  await page.getByRole("button", { name: "Continue" }).click()
  await returnForFit(page, "Essential Crew Tee")
  await exchangeHoodie(page)
  await page.getByRole("button", { name: "Continue" }).click()
  await page.getByLabel(/Ship it yourself/).check()
  await page.getByRole("button", { name: "Continue" }).click()
  await page.getByLabel(/eGift card/).check()
  await page.getByRole("button", { name: "Continue" }).click()
  await page.getByRole("button", { name: "Submit return" }).click()
  await expect(page.getByRole("heading", { name: "Your return has been submitted" })).toBeFocused()

  // the confirmation's address left behind: the original order leads to the return
  await page.goto("/shop/us/account/orders/10000016001")
  const returns = page.getByRole("region", { name: "Returns" })
  await expect(returns.getByRole("listitem")).toHaveText(["Return 30000016001: Return requested"])
  await expect(page.getByRole("article", { name: "Relaxed Hoodie" }).getByRole("link", { name: "return 30000016001" })).toBeVisible()
  await returns.getByRole("link", { name: "Return 30000016001" }).click()

  await expect(page.getByRole("heading", { level: 1, name: "Order 30000016001" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Your return has been submitted" })).toHaveCount(0)
  const hoodie = page.getByRole("article", { name: "Relaxed Hoodie" })
  await expect(hoodie.getByText("Heather Grey, M")).toBeVisible()
  await expect(hoodie.getByRole("button", { name: "Carrier status" })).toHaveCount(0)
  await expect(page.getByRole("region", { name: "Send your return to" })).toContainText("Outfitter Returns")
  const refund = page.getByRole("region", { name: "Refund" })
  await expect(refund.getByRole("listitem")).toHaveText(["eGift card: refund $53.75"])

  await page.getByRole("button", { name: "Cancel return" }).click()
  const dialog = page.getByRole("dialog", { name: "Cancel return 30000016001?" })
  await dialog.getByRole("button", { name: "Cancel return" }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Cancel return" })).toHaveCount(0)
  await expect(refund.getByRole("listitem")).toHaveText(["eGift card"])
  await expect(refund.getByText("No refund: this return was cancelled.")).toBeVisible()
  await expect(page.getByText(/refund \$/)).toHaveCount(0)
  await expect(page.getByRole("region", { name: "Send your return to" })).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  await page.getByRole("link", { name: "10000016001" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Order 10000016001" })).toBeVisible()
  await expect(page.getByRole("region", { name: "Returns" }).getByRole("listitem")).toHaveText(["Return 30000016001: Cancelled"])
  await expect(page.getByRole("button", { name: "Return or exchange items" })).toBeVisible()
})
