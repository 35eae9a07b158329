/**
 * The order list and the order's page tell one truth, over the embedded fixtures: orders
 * cancelled on their pages are Cancelled in the list once it is shown again; a problem
 * order paid on its payment page keeps its place in the list and its page reads as the
 * member's; the list is newest first, ten a page, at a phone's and a desktop's width.
 * Everything is found by role and label; waits are for what the page shows.
 */
import { expect, type Locator, type Page, test } from "./test.ts"
import { sessionCookies } from "./support.ts"

// Seeded orders of member 5001 (fixtures/README.md "Order details and returns", "Payment re-authorisation")
const cancellable = "10000016010"
const reservation = "10000016004"
const problemOrder = "10000018001"

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 900 }

const card = (page: Page, orderNumber: string) => page.getByRole("article", { name: `Order ${orderNumber}` })

/** The text of a card's fact (Placed, Status…). */
const fact = (card: Locator, term: string) => card.locator("dt", { hasText: term }).locator("+ dd")

/** The placed dates of the cards shown, as instants. */
const placedDates = async (page: Page): Promise<ReadonlyArray<number>> =>
  (await page.getByRole("list", { name: "Orders" }).getByRole("article").locator("dt:text-is('Placed') + dd").allTextContents()).map((text) =>
    Date.parse(text)
  )

test("two orders cancelled on their pages are Cancelled in the list, reloaded", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.setViewportSize(desktop)
  await page.goto("/shop/us/account/orders")
  await expect(fact(card(page, cancellable), "Status")).toHaveText("Processing")
  await expect(fact(card(page, reservation), "Status")).toHaveText("Reserved")

  await card(page, cancellable).getByRole("link", { name: "View order details" }).click()
  await expect(page.getByRole("heading", { level: 1, name: `Order ${cancellable}` })).toBeVisible()
  await page.getByRole("button", { name: "Cancel order" }).click()
  const order = page.getByRole("dialog", { name: `Cancel order ${cancellable}?` })
  await order.getByLabel("Reason for cancelling").selectOption({ label: "I changed my mind" })
  await order.getByRole("button", { name: "Cancel order" }).click()
  await expect(order.getByRole("status")).toHaveText("Your order has been cancelled.")
  await expect(order).toHaveCount(0)
  await expect(page.getByRole("definition").filter({ hasText: /^Cancelled$/ }).first()).toBeVisible()

  await page.goto(`/shop/us/account/orders/${reservation}`)
  await page.getByRole("button", { name: "Cancel reservation" }).click()
  const held = page.getByRole("dialog", { name: `Cancel reservation ${reservation}?` })
  await held.getByRole("button", { name: "Cancel reservation" }).click()
  await expect(held.getByRole("status")).toHaveText("Your reservation has been cancelled.")
  await expect(held).toHaveCount(0, { timeout: 15_000 })
  await expect(page.getByRole("definition").filter({ hasText: /^Cancelled$/ }).first()).toBeVisible()

  await page.goto("/shop/us/account/orders")
  await page.reload()
  await expect(fact(card(page, cancellable), "Status")).toHaveText("Cancelled")
  await expect(fact(card(page, reservation), "Status")).toHaveText("Cancelled")
})

test("a problem order paid on its payment page: its details read as the member's, no Payment tab, and it stays in the list", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.setViewportSize(desktop)
  await page.goto(`/shop/us/account/orders/${problemOrder}`)
  const tabs = page.getByRole("navigation", { name: `Order ${problemOrder}` })
  await expect(page.getByRole("definition").filter({ hasText: /^Payment problem$/ }).first()).toBeVisible()
  await tabs.getByRole("link", { name: "Payment" }).click()
  await expect(page.getByRole("heading", { level: 1, name: `Payment for order ${problemOrder}` })).toBeVisible()
  await page.getByLabel("Card number").fill("4111 1111 1111 1111")
  await page.getByLabel("Expiry date (MM / YY)").fill(`09 / ${String(new Date().getFullYear() + 3).slice(2)}`)
  await page.getByLabel("Security code").fill("737")
  await page.getByRole("button", { name: "Update payment" }).click()
  await expect(page.getByRole("status", { name: "Thank you, your payment has been updated." })).toBeVisible({ timeout: 15_000 })

  await tabs.getByRole("link", { name: "Order details" }).click()
  await expect(page.getByRole("heading", { level: 1, name: `Order ${problemOrder}` })).toBeVisible()
  await expect(page.getByRole("definition").filter({ hasText: /^Processing$/ }).first()).toBeVisible()
  await expect(page.getByText("We could not find that order")).toHaveCount(0)
  await expect(page.getByText(/Check the order number and the e-mail address/)).toHaveCount(0)
  await expect(tabs.getByRole("link")).toHaveText(["Order details"])

  // ten a page, newest first: placed 2026-09-22, it is on the second page
  await page.goto("/shop/us/account/orders?page=2")
  await expect(fact(card(page, problemOrder), "Status")).toHaveText("Processing")
})

for (const [name, size] of [["phone", phone], ["desktop", desktop]] as const) {
  test(`the list pages ten orders at a time, newest first, dates written one way (${name})`, async ({ page, context, baseURL }) => {
    await context.addCookies(sessionCookies(baseURL!, "5001"))
    await page.setViewportSize(size)
    await page.goto("/shop/us/account/orders")
    const pages = page.getByRole("navigation", { name: "Order history pages" })
    await expect(pages).toBeVisible()
    const cards = page.getByRole("list", { name: "Orders" }).getByRole("article")
    await expect(cards).toHaveCount(10)
    const first = await placedDates(page)
    expect(first.every((time) => !Number.isNaN(time))).toBe(true)
    expect(first).toEqual([...first].sort((a, b) => b - a))
    // the same long date as the order's page, never 2026-10-02
    await expect(fact(card(page, "10000001001"), "Placed")).toHaveText("October 2, 2026")
    await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page")

    await pages.getByRole("button", { name: "Page 2" }).click()
    await expect(page).toHaveURL(/\/account\/orders\?page=2$/)
    await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    await expect(cards).toHaveCount(10)
    await expect(page.getByRole("list", { name: "Orders" })).toBeFocused()
    const second = await placedDates(page)
    expect(Math.max(...second)).toBeLessThanOrEqual(Math.min(...first))

    // nothing wider than the window
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    const bar = await pages.boundingBox()
    expect(bar!.x + bar!.width).toBeLessThanOrEqual(size.width)

    await page.goBack()
    await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page")
  })
}
