/**
 * The payment re-authorisation page over the fixtures (loyalty §4, §5, §8), with fake
 * timers standing in for the clock (the button and the polls are timers; the encryption
 * and the in-process fixtures run on real turns of the event loop): the order and its
 * banner; the card form checked before anything is sent; success (banner updated,
 * Processing with a clock, the pane sliding up); each failure's message and field; PayPal
 * failover; the 3-D Secure interstitial; and the card's number and CVV nowhere once used.
 */
import { registeredVisitor } from "@outfitter/clients"
import {
  makeStoreSettings,
  paymentMessages,
  pointsBannerUpdatedText,
  reauthMessages,
  type StoreSettings,
} from "@outfitter/domain"
import { reauthMagicCards, reauthMagicPostalCodes, reauthOrderNumbers } from "@outfitter/fixtures"
import { cardDataInCaches, cardDataInPage, cookieJarFetch, memberCookies, watchConsole } from "@outfitter/fixtures/testing"
import { QueryClient } from "@tanstack/react-query"
import { act, fireEvent, screen, within } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { Route } from "wouter"
import { PaymentReauthorisationPage } from "../src/features/payments/pages.tsx"
import { cardDataInTree } from "./cardDataInTree.ts"
import { fixtureApiRoot, renderWithFixtures } from "./support.tsx"

const fixtureOrigin = new URL(fixtureApiRoot).origin

interface Sent {
  readonly method: string
  readonly path: string
  readonly body: string
}

/** The page of an order as the member, every request recorded with its body. */
const renderPage = (userId: string, orderNumber: string, settings: Partial<StoreSettings> = {}) => {
  const sent: Array<Sent> = []
  const member = cookieJarFetch({
    cookies: memberCookies(userId),
    onRequest: async (request) => void sent.push({ method: request.method, path: new URL(request.url).pathname + new URL(request.url).search, body: await request.text() }),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const rendered = renderWithFixtures(
    <Route path="/account/orders/:orderNumber/payment">
      <PaymentReauthorisationPage />
    </Route>,
    {
      path: `/shop/us/account/orders/${orderNumber}/payment`,
      config: {
        fetch: member.fetch,
        visitor: () => registeredVisitor,
        onUnauthorized: vi.fn(),
        settings: makeStoreSettings({
          paypalEnabled: true,
          paypalFailoverEnabled: true,
          paymentProviderOrigins: [fixtureOrigin],
          threeDSPollDelayMs: 750,
          ...settings,
        }),
      },
      queryClient,
    },
  )
  const submissions = () => sent.filter((call) => call.path.includes("/payment/reauth"))
  return { ...rendered, sent, submissions, queryClient }
}

/** One turn of the real event loop (WebCrypto and the in-process fixtures answer there), the fake clock held. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Runs what is due now, turn by turn, until `done` holds; never moves the clock. A condition that never holds fails at the test's time-out. */
const until = async (done: () => boolean) => {
  while (!done()) {
    await act(async () => {
      await turn()
      await vi.advanceTimersByTimeAsync(0)
    })
  }
}

/** Moves the fake clock on by `ms`, letting React render what the timers did. */
const advance = (ms: number) => act(async () => {
  await vi.advanceTimersByTimeAsync(ms)
})

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement

const expiry = `09 / ${String(new Date().getFullYear() + 3).slice(2)}`

const fillCard = (number: string, cvv = "737") => {
  fireEvent.change(field("Card number"), { target: { value: number } })
  fireEvent.change(field("Expiry date (MM / YY)"), { target: { value: expiry } })
  fireEvent.change(field("Security code"), { target: { value: cvv } })
}

const button = (name: string) => screen.getByRole("button", { name })
const orderStatus = () => screen.getByTestId("reauth-order-status").textContent

/** The page of 5001's problem order with its billing address on file, loaded. */
const openRegistered = async (settings: Partial<StoreSettings> = {}) => {
  const page = renderPage("5001", reauthOrderNumbers.registeredProblem, settings)
  await until(() => screen.queryByRole("form", { name: "Update payment" }) !== null)
  return page
}

beforeEach(() => void vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] }))
afterEach(() => vi.restoreAllMocks())

