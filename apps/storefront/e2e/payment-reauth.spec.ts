/**
 * Payment re-authorisation of a problem order in Chromium (loyalty §4, §5, §8), over the
 * embedded fixtures: from the points-history banner to an authorised card; the 3-D Secure
 * challenge served by the fixtures on this origin, closed, then the status check; a
 * message from an origin that is not the provider's ignored; a frame or PayPal address off
 * the allow-list refused with the general message; and the card's number and CVV only in
 * the submission's body. Everything is found by role and label; waits are for what the page
 * shows, never for a time.
 */
import { expect, type Page, test } from "./test.ts"
import { expectNoSecretReadable } from "./secrets.ts"
import { axeViolations, sessionCookies } from "./support.ts"

/** A future expiry as the field shows it. */
const expiry = `09 / ${String(new Date().getFullYear() + 3).slice(2)}`

const form = (page: Page) => page.getByRole("form", { name: "Update payment" })

const fillCard = async (page: Page, number: string, cvv = "737") => {
  await page.getByLabel("Card number").fill(number)
  await page.getByLabel("Expiry date (MM / YY)").fill(expiry)
  await page.getByLabel("Security code").fill(cvv)
}

/** Every request the page made, with its body, from the first navigation on. */
const recordRequests = (page: Page) => {
  const requests: Array<{ readonly url: string; readonly body: string }> = []
  page.on("request", (request) => void requests.push({ url: request.url(), body: request.postData() ?? "" }))
  return requests
}

/** Authorised: the banner marked updated, the order Processing, the form's pane slid away. */
const expectAuthorised = async (page: Page) => {
  await expect(page.getByRole("status", { name: "Thank you, your payment has been updated." })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole("definition").filter({ hasText: "Processing" })).toBeVisible()
  await expect(form(page)).toHaveCount(0)
}

test("from the points-history banner, a card re-authorises the problem order: Processing, the banner updated; the card only in the submission's body", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5002"))
  const requests = recordRequests(page)
  const consoleLines: Array<string> = []
  page.on("console", (message) => consoleLines.push(message.text()))
  await page.goto("/shop/us/account/rewards/history")
  await page.getByRole("status", { name: "There is a problem with an order" }).getByRole("link", { name: "Update payment" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Payment for order 10000003002" })).toBeVisible()
  await expect(form(page)).toBeVisible()
  await expect(page.getByRole("definition").filter({ hasText: "$98.00" })).toBeVisible()
  await expect(page.getByLabel("First name")).toHaveValue("Riley")
  await fillCard(page, "4111 1111 1111 1111", "482")
  await page.getByRole("button", { name: "Update payment" }).click()
  await expectAuthorised(page)

  const submission = requests.find((request) => request.url.endsWith("/cart/10000003002/payment/reauth"))
  expect(JSON.parse(submission!.body)).toMatchObject({ authAmount: "98.00", cardBrand: "001", cid: "482", cardNumberType: "encryptedCardNumber" })
  for (const request of requests) {
    expect(request.url).not.toContain("4111111111111111")
    expect(request.url).not.toContain("482")
    expect(request.body.replace(/\s/g, "")).not.toContain("4111111111111111")
  }
  const left = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }) + document.cookie + document.body.innerHTML)
  expect(left).not.toContain("4111111111111111")
  expect(left).not.toContain("4111 1111 1111 1111")
  expect(JSON.stringify(consoleLines)).not.toContain("4111")
  await expectNoSecretReadable(page, { digits: "4111111111111111", short: ["482"] })
})

test("3-D Secure: the challenge frame from the fixtures shows, is closed, the status is checked, and the order is authorised", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us/account/orders/10000018001/payment")
  await expect(form(page)).toBeVisible()
  await fillCard(page, "4000 0000 0000 1067")
  await page.getByRole("button", { name: "Update payment" }).click()
  const interstitial = page.getByRole("region", { name: "Verify your payment" })
  await expect(interstitial).toBeVisible({ timeout: 15_000 })
  await expect(interstitial.getByRole("heading", { name: "Verify your payment" })).toBeFocused()
  const frame = interstitial.locator("iframe[title='Payment verification by your bank']")
  await expect(frame).toHaveAttribute("height", "600")
  await expect(frame).toHaveAttribute("width", "100%")
  expect((await frame.boundingBox())?.height).toBe(600)
  await expect(page.frameLocator("iframe[title='Payment verification by your bank']").getByRole("heading", { name: "Verify your payment" })).toBeVisible()
  await expect(form(page)).toHaveCount(0)
  await interstitial.getByRole("button", { name: "Close" }).click()
  await expectAuthorised(page)
})

