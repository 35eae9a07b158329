/**
 * The payment re-authorisation hooks over the fixtures, with fake timers standing in for
 * the clock (the button's minimum, its failure reset and the polls are all timers): each
 * outcome's step, button and problem; the 3-D Secure frame's messages, believed only from a
 * provider origin and the frame itself; nothing left running after unmounting; and the
 * card's number and CVV kept nowhere the hook or the page can reach.
 */
import { registeredVisitor } from "@outfitter/clients"
import { makeStoreSettings, type ReauthDetails, reauthMessages, type StoreSettings } from "@outfitter/domain"
import { reauthMagicCards, reauthOrderNumbers } from "@outfitter/fixtures"
import {
  type AnalyticsEvent,
  orderDetailsKey,
  orderHistoryKey,
  reauthDetailsKey,
  subscribeAnalytics,
  useReauthDetails,
  useReauthorisation,
  useThreeDSecureMessages,
} from "@outfitter/react-hooks"
import { QueryClient } from "@tanstack/react-query"
import { act, renderHook } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { fixtureApiRoot, memberFetch, outfitterWrapper } from "./support/outfitter.ts"

const fixtureOrigin = new URL(fixtureApiRoot).origin
const cardNumber = "4111 1111 1111 1111"
const digits = "4111111111111111"
const cvv = "737"
const billing = { firstName: "Jordan", lastName: "Avery", address1: "1 Main St", city: "Columbus", state: "OH", zipCode: "43215", country: "US" }
const form = (number: string) => ({ cardNumber: number, expireMonth: "09", expireYear: "2031", cvv, billing })

/** A member's browser over the fixtures, recording each request ("METHOD path?query") and its body, and the analytics. */
const member = (id: string, settings: Partial<StoreSettings> = {}) => {
  const requests: Array<string> = []
  const bodies: Array<string> = []
  const jar = memberFetch(id, {
    onRequest: async (request) => {
      const url = new URL(request.url)
      requests.push(`${request.method} ${url.pathname}${url.search}`)
      bodies.push(await request.clone().text())
    },
  })
  const events: Array<AnalyticsEvent> = []
  const stop = subscribeAnalytics((event) => void events.push(event))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = outfitterWrapper({
    queryClient,
    config: {
      fetch: jar.fetch,
      visitor: () => registeredVisitor,
      onUnauthorized: vi.fn(),
      settings: makeStoreSettings({ paymentProviderOrigins: [fixtureOrigin], threeDSPollAttempts: 3, threeDSPollDelayMs: 750, ...settings }),
    },
  })
  return { requests, bodies, events, stop, queryClient, wrapper }
}

type Member = ReturnType<typeof member>

const order = (orderId: string, authAmount: string): ReauthDetails => ({
  orderId,
  status: "Payment problem",
  authAmount,
  amountFmt: `$${authAmount}`,
  currency: "USD",
  paymentTypeId: "CREDIT_CARD",
  needsPaymentUpdate: true,
  sessionPaypalFailover: false,
  accountPaypalFailover: false,
})

const registeredOrder = order(reauthOrderNumbers.registeredProblem, "54.00")

/** One turn of the real event loop (WebCrypto's encryption answers there), with the fake clock held. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Moves the fake clock on, letting the fixtures answer what that started. */
const advance = (ms: number) => act(async () => {
  await vi.advanceTimersByTimeAsync(ms)
})

/**
 * Waits until the service has seen `count` requests matching `pattern`: in turns of the
 * event loop (WebCrypto's encryption answers there), running only the timers already due,
 * never moving the clock. A request that never comes fails the test at its time-out.
 */
const untilRequest = async (at: Member, pattern: RegExp, count = 1) => {
  while (at.requests.filter((request) => pattern.test(request)).length < count) {
    await act(async () => {
      await turn()
      await vi.advanceTimersByTimeAsync(0)
    })
  }
  await advance(0)
  expect(at.requests.filter((request) => pattern.test(request)), at.requests.join("\n")).toHaveLength(count)
}

