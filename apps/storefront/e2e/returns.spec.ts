import AxeBuilder from "@axe-core/playwright"
import { expect, type Page, test } from "./test.ts"
import { exchangeHoodie, returnForFit } from "./returnChoices.ts"
import { sessionCookies } from "./support.ts"

/** The refund the review promises: each "payment: amount" line under "Refunded to". */
const promisedRefund = (page: Page) => page.getByRole("list", { name: "Refunded to" }).getByRole("listitem")

/** The refund the return order's page records, each "payment: refund amount". */
const recordedRefund = (page: Page) => page.getByRole("region", { name: "Refund" }).getByRole("listitem")

/** The same lines as the return order's page words them ("Visa: $1.00" → "Visa: refund $1.00"). */
const asRecorded = (lines: ReadonlyArray<string>) => lines.map((line) => line.replace(": ", ": refund "))

test("a signed-in customer returns one item and exchanges another, and sees the new return order", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us/account/orders/10000016001")
  await page.getByRole("button", { name: "Return or exchange items" }).click()
  await expect(page.getByRole("heading", { name: "Return or exchange items", level: 3 })).toBeVisible()
  await page.getByRole("button", { name: "Continue" }).click()

  await expect(page.getByRole("heading", { name: "Select items" })).toBeFocused()
  await expect(page.getByRole("list", { name: "Return progress" }).getByRole("listitem").first()).toHaveAttribute("aria-current", "step")
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled()

  await returnForFit(page, "Essential Crew Tee")
  await exchangeHoodie(page)
  await expect(page.getByText("Exchanging for Heather Grey, M: Changed my mind")).toBeVisible()

  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByText("Step 1 of 4, Complete")).toBeAttached()
  await page.getByRole("button", { name: "Continue" }).click()
  await page.getByLabel(/eGift card/).check()
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByRole("heading", { name: "Review your return" })).toBeFocused()
  await expect(page.getByRole("list", { name: "Refund method" }).getByRole("listitem").filter({ hasText: "eGift card" })).toHaveAttribute("aria-current", "true")
  await expect(page.getByText("Total refund")).toBeVisible()
  await expect(page.getByText("Return shipping")).toHaveCount(0)
  await expect(promisedRefund(page)).toHaveText(["eGift card: $53.75"])

  await page.getByRole("button", { name: "Submit return" }).click()
  await page.waitForURL(/\/shop\/us\/account\/orders\/30000016001\?orderNumber=30000016001&originalSalesOrderNumber=10000016001/)
  await expect(page.getByRole("heading", { level: 1, name: "Order 30000016001" })).toBeVisible()
  // no shipping row on the review, so no label fee on the return recorded (orders §4)
  await expect(recordedRefund(page)).toHaveText(asRecorded(["eGift card: $53.75"]))
})

for (
  const [what, site, orderNumber, email, expected] of [
    ["a member's US order", "us", "10000016001", undefined, ["Gift card: $20.00", "Visa: $33.75"]],
    ["a guest's UK order", "uk", "10000016006", "remembered@outfitter.test", ["Mastercard: £20.00"]],
  ] as const
) {
  test(`${what}: the tee returned, the hoodie exchanged with the prepaid label, the refund reviewed is the refund recorded`, async ({ page, context, baseURL }) => {
    if (email === undefined) {
      await context.addCookies(sessionCookies(baseURL!, "5001"))
      await page.goto(`/shop/${site}/account/orders/${orderNumber}#order-returns-intro`)
    } else {
      await page.goto(`/shop/${site}/help/track-order`)
      await page.getByLabel("Order number").fill(orderNumber)
      await page.getByLabel("Email").fill(email)
      await page.getByRole("button", { name: "Start a return" }).click()
    }
    await expect(page.getByRole("heading", { name: "Return or exchange items", level: 3 })).toBeVisible()
    await page.getByRole("button", { name: "Continue" }).click()
    await returnForFit(page, "Essential Crew Tee")
    await exchangeHoodie(page)
    for (const step of ["Return method", "Refund method", "Review your return"]) {
      await page.getByRole("button", { name: "Continue" }).click()
      await expect(page.getByRole("heading", { name: step })).toBeVisible()
    }
    await expect(page.getByText("Return shipping")).toHaveCount(0)
    await expect(promisedRefund(page)).toHaveText(expected)

    await page.getByRole("button", { name: "Submit return" }).click()
    await expect(page.getByRole("heading", { level: 1, name: "Order 30000016001" })).toBeVisible()
    await expect(recordedRefund(page)).toHaveText(asRecorded(expected))
  })
}

const check = async (page: Page) => {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}

for (const width of [1280, 390]) {
  test(`every step, the modals and track order have no serious or critical WCAG 2.1 AA violation at ${width} px`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width, height: 800 })
    await context.addCookies(sessionCookies(baseURL!, "5001"))
    await page.goto("/shop/us/account/orders/10000016001#order-returns-intro")
    await expect(page.getByRole("heading", { name: "Return or exchange items", level: 3 })).toBeVisible()
    await check(page)
    await page.getByRole("button", { name: "Continue" }).click()
    await expect(page.getByRole("heading", { name: "Select items" })).toBeVisible()
    await check(page)
    await page.getByRole("listitem", { name: "Linen Shirt" }).getByRole("button", { name: "Return" }).click()
    await page.getByRole("dialog").getByLabel("Reason").selectOption({ label: "Other" })
    await check(page)
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click()
    await page.getByRole("listitem", { name: "Relaxed Hoodie" }).getByRole("button", { name: "Exchange" }).click()
    await page.getByRole("dialog").getByRole("button", { name: "Save exchange" }).click()
    await expect(page.getByRole("dialog").getByRole("alert")).toBeVisible()
    await check(page)
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click()
    for (const step of ["Return method", "Refund method", "Review your return"]) {
      await page.getByRole("button", { name: "Continue" }).click()
      await expect(page.getByRole("heading", { name: step })).toBeVisible()
      await check(page)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await page.goto("/shop/us/help/track-order")
    await page.getByRole("button", { name: "Find order" }).click()
    await check(page)
  })
}