test.describe("the frame's messages", () => {
  // the page's own policy refuses to frame another origin; here the listener alone is tested
  test.use({ bypassCSP: true })

  test("a message from an origin that is not the payment provider's is ignored; the provider's own shows the frame", async ({ page, context, baseURL }) => {
    await context.addCookies(sessionCookies(baseURL!, "5001"))
    // a page on another origin, which posts the provider's words to whatever frames it
    await page.route("https://evil.example/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>evil</title><script>parent.postMessage({ status: 'USER_INTERACTION_REQUIRED' }, '*')</script>",
      }))
    await page.goto("/shop/us/account/orders/10000018001/payment")
    await expect(form(page)).toBeVisible()
    await page.evaluate(() => {
      const seen: Array<string> = []
      ;(window as unknown as { __messagesFrom: Array<string> }).__messagesFrom = seen
      window.addEventListener("message", (event) => seen.push(event.origin))
    })
    // this card's challenge page waits: it posts nothing by itself
    await fillCard(page, "4000 0000 0000 1125")
    await page.getByRole("button", { name: "Update payment" }).click()
    const challenge = page.locator("iframe[title='Payment verification by your bank']")
    await expect(challenge).toBeAttached({ timeout: 15_000 })
    await expect(challenge).toBeHidden()

    await page.evaluate(() => {
      const evil = document.createElement("iframe")
      evil.src = "https://evil.example/frame"
      evil.title = "evil"
      document.body.append(evil)
    })
    await expect.poll(() => page.evaluate(() => (window as unknown as { __messagesFrom: Array<string> }).__messagesFrom)).toContain("https://evil.example")
    await expect(page.getByRole("region", { name: "Verify your payment" })).toBeHidden()
    await expect(challenge).toBeHidden()

    // the provider's frame itself says the customer must act
    const isChallenge = (url: string) => url.includes("/payment-service/3ds/challenge/")
    await expect.poll(() => page.frames().some((candidate) => isChallenge(candidate.url()))).toBe(true)
    const frame = page.frames().find((candidate) => isChallenge(candidate.url()))!
    await frame.waitForLoadState()
    await frame.evaluate(() => parent.postMessage({ status: "USER_INTERACTION_REQUIRED" }, "*"))
    await expect(page.getByRole("region", { name: "Verify your payment" })).toBeVisible()
    await page.getByRole("button", { name: "Close" }).click()
    await expectAuthorised(page)
  })
})

test("a frame address off the allow-list is refused: the general message, no frame; a PayPal address off it, the same", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  const requests = recordRequests(page)
  await page.goto("/shop/us/account/orders/10000018001/payment")
  await expect(form(page)).toBeVisible()
  await fillCard(page, "4000 0000 0000 1109")
  await page.getByRole("button", { name: "Update payment" }).click()
  await expect(page.getByRole("alert")).toHaveText("Something went wrong. Please try again later.", { timeout: 15_000 })
  await expect(page.getByRole("button", { name: "Payment not updated" })).toBeVisible()
  await expect(page.locator("iframe")).toHaveCount(0)
  await expect(page.getByRole("button", { name: "Update payment" })).toBeVisible()

  await page.goto("/shop/us/account/orders/10000018003/payment")
  await page.getByRole("radio", { name: "PayPal" }).check()
  await page.getByRole("button", { name: "Pay with PayPal" }).click()
  await expect(page.getByRole("alert")).toHaveText("Something went wrong. Please try again later.", { timeout: 15_000 })
  expect(page.url()).toMatch(/\/shop\/us\/account\/orders\/10000018003\/payment$/)
  expect(requests.some((request) => request.url.includes("attacker.example"))).toBe(false)
})

test("the PayPal-failover account: the card disabled, PayPal chosen, and paying with PayPal authorises the order", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5007"))
  await page.goto("/shop/us/account/orders/10000018002/payment")
  await expect(page.getByRole("radio", { name: "Credit or debit card" })).toBeDisabled()
  await expect(page.getByRole("radio", { name: "PayPal" })).toBeChecked()
  await expect(page.getByText("Card payments are not available for this order. Please pay with PayPal.")).toBeVisible()
  await page.getByRole("button", { name: "Pay with PayPal" }).click()
  await expectAuthorised(page)
})

test("a declined card: the message, then the button back, with the typed card kept for a correction", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us/account/orders/10000018001/payment")
  await expect(form(page)).toBeVisible()
  await fillCard(page, "4000 0000 0000 1018")
  await page.getByRole("button", { name: "Update payment" }).click()
  await expect(page.getByRole("alert")).toHaveText("Your card was declined. Check the card details or use another card.", { timeout: 15_000 })
  await expect(page.getByRole("button", { name: "Update payment" })).toBeVisible({ timeout: 10_000 })
  await expect(page.getByLabel("Card number")).toHaveValue("4000 0000 0000 1018")
  // kept in the form only: no other place a script reads holds the number or the CVV
  await expectNoSecretReadable(page, { digits: "4000000000001018", short: ["737"] })
})

test("accessible at desktop and phone widths: the form, a failure with its flagged field, and the 3-D Secure interstitial", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  const check = async (label: string) => {
    for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size)
      expect.soft(await axeViolations(page), `${label} at ${size.width} px`).toEqual([])
      expect.soft(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${label}: wider than ${size.width} px`).toBeLessThanOrEqual(0)
    }
    await page.setViewportSize({ width: 1280, height: 800 })
  }
  await page.goto("/shop/us/account/orders/10000018001/payment")
  await expect(form(page)).toBeVisible()
  await check("the form")

  await fillCard(page, "4111 1111 1111 1111")
  await page.getByLabel("ZIP code").fill("99400")
  await page.getByRole("button", { name: "Update payment" }).click()
  await expect(page.getByRole("alert")).toHaveText("Please correct the highlighted fields.", { timeout: 15_000 })
  await expect(page.getByLabel("ZIP code")).toHaveAttribute("aria-invalid", "true")
  await expect(page.getByLabel("ZIP code")).toBeFocused()
  await check("a refused postal code")

  await expect(page.getByRole("button", { name: "Update payment" })).toBeVisible({ timeout: 10_000 })
  await page.getByLabel("ZIP code").fill("43215")
  await fillCard(page, "4000 0000 0000 1067")
  await page.getByRole("button", { name: "Update payment" }).click()
  await expect(page.getByRole("region", { name: "Verify your payment" })).toBeVisible({ timeout: 15_000 })
  await check("the 3-D Secure interstitial")
  await page.keyboard.press("Escape")
  await expectAuthorised(page)
  await check("authorised")
})