/** Waits, the same way, until the hook shows what the test waits for. */
const until = async (condition: () => boolean) => {
  while (!condition()) {
    await act(async () => {
      await turn()
      await vi.advanceTimersByTimeAsync(0)
    })
  }
}

const renderReauth = (at: Member, details: ReauthDetails, navigate = vi.fn()) => {
  const rendered = renderHook(() => useReauthorisation(details, { navigate }), { wrapper: at.wrapper })
  return { ...rendered, navigate }
}

beforeEach(() => void vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] }))
afterEach(() => void vi.useRealTimers())

describe("useReauthDetails", () => {
  it("reads the member's problem order under ['user', 'order', id, 'payment']", async () => {
    vi.useRealTimers()
    const at = member("5002")
    const { result } = renderHook(() => useReauthDetails(reauthOrderNumbers.memberProblem), { wrapper: at.wrapper })
    await vi.waitFor(() => expect(result.current.data).toBeDefined())
    expect(result.current.data).toMatchObject({ orderId: "10000003002", authAmount: "98.00", amountFmt: "$98.00" })
    expect(at.queryClient.getQueryData(reauthDetailsKey("10000003002"))).toBe(result.current.data)
    at.stop()
  })

  it("waits while the number is empty", async () => {
    const at = member("5002")
    renderHook(() => useReauthDetails(""), { wrapper: at.wrapper })
    await advance(100)
    expect(at.requests).toEqual([])
    at.stop()
  })
})

describe("useReauthorisation: PayPal", () => {
  it("processing for 1500 ms, then success and the order authorised; the order's views and the history are stale", async () => {
    const at = member("5007")
    const views = [orderDetailsKey(reauthOrderNumbers.paypalFailover, "removed@outfitter.test"), reauthDetailsKey(reauthOrderNumbers.paypalFailover), orderHistoryKey]
    for (const key of views) at.queryClient.setQueryData(key, {})
    const stale = () => views.map((key) => at.queryClient.getQueryState(key)?.isInvalidated)
    expect(stale()).toEqual([false, false, false])
    const { result } = renderReauth(at, order(reauthOrderNumbers.paypalFailover, "120.00"))
    act(() => result.current.submitPaypal())
    await advance(0)
    expect(result.current.button).toBe("processing")
    await untilRequest(at, /^GET \/api\/user\/order\/payment\/PI-10000018002-paypal\?retry=0$/)
    expect(at.requests[0]).toBe("POST /api/bags/v3/10051/cart/10000018002/payment/reauth/paypal")
    expect(JSON.parse(at.bodies[0]!)).toEqual({ authAmount: "120.00" })
    await advance(1499)
    expect(result.current.button).toBe("processing")
    expect(result.current.step).toEqual({ _tag: "Form" })
    await advance(1)
    await until(() => result.current.button !== "processing")
    expect(result.current.button).toBe("success")
    expect(result.current.step).toEqual({ _tag: "Authorized" })
    expect(result.current.problem).toBeUndefined()
    expect(stale()).toEqual([true, true, true])
    at.stop()
  })

  it("a redirect to PayPal goes there; one off the PayPal origins is refused with the general message, and nothing is followed", async () => {
    const at = member("5001")
    const { result, navigate } = renderReauth(at, order(reauthOrderNumbers.paypalRedirect, "25.00"))
    act(() => result.current.submitPaypal())
    await advance(1500)
    await until(() => navigate.mock.calls.length > 0)
    expect(navigate).toHaveBeenCalledWith("https://www.sandbox.paypal.com/checkoutnow?token=EC-FIXTURE")
    expect(result.current.step).toEqual({ _tag: "Redirecting", url: "https://www.sandbox.paypal.com/checkoutnow?token=EC-FIXTURE" })
    expect(result.current.button).toBe("processing")

    const off = renderReauth(at, order(reauthOrderNumbers.paypalOffList, "19.99"))
    act(() => off.result.current.submitPaypal())
    await advance(1500)
    await until(() => off.result.current.button !== "processing")
    expect(off.navigate).not.toHaveBeenCalled()
    expect(off.result.current.problem).toEqual({ message: reauthMessages.general, fields: {} })
    expect(off.result.current.button).toBe("failed")
    await advance(3000)
    expect(off.result.current.button).toBe("initial")
    at.stop()
  })
})

