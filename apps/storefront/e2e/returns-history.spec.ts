/**
 * The returns flow keeps the shopper's place, on a 390 px phone, over the embedded
 * fixtures: each step is a history entry (Back and Forward move between steps with every
 * choice kept, a reload carries on); leaving with items chosen asks first; the
 * confirmation opens at its top with its heading focused; a failure's message is in the
 * window (the return's submission, the payment update's reason); track order keeps its
 * form on an order not found. Found by role and label; waits are for what the page shows.
 */
import { expect, type Locator, type Page, test } from "./test.ts"
import { exchangeHoodie, returnForFit } from "./returnChoices.ts"
import { sessionCookies } from "./support.ts"

test.use({ viewport: { width: 390, height: 844 } })

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { name, level: 3 })

/** Member 5001's order, the flow opened by its button and walked to the refund method: the tee returned, the hoodie exchanged, ship it yourself. */
const toRefundMethod = async (page: Page, orderNumber = "10000016001") => {
  await page.goto(`/shop/us/account/orders/${orderNumber}`)
  await page.getByRole("button", { name: "Return or exchange items" }).click()
  await expect(stepHeading(page, "Return or exchange items")).toBeVisible()
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(stepHeading(page, "Select items")).toBeVisible()
  await returnForFit(page, "Essential Crew Tee")
  await exchangeHoodie(page)
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(stepHeading(page, "Return method")).toBeVisible()
  await page.getByLabel(/Ship it yourself/).check()
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(stepHeading(page, "Refund method")).toBeVisible()
}

const expectItemsKept = async (page: Page) => {
  await expect(page.getByText("Exchanging for Heather Grey, M: Changed my mind")).toBeVisible()
  await expect(page.getByRole("button", { name: "Continue" })).not.toHaveAttribute("aria-disabled", "true")
}

/** The element's box lies inside the window. */
const expectInWindow = async (page: Page, locator: Locator) => {
  await expect(locator).toBeInViewport({ ratio: 1 })
  const box = await locator.boundingBox()
  const height = page.viewportSize()!.height
  expect(box).not.toBeNull()
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height).toBeLessThanOrEqual(height)
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
})

test("Back and Forward move between the steps with every choice kept; a reload carries on at the step", async ({ page }) => {
  await toRefundMethod(page)
  await page.getByLabel(/eGift card/).check()
  await expect(page).toHaveURL(/\/shop\/us\/account\/orders\/10000016001#order-returns-intro$/)

  await page.goBack()
  await expect(stepHeading(page, "Return method")).toBeVisible()
  await expect(page.getByLabel(/Ship it yourself/)).toBeChecked()
  await page.goBack()
  await expect(stepHeading(page, "Select items")).toBeVisible()
  await expectItemsKept(page)

  await page.goForward()
  await expect(stepHeading(page, "Return method")).toBeVisible()
  await expect(page.getByLabel(/Ship it yourself/)).toBeChecked()
  await page.goForward()
  await expect(stepHeading(page, "Refund method")).toBeVisible()
  await expect(page.getByLabel(/eGift card/)).toBeChecked()

  // the flow's Back and the browser's agree: Forward comes back to where Back left
  await page.getByRole("button", { name: "Back" }).click()
  await expect(stepHeading(page, "Return method")).toBeVisible()
  await page.goForward()
  await expect(stepHeading(page, "Refund method")).toBeVisible()

  // a reload carries on at the same step with every choice
  await page.reload()
  await expect(stepHeading(page, "Refund method")).toBeVisible()
  await expect(page.getByLabel(/eGift card/)).toBeChecked()
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByRole("heading", { name: "Review your return" })).toBeVisible()
  await expect(page.getByText("Exchange for Heather Grey, M: Changed my mind")).toBeVisible()
  await expect(page.getByRole("list", { name: "Return method" }).getByRole("listitem").filter({ hasText: "Ship it yourself" })).toHaveAttribute("aria-current", "true")
})

test("Back past the intro shows the order with the choices kept: Forward, or the return button again, carries on with them", async ({ page }) => {
  await toRefundMethod(page)
  for (const step of ["Return method", "Select items", "Return or exchange items"]) {
    await page.goBack()
    await expect(stepHeading(page, step)).toBeVisible()
  }
  await page.goBack()
  await expect(page.getByRole("button", { name: "Return or exchange items" })).toBeVisible()
  await expect(page).toHaveURL(/\/shop\/us\/account\/orders\/10000016001$/)

  await page.goForward()
  await expect(stepHeading(page, "Return or exchange items")).toBeVisible()
  await page.goForward()
  await expect(stepHeading(page, "Select items")).toBeVisible()
  await expectItemsKept(page)

  await page.goBack()
  await page.goBack()
  await page.getByRole("button", { name: "Return or exchange items" }).click()
  await expect(stepHeading(page, "Return or exchange items")).toBeVisible()
  await page.getByRole("button", { name: "Continue" }).click()
  await expectItemsKept(page)
})

