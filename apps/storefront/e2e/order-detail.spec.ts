import { expect, type Page, test } from "./test.ts"
import { sessionCookies } from "./support.ts"

// Seeded orders of member 5001 (fixtures/README.md "Order details and returns")
const cancellable = "10000016010"
const cancelAnswersFailure = "10000016502"
const returnable = "10000016001"
const member = "registered@outfitter.test"

const cancelItem = async (page: Page, name: string) => {
  await page.getByRole("button", { name: `Cancel item: ${name}` }).click()
  const dialog = page.getByRole("dialog", { name: `Cancel ${name}?` })
  const confirm = dialog.getByRole("button", { name: "Cancel item" })
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel("Reason for cancelling").selectOption({ label: "I changed my mind" })
  await confirm.click()
  return dialog
}

test("an item cancel that fails, then one that succeeds; the modal keeps the focus", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.clock.install()
  await page.goto(`/shop/us/account/orders/${cancelAnswersFailure}`)
  await expect(page.getByRole("heading", { level: 1, name: `Order ${cancelAnswersFailure}` })).toBeVisible()
  const failing = await cancelItem(page, "Relaxed Hoodie")
  await expect(failing.getByRole("button", { name: "Not cancelled" })).toBeVisible()
  await expect(failing.getByRole("alert")).toContainText("We could not cancel this")
  // the button is back after 3 s; the message stays until the next try
  await page.clock.runFor(3000)
  await expect(failing.getByRole("button", { name: "Cancel item" })).toBeVisible()
  // Tab stays inside the modal
  for (let i = 0; i < 4; i += 1) await page.keyboard.press("Tab")
  expect(await failing.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
  await page.keyboard.press("Escape")
  await expect(failing).toHaveCount(0)

  await page.goto(`/shop/us/account/orders/${cancellable}`)
  const tee = page.getByRole("article", { name: "Relaxed Hoodie" })
  await expect(tee).toContainText("Processing")
  const succeeding = await cancelItem(page, "Relaxed Hoodie")
  await expect(succeeding.getByText("The item has been cancelled.")).toBeVisible()
  // closes after 1 s, then the order is read again
  await page.clock.runFor(1000)
  await expect(succeeding).toHaveCount(0)
  await expect(tee).toContainText("Cancelled")
  await expect(page.getByRole("button", { name: "Cancel item: Relaxed Hoodie" })).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Cancel item: Essential Crew Tee" })).toBeVisible()
})

test("a submitted return is confirmed, then cancelled: the address says returnSubmitted=false", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.clock.install()
  await page.goto(`/shop/us/account/orders/${returnable}`)
  await expect(page.getByRole("article", { name: "Essential Crew Tee" })).toBeVisible()
  // a return as the returns flow submits it (the fixtures keep it in this page's memory)
  const returnOrderId = await page.evaluate(async (order) => {
    const response = await fetch("/api/user/order/return", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        smartLabel: true,
        eGiftCard: false,
        fromOrderToken: `tok-${order}`,
        billToKey: `bill-5001-${order}`,
        shipToKey: `ship-5001-${order}`,
        currency: "USD",
        items: [{ itemId: `${order}-1`, shortSku: "11873401", returnReasonCode: "R04", returnReasonDetailCode: null, returnReasonComments: "", exchange: false }],
      }),
    })
    return ((await response.json()) as { returnOrderId: string }).returnOrderId
  }, returnable)
  // the post-submit address, reached in place as the returns flow does
  const query = new URLSearchParams({ orderNumber: returnOrderId, originalSalesOrderNumber: returnable, orderEmail: member, returnSubmitted: "true", returnOrder: "true" })
  await page.evaluate((address) => history.pushState(null, "", address), `/shop/us/account/orders/${returnable}?${query.toString()}`)
  await expect(page.getByText("Your return has been submitted", { exact: true })).toBeVisible()
  await expect(page.getByText(`Return order number ${returnOrderId}`)).toBeVisible()
  await expect(page.getByRole("article", { name: "Essential Crew Tee" })).toContainText("Return requested")

  await page.getByRole("button", { name: "Cancel return" }).click()
  const dialog = page.getByRole("dialog", { name: `Cancel return ${returnOrderId}?` })
  await dialog.getByRole("button", { name: "Cancel return" }).click()
  await expect(dialog.getByRole("button", { name: "Cancelling…" })).toBeVisible()
  await page.clock.runFor(800)
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/returnSubmitted=false/)
  await expect(page.getByText("Your return has been submitted", { exact: true })).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Cancel return" })).toHaveCount(0)
  await expect(page.getByRole("article", { name: "Essential Crew Tee" })).toContainText("Cancelled")
})