describe("useReauthorisation: a card", () => {
  it("authorised: encrypted in the body, the CVV as cid; the number and CVV nowhere else, not in state, the caches, the console or the analytics", async () => {
    const at = member("5001")
    const logged = [vi.spyOn(console, "log"), vi.spyOn(console, "error"), vi.spyOn(console, "warn"), vi.spyOn(console, "info")]
    const { result } = renderReauth(at, registeredOrder)
    act(() => result.current.submitCard({ form: form(cardNumber), country: "US" }))
    await untilRequest(at, /^GET \/api\/user\/order\/payment\/PI-10000018001-authorised\?retry=0$/)
    await advance(1500)
    await until(() => result.current.button !== "processing")
    expect(result.current.step).toEqual({ _tag: "Authorized" })
    expect(result.current.button).toBe("success")
    const submitted = at.bodies[at.requests.findIndex((request) => request.endsWith("/payment/reauth"))]!
    expect(JSON.parse(submitted)).toMatchObject({ cid: cvv, cardBrand: "001", cardNumberType: "encryptedCardNumber" })
    for (const [index, request] of at.requests.entries()) {
      expect(request).not.toContain(digits)
      expect(request).not.toContain(cvv)
      expect(at.bodies[index]).not.toContain(digits)
      if (!request.endsWith("/payment/reauth")) expect(at.bodies[index]).not.toContain(cvv)
    }
    const kept = JSON.stringify([result.current, at.queryClient.getQueryCache().getAll().map((query) => query.state), at.queryClient.getMutationCache().getAll().map((mutation) => mutation.state), at.events])
    expect(kept).not.toContain(digits)
    expect(kept).not.toContain(`"${cvv}"`)
    for (const spy of logged) for (const call of spy.mock.calls) expect(JSON.stringify(call)).not.toContain(digits)
    at.stop()
  })

  it("the fraud-device id goes with the card when the store uses that service", async () => {
    const at = member("5001", { fraudDeviceSession: true })
    const { result } = renderReauth(at, registeredOrder)
    act(() => result.current.submitCard({ form: form(cardNumber), country: "US" }))
    await untilRequest(at, /\/payment\/reauth$/)
    const body = JSON.parse(at.bodies[at.requests.findIndex((request) => request.endsWith("/payment/reauth"))]!)
    expect(body.signifydSessionId).toMatch(/^[0-9a-f]{32}$/)
    expect(sessionStorage.getItem("signifydSessionId")).toContain(body.signifydSessionId)
    at.stop()
  })

  it("declined: failed with the card-declined message and its analytics event, then initial 3 s later; a click while busy sends nothing", async () => {
    const at = member("5001")
    const { result } = renderReauth(at, registeredOrder)
    act(() => result.current.submitCard({ form: form(reauthMagicCards.declined), country: "US" }))
    act(() => result.current.submitCard({ form: form(reauthMagicCards.declined), country: "US" }))
    await untilRequest(at, /\/payment\/reauth$/)
    await advance(1500)
    await until(() => result.current.button !== "processing")
    expect(result.current.button).toBe("failed")
    expect(result.current.problem).toEqual({ message: reauthMessages.cardDeclined, fields: {} })
    expect(at.events).toEqual([{ type: "payment", name: "reauth:fail", kind: "declined" }])
    act(() => result.current.submitCard({ form: form(reauthMagicCards.declined), country: "US" }))
    await advance(2999)
    expect(result.current.button).toBe("failed")
    await advance(1)
    expect(result.current.button).toBe("initial")
    expect(result.current.problem?.message).toBe(reauthMessages.cardDeclined)
    expect(at.requests.filter((request) => request.endsWith("/payment/reauth"))).toHaveLength(1)
    at.stop()
  })

  it("an invalid form shows its fields at once, and nothing is sent", async () => {
    const at = member("5001")
    const { result } = renderReauth(at, registeredOrder)
    act(() => result.current.submitCard({ form: { ...form("4111 1111 1111 1112"), billing: { ...billing, zipCode: "" } }, country: "US" }))
    await advance(1500)
    await until(() => result.current.problem !== undefined)
    expect(result.current.problem?.message).toBe(reauthMessages.formSummary)
    expect(Object.keys(result.current.problem?.fields ?? {}).sort()).toEqual(["cardNumber", "zipCode"])
    expect(at.requests).toEqual([])
    at.stop()
  })

  it("fraud: the fraud message and the reauth:fraud event", async () => {
    const at = member("5001")
    const { result } = renderReauth(at, registeredOrder)
    act(() => result.current.submitCard({ form: form(reauthMagicCards.fraudReject), country: "US" }))
    await untilRequest(at, /\/payment-service\/status\/.*retry=0$/)
    await advance(750)
    await advance(1500)
    await until(() => result.current.problem !== undefined)
    expect(result.current.problem?.message).toBe(reauthMessages.fraud)
    expect(at.events).toEqual([{ type: "payment", name: "reauth:fraud", kind: "fraud" }])
    at.stop()
  })

  it("3-D Secure: the frame's address once the status says REDIRECT, hidden until the provider asks; closing asks the status: authorised", async () => {
    const at = member("5001")
    const { result } = renderReauth(at, registeredOrder)
    act(() => result.current.submitCard({ form: form(reauthMagicCards.threeDS), country: "US" }))
    await untilRequest(at, /\/payment-service\/status\/.*retry=0$/)
    await advance(750)
    await advance(1500)
    await until(() => result.current.step._tag === "Challenge")
    expect(result.current.step).toEqual({
      _tag: "Challenge",
      threeDSOrderId: "3DS-10000018001-threeDS",
      frameUrl: `${fixtureOrigin}/api/payment-service/3ds/challenge/3DS-10000018001-threeDS`,
      shown: false,
    })
    expect(result.current.button).toBe("processing")
    act(() => result.current.showChallenge())
    expect(result.current.step).toMatchObject({ _tag: "Challenge", shown: true })
    act(() => result.current.closeChallenge())
    await untilRequest(at, /^GET \/api\/payment-service\/creditcard\/status\/3DS-10000018001-threeDS$/)
    await advance(1500)
    await until(() => result.current.button !== "processing")
    expect(result.current.step).toEqual({ _tag: "Authorized" })
    expect(result.current.button).toBe("success")
    at.stop()
  })

  it("3-D Secure declined on closing: failed with the card-declined message, back to the form, initial 3 s later", async () => {
    const at = member("5001")
    const { result } = renderReauth(at, registeredOrder)
    act(() => result.current.submitCard({ form: form(reauthMagicCards.threeDSDeclined), country: "US" }))
    await untilRequest(at, /\/payment-service\/status\/.*retry=0$/)
    await advance(750)
    await advance(1500)
    await until(() => result.current.step._tag === "Challenge")
    act(() => result.current.closeChallenge())
    await advance(1500)
    await until(() => result.current.button !== "processing")
    expect(result.current.step).toEqual({ _tag: "Form" })
    expect(result.current.problem?.message).toBe(reauthMessages.cardDeclined)
    expect(result.current.button).toBe("failed")
    await advance(3000)
    expect(result.current.button).toBe("initial")
    at.stop()
  })

  it("leaving the page stops the poll: no status call after unmounting", async () => {
    const at = member("5001")
    const { result, unmount } = renderReauth(at, registeredOrder)
    act(() => result.current.submitCard({ form: form(reauthMagicCards.stillProcessing), country: "US" }))
    await untilRequest(at, /\/user\/order\/payment\/.*retry=0$/)
    await advance(5000)
    expect(at.requests.filter((request) => request.includes("/user/order/payment/"))).toHaveLength(2)
    unmount()
    await advance(60_000)
    expect(at.requests.filter((request) => request.includes("/user/order/payment/"))).toHaveLength(2)
    at.stop()
  })
})

