import { expect, type Page, test } from "./test.ts"
import { sessionCookies } from "./support.ts"

/**
 * Late content has its place kept: nothing already on the screen moves when a page's data
 * arrives (a layout shift, which Lighthouse's CLS adds up). Every shift of the page's own
 * content (inside `<main>`) the browser reports without a recent input is collected from
 * the first paint on, at a phone's width and at a desktop's, until the page's late content
 * is shown.
 *
 * The header is left out: its preference menu moved once (0.001, desktop width) in a
 * fresh-clone run and in none of 25 loads since, whatever the page; it is not what these
 * pages' late content does.
 */

interface Shift {
  readonly value: number
  readonly sources: ReadonlyArray<string>
}

const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: Array<Shift> = []
    ;(window as unknown as { __shifts: Array<Shift> }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
        const main = document.getElementById("main")
        const ofPage = (entry.sources ?? []).some((source) => source.node != null && main?.contains(source.node) === true)
        if (entry.hadRecentInput || !ofPage) continue
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : "text"),
        })
      }
    }).observe({ type: "layout-shift", buffered: true })
  })

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Array<Shift> }).__shifts)

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport })

    test("help: the shipping country and the region's content arrive without moving the page", async ({ page }) => {
      await recordShifts(page)
      await page.goto("/shop/us/help")
      // the region's content (marketing) and the country's name from the ship-to options
      await expect(page.getByRole("heading", { level: 2, name: "Help for the Americas" })).toBeVisible()
      await expect(page.locator(".help-country")).toContainText("Shipping to United States")
      await expect(page.getByText("Free standard shipping on orders over $75")).toBeVisible()
      expect(await shiftsOf(page)).toEqual([])
    })

    test("order detail: the order replaces its loading text without moving the page", async ({ page, context, baseURL }) => {
      await context.addCookies(sessionCookies(baseURL!, "5001"))
      await recordShifts(page)
      await page.goto("/shop/us/account/orders/10000016001")
      await expect(page.getByRole("heading", { level: 1, name: "Order 10000016001" })).toBeVisible()
      await expect(page.getByText("Order number", { exact: true }).first()).toBeVisible()
      await page.waitForLoadState("networkidle")
      expect(await shiftsOf(page)).toEqual([])
    })
  })
}