describe("the page", () => {
  it("names the order, its amount and status under the problem-order banner; the card is chosen, PayPal offered", async () => {
    renderPage("5002", reauthOrderNumbers.memberProblem)
    expect(screen.getByRole("heading", { level: 1, name: "Payment for order 10000003002" })).toBeTruthy()
    await until(() => screen.queryByRole("form", { name: "Update payment" }) !== null)
    const banner = screen.getByRole("status", { name: "There is a problem with an order" })
    expect(banner.textContent).toContain("10000003002")
    expect(screen.getByText("$98.00")).toBeTruthy()
    expect(orderStatus()).toBe("Payment problem")
    expect((screen.getByRole("radio", { name: "Credit or debit card" }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole("radio", { name: "PayPal" }) as HTMLInputElement).checked).toBe(false)
    // the billing address on file fills the form
    expect(field("First name").value).toBe("Riley")
    expect(field("ZIP code").value).toBe("43215")
  })

  it("an order the member does not have: no payment to update; an order already updated: nothing to change", async () => {
    renderPage("5001", reauthOrderNumbers.memberProblem)
    await until(() => screen.queryByRole("alert") !== null)
    expect(screen.getByRole("alert").textContent).toBe("There is no payment to update for order 10000003002.")
    expect(screen.queryByRole("form")).toBeNull()
  })

  it("an order already re-authorised shows no form", async () => {
    renderPage("5001", reauthOrderNumbers.alreadyUpdated)
    await until(() => screen.queryByText("This order's payment is up to date. There is nothing to change.") !== null)
    expect(screen.queryByRole("form")).toBeNull()
  })
})

describe("paying by card", () => {
  it("an invalid form: the summary in an alert, the fields marked and described, the first one focused, nothing sent", async () => {
    const { submissions } = await openRegistered()
    fireEvent.change(field("Card number"), { target: { value: "4111 1111 1111 1112" } })
    fireEvent.change(field("ZIP code"), { target: { value: "" } })
    fireEvent.click(button("Update payment"))
    expect(screen.getByRole("alert").textContent).toBe(reauthMessages.formSummary)
    const number = field("Card number")
    expect(number.getAttribute("aria-invalid")).toBe("true")
    expect(document.activeElement).toBe(number)
    expect(number.getAttribute("aria-describedby")).toContain(screen.getByText(paymentMessages.invalidCardNumber).id)
    const zip = field("ZIP code")
    expect(zip.getAttribute("aria-invalid")).toBe("true")
    expect(zip.getAttribute("aria-describedby")).toBe(screen.getByText("Enter zip code").id)
    expect(button("Update payment")).toBeTruthy()
    await advance(2000)
    expect(submissions()).toEqual([])
  })

  it("authorised: processing, then the banner marked updated, the order Processing with a clock, the pane sliding up", async () => {
    const page = await openRegistered()
    fillCard("4111 1111 1111 1111")
    fireEvent.click(button("Update payment"))
    expect(button("Updating payment…").getAttribute("aria-busy")).toBe("true")
    await until(() => page.sent.some((call) => call.path.includes("/user/order/payment/")))
    await advance(1500)
    await until(() => screen.queryByRole("button", { name: "Payment updated" }) !== null)
    expect(screen.getByRole("status", { name: pointsBannerUpdatedText })).toBeTruthy()
    expect(orderStatus()).toBe("Processing")
    expect(screen.getByTestId("reauth-order-status").querySelector("svg[aria-hidden='true']")).not.toBeNull()
    const pane = page.container.querySelector(".reauth-pane")!
    expect(pane.classList.contains("is-leaving")).toBe(true)
    expect(pane.hasAttribute("inert")).toBe(true)
    expect((pane as HTMLElement).style.getPropertyValue("--reauth-slide")).toBe("300ms")
    // the slide's end takes the pane, and the card fields with it, away
    fireEvent.animationEnd(pane)
    expect(page.container.querySelector(".reauth-pane")).toBeNull()
    expect(page.submissions()).toHaveLength(1)
  })

  it("with reduced motion the pane goes at once", async () => {
    vi.spyOn(window, "matchMedia").mockImplementation((query) => ({ matches: query.includes("reduce"), media: query } as MediaQueryList))
    const page = await openRegistered()
    fillCard("4111 1111 1111 1111")
    fireEvent.click(button("Update payment"))
    await until(() => page.sent.some((call) => call.path.includes("/user/order/payment/")))
    await advance(1500)
    await until(() => screen.queryByRole("button", { name: "Payment updated" }) !== null || page.container.querySelector(".reauth-pane") === null)
    expect(page.container.querySelector(".reauth-pane")).toBeNull()
    expect(orderStatus()).toBe("Processing")
  })

  it("declined: the card-declined message, failed, then Update payment again 3 s later", async () => {
    const page = await openRegistered()
    fillCard("4000 0000 0000 1018")
    fireEvent.click(button("Update payment"))
    await until(() => page.submissions().length === 1)
    await advance(1500)
    await until(() => screen.queryByRole("button", { name: "Payment not updated" }) !== null)
    expect(screen.getByRole("alert").textContent).toBe(reauthMessages.cardDeclined)
    expect(orderStatus()).toBe("Payment problem")
    await advance(2999)
    expect(button("Payment not updated")).toBeTruthy()
    await advance(1)
    expect(button("Update payment")).toBeTruthy()
    expect(screen.getByRole("alert").textContent).toBe(reauthMessages.cardDeclined)
  })

  it.each([
    [reauthMagicPostalCodes.badParams, reauthMessages.formSummary],
    [reauthMagicPostalCodes.krZipInvalid, reauthMessages.postalCode],
  ])("billing postal code %s: the message, the ZIP code flagged and focused", async (zipCode, message) => {
    const page = await openRegistered()
    fillCard("4111 1111 1111 1111")
    fireEvent.change(field("ZIP code"), { target: { value: zipCode } })
    fireEvent.click(button("Update payment"))
    await until(() => page.submissions().length === 1)
    await advance(1500)
    await until(() => screen.queryByRole("button", { name: "Payment not updated" }) !== null)
    expect(screen.getByRole("alert").textContent).toBe(message)
    const zip = field("ZIP code")
    expect(zip.getAttribute("aria-invalid")).toBe("true")
    expect(within(zip.parentElement!).getByText(reauthMessages.postalCode)).toBeTruthy()
    expect(document.activeElement).toBe(zip)
  })

  it("the session expired: its message with a sign-in link that comes back to this page, and no reload", async () => {
    const page = await openRegistered()
    fillCard("4111 1111 1111 1111")
    fireEvent.change(field("ZIP code"), { target: { value: reauthMagicPostalCodes.sessionExpired } })
    fireEvent.click(button("Update payment"))
    await until(() => page.submissions().length === 1)
    await advance(1500)
    await until(() => screen.queryByRole("alert") !== null)
    const alert = screen.getByRole("alert")
    expect(alert.textContent).toBe(`${reauthMessages.sessionExpired} Sign in`)
    const signIn = within(alert).getByRole("link", { name: "Sign in" })
    expect(new URL(signIn.getAttribute("href")!, "https://shop.test").searchParams.get("returnTo")).toMatch(/^\/shop\/us\/account\/orders\/\d+\/payment$/)
  })

  it("card data is only in the request: after a failure and after success, not in the caches, the tree, the page, storage or the console", async () => {
    const console = watchConsole()
    const page = await openRegistered()
    const expectNowhere = (secrets: { readonly number: string; readonly cvv: string }) => {
      expect(cardDataInCaches(page.queryClient, secrets)).toEqual([])
      expect(cardDataInPage(secrets)).toEqual([])
      expect(console.found(secrets)).toEqual([])
    }
    fillCard("4000 0000 0000 1018", "739")
    fireEvent.click(button("Update payment"))
    await until(() => page.submissions().length === 1)
    await advance(1500)
    await until(() => screen.queryByRole("button", { name: "Payment not updated" }) !== null)
    const declined = { number: "4000000000001018", cvv: "739" }
    // the form keeps what was typed for a correction: its state is where the number is
    expect(cardDataInTree(page.container, declined)).not.toEqual([])
    expect(cardDataInCaches(page.queryClient, declined)).toEqual([])
    expect(console.found(declined)).toEqual([])
    await advance(3000)

    fillCard("4111 1111 1111 1111", "482")
    fireEvent.click(button("Update payment"))
    await until(() => page.sent.some((call) => call.path.includes("/user/order/payment/")))
    await advance(1500)
    await until(() => screen.queryByRole("button", { name: "Payment updated" }) !== null)
    fireEvent.animationEnd(page.container.querySelector(".reauth-pane")!)
    const accepted = { number: "4111111111111111", cvv: "482" }
    expectNowhere(accepted)
    expectNowhere(declined)
    expect(cardDataInTree(page.container, accepted)).toEqual([])
    // and in the requests: the number never in clear, the CVV only as cid in the submission
    for (const call of page.sent) {
      expect(call.path).not.toContain("4111111111111111")
      expect(call.body.replace(/\s/g, "")).not.toContain("4111111111111111")
    }
    expect(page.submissions().map((call) => JSON.parse(call.body).cid)).toEqual(["739", "482"])
  })
})

describe("3-D Secure", () => {
  const post = (origin: string, source: MessageEventSource | null) =>
    act(() => void window.dispatchEvent(new MessageEvent("message", { origin, data: { status: "USER_INTERACTION_REQUIRED" }, source })))

  it("the frame loads hidden; a message from elsewhere is ignored; the provider's shows it; closing checks the status: authorised", async () => {
    const page = await openRegistered()
    fillCard(reauthMagicCards.threeDS)
    fireEvent.click(button("Update payment"))
    await until(() => page.sent.some((call) => call.path.includes("/payment-service/status/")))
    await advance(750)
    await advance(1500)
    await until(() => page.container.querySelector("iframe") !== null)
    const frame = page.container.querySelector("iframe")!
    expect(frame.getAttribute("src")).toBe(`${fixtureOrigin}/api/payment-service/3ds/challenge/3DS-10000018001-threeDS`)
    expect(frame.getAttribute("title")).toBe("Payment verification by your bank")
    expect(frame.getAttribute("height")).toBe("600")
    expect(frame.getAttribute("width")).toBe("100%")
    expect(screen.queryByRole("heading", { name: "Verify your payment" })).toBeNull()

    post("https://evil.example", frame.contentWindow)
    post(fixtureOrigin, window)
    expect(screen.queryByRole("heading", { name: "Verify your payment" })).toBeNull()

    post(fixtureOrigin, frame.contentWindow)
    const heading = screen.getByRole("heading", { name: "Verify your payment" })
    expect(document.activeElement).toBe(heading)
    expect(screen.queryByRole("form", { name: "Update payment" })).toBeNull()

    fireEvent.click(button("Close"))
    await until(() => page.sent.some((call) => call.path.includes("/payment-service/creditcard/status/")))
    await advance(1500)
    await until(() => screen.queryByRole("button", { name: "Payment updated" }) !== null)
    expect(orderStatus()).toBe("Processing")
  })

  it("a frame address off the allow-list is refused: the general message, and no frame", async () => {
    const page = await openRegistered()
    fillCard(reauthMagicCards.frameOffList)
    fireEvent.click(button("Update payment"))
    await until(() => page.sent.some((call) => call.path.includes("/payment-service/status/")))
    await advance(1500)
    await until(() => screen.queryByRole("button", { name: "Payment not updated" }) !== null)
    expect(screen.getByRole("alert").textContent).toBe(reauthMessages.general)
    expect(page.container.querySelector("iframe")).toBeNull()
  })
})

describe("PayPal", () => {
  it("the failover account: the card disabled, PayPal chosen and why; paying with PayPal is authorised", async () => {
    const page = renderPage("5007", reauthOrderNumbers.paypalFailover)
    await until(() => screen.queryByRole("form", { name: "Update payment" }) !== null)
    expect((screen.getByRole("radio", { name: "Credit or debit card" }) as HTMLInputElement).disabled).toBe(true)
    expect((screen.getByRole("radio", { name: "PayPal" }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText("Card payments are not available for this order. Please pay with PayPal.")).toBeTruthy()
    expect(screen.queryByLabelText("Card number")).toBeNull()
    fireEvent.click(button("Pay with PayPal"))
    await until(() => page.sent.some((call) => call.path.includes("/user/order/payment/")))
    await advance(1500)
    await until(() => screen.queryByRole("button", { name: "Payment updated" }) !== null)
    expect(JSON.parse(page.submissions()[0]!.body)).toEqual({ authAmount: "120.00" })
    expect(orderStatus()).toBe("Processing")
  })

  it("PayPal chosen by the customer where it is offered", async () => {
    await openRegistered()
    fireEvent.click(screen.getByRole("radio", { name: "PayPal" }))
    expect(screen.queryByLabelText("Card number")).toBeNull()
    expect(button("Pay with PayPal")).toBeTruthy()
  })

  it("without PayPal on, only the card is offered", async () => {
    await openRegistered({ paypalEnabled: false })
    expect(screen.queryByRole("radio", { name: "PayPal" })).toBeNull()
  })
})
