import AxeBuilder from "@axe-core/playwright"
import { expect, type Page, type Response, test } from "./test.ts"
import { sessionCookies } from "./support.ts"

/**
 * The mobile-wallet QR payment on the order detail page, in Chromium over the fixtures
 * (fixtures/README.md "Mobile-wallet QR payment"): a WeChat Pay order from its code to
 * 'Payment Complete'; a code that runs out (the fixtures build offers a code for 10 s, the
 * store setting `walletRetryTimeoutMs`), Retry and a new code; a phone's button to the
 * wallet, and one to a host no store allows; and the QR library kept out of the order
 * page's first JavaScript. Found by role and label; every wait is for a condition.
 */

const email = encodeURIComponent("registered@outfitter.test")
// seeded CN orders of member 5001 with a wallet payment pending
const paidAfterReads = "10000016009"
const neverPaid = "10000016102"
const hostileRedirect = "10000016107"
const alipayPaid = "10000016101"
const deliveredByCard = "10000016001"

/** A string only the QR library (uqr) has: its error for text it cannot encode. */
const qrLibraryMark = "String contains unencodable characters in alphanumeric mode"

/** The JavaScript the page fetches, as it arrives. */
const scriptsOf = (page: Page) => {
  const bodies: Array<Promise<string>> = []
  page.on("response", (response: Response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text().catch(() => ""))
  })
  return async () => Promise.all(bodies)
}

const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"

test("a member pays a WeChat Pay order by QR code: the code, then Payment Complete", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto(`/shop/cn/account/orders/${paidAfterReads}`)
  const wallet = page.getByRole("region", { name: "Pay with WeChat Pay" })
  await expect(wallet.getByRole("img", { name: "WeChat Pay payment code" })).toBeVisible()
  await expect(wallet.getByRole("status")).toHaveText("Scan the code with WeChat to pay")
  const axe = await new AxeBuilder({ page }).include(".wallet-qr").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).setLegacyMode(true).analyze()
  expect(axe.violations.map((violation) => violation.id)).toEqual([])
  // the fixtures see it paid at the 20th status read
  await expect(wallet.getByRole("status")).toHaveText("Payment Complete")
  await expect(wallet.getByRole("img")).toHaveCount(0)
})

test("a code never paid runs out: the retry overlay, Retry, and a new code", async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto(`/shop/cn/account/orders/${neverPaid}?email=${email}`)
  const wallet = page.getByRole("region", { name: "Pay with WeChat Pay" })
  const code = wallet.getByRole("img", { name: "WeChat Pay payment code" })
  await expect(code).toBeVisible()
  const first = await code.locator("path").getAttribute("d")
  // the fixtures build offers a code for 10 s
  await expect(wallet.getByRole("status")).toHaveText("This payment code has expired.", { timeout: 30_000 })
  await expect(code).toHaveCount(0)
  await wallet.getByRole("button", { name: "Retry" }).click()
  await expect(wallet.locator("svg[data-drawn=current]")).toBeVisible()
  await expect(code).toBeVisible()
  expect(await code.locator("path").getAttribute("d")).not.toBe(first)
  await expect(wallet.getByRole("button", { name: "Retry" })).toHaveCount(0)
})

test("a guest's Alipay order on a phone: the button takes the page to the wallet, which sends it back", async ({ browser }) => {
  const phone = await browser.newContext({ userAgent: iphone, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const page = await phone.newPage()
  const address = `/shop/cn/account/orders/${alipayPaid}?email=${email}`
  await page.goto(address)
  const wallet = page.getByRole("region", { name: "Pay with Alipay" })
  const pay = wallet.getByRole("button", { name: "Pay with Alipay" })
  await expect(wallet.getByRole("status")).toHaveText("Ready to pay with Alipay")
  // the fixtures' wallet sends the customer straight back to the order (its return address)
  const navigated = page.waitForEvent("framenavigated")
  await pay.click()
  expect(new URL((await navigated).url()).pathname).toBe(`/shop/cn/account/orders/${alipayPaid}`)
  await expect(page.getByRole("region", { name: "Pay with Alipay" })).toBeVisible()
  await phone.close()
})

test("a phone's button to a host no store allows is refused: the general message, and the page stays", async ({ browser }) => {
  const phone = await browser.newContext({ userAgent: iphone, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const page = await phone.newPage()
  const requested: Array<string> = []
  page.on("request", (request) => void requested.push(new URL(request.url()).hostname))
  await page.goto(`/shop/cn/account/orders/${hostileRedirect}?email=${email}`)
  const wallet = page.getByRole("region", { name: "Pay with Alipay" })
  await wallet.getByRole("button", { name: "Pay with Alipay" }).click()
  await expect(wallet.getByRole("status")).toHaveText("Something went wrong with your payment code. Please try again.")
  await expect(wallet.getByRole("button", { name: "Retry" })).toBeFocused()
  expect(new URL(page.url()).pathname).toBe(`/shop/cn/account/orders/${hostileRedirect}`)
  expect(requested).not.toContain("wallet-login.evil.test")
  await phone.close()
})

test("the QR library is not in the order page's first JavaScript: it comes with the widget", async ({ page }) => {
  const scripts = scriptsOf(page)
  await page.goto(`/shop/us/account/orders/${deliveredByCard}?email=${email}`)
  await expect(page.getByRole("heading", { name: "Items" })).toBeVisible()
  expect((await scripts()).some((body) => body.includes(qrLibraryMark))).toBe(false)

  await page.goto(`/shop/cn/account/orders/${neverPaid}?email=${email}`)
  await expect(page.getByRole("img", { name: "WeChat Pay payment code" })).toBeVisible()
  expect((await scripts()).some((body) => body.includes(qrLibraryMark))).toBe(true)
})
