import { expect, type Locator, type Page, test } from "./test.ts"
import { sessionCookies } from "./support.ts"

/**
 * On a phone as the browser emulates one (390 px wide, touch, the page's meta viewport):
 * a page wider than the screen makes the browser zoom out and widen the area fixed boxes are
 * laid out in, so a modal centred in it opens partly off the screen. The account pages (the
 * widest) and the account area's modals fit: the screen is 390 CSS px, not zoomed out, and
 * the dialog box is inside it. (a11y.spec.ts checks every route at this width, unemulated.)
 */

const phone = { width: 390, height: 844 }

test.use({ viewport: phone, isMobile: true, hasTouch: true })

/** What the screen shows, in CSS px: the layout and visual viewports' widths and the page's. */
const screen = (page: Page) =>
  page.evaluate(() => ({
    innerWidth: window.innerWidth,
    visualWidth: Math.round(window.visualViewport?.width ?? window.innerWidth),
    pageWidth: document.documentElement.scrollWidth,
  }))

const fits = async (page: Page, label: string) => {
  expect.soft(await screen(page), label).toEqual({ innerWidth: phone.width, visualWidth: phone.width, pageWidth: phone.width })
}

/** The dialog box is within the screen's 0..390 px, and its backdrop covers the screen. */
const opensInside = async (page: Page, dialog: Locator, label: string) => {
  await expect(dialog).toBeVisible()
  await fits(page, label)
  const { box, backdrop } = await dialog.evaluate((element) => {
    const rect = (r: DOMRect) => ({ left: Math.round(r.left), right: Math.round(r.right), top: Math.round(r.top), bottom: Math.round(r.bottom) })
    return { box: rect(element.getBoundingClientRect()), backdrop: rect(element.parentElement!.getBoundingClientRect()) }
  })
  expect.soft(box.left, `${label}: the dialog's left edge`).toBeGreaterThanOrEqual(0)
  expect.soft(box.right, `${label}: the dialog's right edge`).toBeLessThanOrEqual(phone.width)
  expect.soft(backdrop, `${label}: the backdrop`).toEqual({ left: 0, top: 0, right: phone.width, bottom: phone.height })
}

test("on a phone, the account pages fit the screen and the account modals open inside it", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us/account")
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible()
  await fits(page, "/account")
  await page.getByRole("button", { name: "Change preferred store" }).click()
  await opensInside(page, page.getByRole("dialog", { name: "Change preferred store" }), "preferred-store modal")

  await page.goto("/shop/us/account/addresses")
  await page.getByRole("button", { name: "Add an address" }).click()
  await opensInside(page, page.getByRole("dialog", { name: "Add an address" }), "add-address modal")

  await page.goto("/shop/us/account/payments")
  await page.getByRole("button", { name: "Add a card" }).click()
  await opensInside(page, page.getByRole("dialog", { name: "Add a card" }), "add-card modal")
})