test("leaving with items chosen asks first: Cancel return, and a link out of the flow", async ({ page }) => {
  await toRefundMethod(page)
  await page.getByRole("button", { name: "Cancel return" }).click()
  const leave = page.getByRole("dialog", { name: "Leave your return?" })
  await expect(leave).toBeVisible()
  await leave.getByRole("button", { name: "Keep going" }).click()
  await expect(leave).toHaveCount(0)
  await expect(stepHeading(page, "Refund method")).toBeVisible()

  // a link out waits for the answer: staying keeps the flow, leaving follows the link
  const help = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Help" })
  await help.click()
  await expect(leave).toBeVisible()
  await expect(page).toHaveURL(/\/shop\/us\/account\/orders\/10000016001#order-returns-intro$/)
  await leave.getByRole("button", { name: "Keep going" }).click()
  await expect(stepHeading(page, "Refund method")).toBeVisible()
  await help.click()
  await leave.getByRole("button", { name: "Leave return" }).click()
  await expect(page).toHaveURL(/\/shop\/us\/help$/)

  // the flow left is over: Back shows the order, not a step
  await page.goBack()
  await expect(page.getByRole("button", { name: "Return or exchange items" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Refund method" })).toHaveCount(0)

  // Cancel return, confirmed: back to the order's entry, the order's heading focused
  await page.getByRole("button", { name: "Return or exchange items" }).click()
  await page.getByRole("button", { name: "Continue" }).click()
  await returnForFit(page, "Essential Crew Tee")
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(stepHeading(page, "Return method")).toBeVisible()
  await page.getByRole("button", { name: "Cancel return" }).click()
  await leave.getByRole("button", { name: "Leave return" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Order 10000016001" })).toBeFocused()
  await expect(page).toHaveURL(/\/shop\/us\/account\/orders\/10000016001$/)
  await page.goForward()
  await expect(page.getByRole("button", { name: "Return or exchange items" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Return method" })).toHaveCount(0)

  // a link to this very order asks too, and leaving shows the order's details
  await page.getByRole("button", { name: "Return or exchange items" }).click()
  await page.getByRole("button", { name: "Continue" }).click()
  await returnForFit(page, "Essential Crew Tee")
  await page.getByRole("link", { name: "Order details" }).click()
  await leave.getByRole("button", { name: "Leave return" }).click()
  await expect(page).toHaveURL(/\/shop\/us\/account\/orders\/10000016001$/)
  await expect(page.getByRole("button", { name: "Return or exchange items" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Select items" })).toHaveCount(0)
})

test("the confirmation opens at the page's top with its heading focused", async ({ page }) => {
  await toRefundMethod(page)
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByRole("heading", { name: "Review your return" })).toBeVisible()
  const submit = page.getByRole("button", { name: "Submit return" })
  await submit.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  await submit.click()
  await page.waitForURL(/returnSubmitted=true&returnOrder=true$/)
  const confirmation = page.getByRole("heading", { name: "Your return has been submitted" })
  await expect(confirmation).toBeFocused()
  expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(1)
  await expectInWindow(page, confirmation)

  // Back from the return order's page shows the original order, not the submitted flow
  await page.goBack()
  await expect(page).toHaveURL(/\/shop\/us\/account\/orders\/10000016001$/)
  await expect(page.getByRole("heading", { level: 1, name: "Order 10000016001" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Review your return" })).toHaveCount(0)
})

test("a failed submission's message is in the window and focused, with every choice kept", async ({ page }) => {
  await toRefundMethod(page, "10000016501")
  await page.getByRole("button", { name: "Continue" }).click()
  await page.getByRole("button", { name: "Submit return" }).click()
  const failure = page.getByRole("alert").filter({ hasText: "Your return could not be submitted." })
  await expect(failure).toBeFocused({ timeout: 15_000 })
  await expectInWindow(page, failure)
  await expect(page.getByText("Exchange for Heather Grey, M: Changed my mind")).toBeVisible()
})

test("a payment update's failure reason is brought into the window while the button says it failed", async ({ page }) => {
  await page.goto("/shop/us/account/orders/10000018001/payment")
  await page.getByLabel("Card number").fill("4000 0000 0000 1018")
  await page.getByLabel("Expiry date (MM / YY)").fill(`09 / ${String(new Date().getFullYear() + 3).slice(2)}`)
  await page.getByLabel("Security code").fill("737")
  const button = page.getByRole("button", { name: "Update payment" })
  await button.scrollIntoViewIfNeeded()
  await button.click()
  const reason = page.getByRole("alert").filter({ hasText: "Your card was declined." })
  await expect(reason).toBeFocused({ timeout: 15_000 })
  await expectInWindow(page, reason)
  await expect(page.getByRole("button", { name: "Payment not updated" })).toBeAttached()
})

test("track order keeps its form on an order not found, with the message by it, and goes on once corrected", async ({ page, context }) => {
  await context.clearCookies()
  await page.goto("/shop/us/help/track-order")
  await page.getByLabel("Order number").fill("10000016001")
  await page.getByLabel("Email").fill("someone.else@outfitter.test")
  await page.getByRole("button", { name: "Find order" }).click()
  const message = page.getByRole("alert").filter({ hasText: "We could not find an order with that number and e-mail address." })
  await expect(message).toBeVisible({ timeout: 15_000 })
  await expectInWindow(page, message)
  await expect(page).toHaveURL(/\/shop\/us\/help\/track-order$/)
  await expect(page.getByLabel("Order number")).toHaveValue("10000016001")
  await expect(page.getByLabel("Email")).toHaveValue("someone.else@outfitter.test")

  await page.getByLabel("Email").fill("registered@outfitter.test")
  await page.getByRole("button", { name: "Start a return" }).click()
  await page.waitForURL("**/shop/us/account/orders/10000016001?email=registered%40outfitter.test#order-returns-intro")
  await expect(stepHeading(page, "Return or exchange items")).toBeVisible()
})