describe("useThreeDSecureMessages", () => {
  const post = (origin: string, data: unknown, source: MessageEventSource | null = null) =>
    act(() => void window.dispatchEvent(new MessageEvent("message", { origin, data, source })))

  const listen = (options: { readonly enabled?: boolean; readonly frame?: { current: HTMLIFrameElement | null } } = {}) => {
    const at = member("5001")
    const onInteractionRequired = vi.fn()
    const rendered = renderHook(
      ({ enabled }) => useThreeDSecureMessages({ enabled, frame: options.frame, onInteractionRequired }),
      { wrapper: at.wrapper, initialProps: { enabled: options.enabled ?? true } },
    )
    return { ...rendered, onInteractionRequired, at }
  }

  it("a provider origin saying user interaction is required shows the frame; any other origin or message is ignored", () => {
    const { onInteractionRequired, at } = listen()
    post("https://evil.example", { status: "USER_INTERACTION_REQUIRED" })
    post(fixtureOrigin, { status: "DONE" })
    post("null", "USER_INTERACTION_REQUIRED")
    expect(onInteractionRequired).not.toHaveBeenCalled()
    post(fixtureOrigin, { status: "USER_INTERACTION_REQUIRED" })
    expect(onInteractionRequired).toHaveBeenCalledTimes(1)
    at.stop()
  })

  it("reads the origin and data as a browser gives them: getters of the event, not own fields", () => {
    /** A message event as Chromium makes one: origin, data and source are getters on its prototype. */
    class BrowserMessageEvent extends Event {
      readonly #origin: string
      readonly #data: unknown
      constructor(origin: string, data: unknown) {
        super("message")
        this.#origin = origin
        this.#data = data
      }
      get origin() {
        return this.#origin
      }
      get data() {
        return this.#data
      }
      get source() {
        return null
      }
    }
    const { onInteractionRequired, at } = listen()
    act(() => void window.dispatchEvent(new BrowserMessageEvent("https://evil.example", { status: "USER_INTERACTION_REQUIRED" })))
    expect(onInteractionRequired).not.toHaveBeenCalled()
    act(() => void window.dispatchEvent(new BrowserMessageEvent(fixtureOrigin, { status: "USER_INTERACTION_REQUIRED" })))
    expect(onInteractionRequired).toHaveBeenCalledTimes(1)
    at.stop()
  })

  it("given the frame, only its own window is believed", () => {
    const frame = document.createElement("iframe")
    document.body.append(frame)
    const { onInteractionRequired, at } = listen({ frame: { current: frame } })
    post(fixtureOrigin, { status: "USER_INTERACTION_REQUIRED" }, window)
    expect(onInteractionRequired).not.toHaveBeenCalled()
    post(fixtureOrigin, { status: "USER_INTERACTION_REQUIRED" }, frame.contentWindow)
    expect(onInteractionRequired).toHaveBeenCalledTimes(1)
    frame.remove()
    at.stop()
  })

  it("the listener is removed on unmount and while disabled", () => {
    const added = vi.spyOn(window, "addEventListener")
    const removed = vi.spyOn(window, "removeEventListener")
    const { onInteractionRequired, rerender, unmount, at } = listen({ enabled: false })
    expect(added.mock.calls.filter(([type]) => type === "message")).toHaveLength(0)
    rerender({ enabled: true })
    expect(added.mock.calls.filter(([type]) => type === "message")).toHaveLength(1)
    unmount()
    expect(removed.mock.calls.filter(([type]) => type === "message")).toHaveLength(1)
    expect(removed.mock.calls.find(([type]) => type === "message")?.[1]).toBe(added.mock.calls.find(([type]) => type === "message")?.[1])
    post(fixtureOrigin, { status: "USER_INTERACTION_REQUIRED" })
    expect(onInteractionRequired).not.toHaveBeenCalled()
    at.stop()
  })
})
