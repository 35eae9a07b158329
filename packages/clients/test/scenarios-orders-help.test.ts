/**
 * The scenarios of payment re-authorisation, orders and returns, the wallet QR payment and
 * the help pages, each reached through the public API: a scenario selected with
 * `selectScenario` (or named per request by the `x-outfitter-scenario` header), then the
 * real client over the in-process fixtures, with an ordinary input the QA person might
 * type, ending in the scenario's documented outcome. Polls and retries run on the
 * TestClock.
 */
import { describe, expect, it } from "@effect/vitest"
import {
  BankRefund,
  type CardReauthSubmission,
  clientsLayer,
  Contact,
  Enroll,
  GiftCards,
  Marketing,
  OrderService,
  Reauthorisation,
  ReturnsService,
  WalletPayment,
} from "@outfitter/clients"
import {
  cancelRequest,
  reauthMessages,
  refundCalculationBody,
  returnSubmissionBody,
  type StoreSettings,
  validateGiftCardForm,
  type Visitor,
} from "@outfitter/domain"
import {
  fastEnrollEmails,
  fastEnrollFixtureErrors,
  fastEnrollMember,
  fastEnrollPassword,
  giftCardCaptchaToken,
  receivedBankRefunds,
  receivedContactMessages,
  resetFixtures,
  returnsOrderNumbers,
  scenarioHeader,
  scenarios,
  selectScenario,
  walletFixtureOrigin,
  walletHostileOrigin,
  walletOrderNumbers,
} from "@outfitter/fixtures"
import { createFixtureFetch } from "@outfitter/fixtures/node"
import { memberCookies } from "@outfitter/fixtures/testing"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Result from "effect/Result"
import * as TestClock from "effect/testing/TestClock"
import { afterEach } from "vitest"
import { fixtureApiRoot as apiRoot, fixtureBrowser } from "./support.ts"

afterEach(() => resetFixtures())

const fixtureOrigin = new URL(apiRoot).origin
const email = "registered@outfitter.test"

/** The in-process fixtures, recording every request; `scenario` names one per request by the header. */
const service = (scenario?: string) => {
  const fixtures = createFixtureFetch()
  const requests: Array<{ readonly method: string; readonly url: string }> = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = new Request(input, init)
    requests.push({ method: request.method, url: request.url })
    if (scenario === undefined) return fixtures(request)
    const headers = new Headers(request.headers)
    headers.set(scenarioHeader, scenario)
    return fixtures(new Request(request, { headers }))
  }
  return { requests, fetch }
}

/** A signed-in visitor as the storefront decides it for the scenario's member (the fixtures add the member's cookies). */
const member: () => Visitor = () => ({ kind: "registered", isLoggedIn: true, isRemembered: false })

const settings: Partial<StoreSettings> = { paymentProviderOrigins: [fixtureOrigin], threeDSPollAttempts: 3, threeDSPollDelayMs: 750 }

/** Every client over the fixtures, as the scenario's member (no cookies of its own). */
const over = (fetch: typeof globalThis.fetch, extra: Partial<StoreSettings> = {}) =>
  clientsLayer({ apiRoot, fetch, visitor: member, settings: { ...settings, ...extra } })

const select = (name: string) => expect(Result.isSuccess(selectScenario(name)), name).toBe(true)

/** Lets the fetch promises started so far settle (they are real promises, outside the TestClock). */
const settle = Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
const settleAll = Effect.repeat(settle, { times: 9 })

/**
 * Runs an effect whose polls or retries wait on the TestClock: the clock moves on 100 ms
 * at a time (the answers let in after each step) until it is done, for at most a minute.
 */
const onTheClock = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.gen(function*() {
    const fiber = yield* Effect.forkChild(Effect.result(effect))
    yield* settleAll
    for (let step = 0; step < 600 && fiber.pollUnsafe() === undefined; step++) {
      yield* TestClock.adjust("100 millis")
      yield* settleAll
    }
    return yield* Fiber.join(fiber)
  })

describe("the catalogue of these contexts", () => {
  it("holds the names the issue asks for, each with a one-line description", () => {
    const names = scenarios.map((scenario) => scenario.name)
    for (const name of ["gift-card-timeout", "reauth-3ds-challenge", "returns-calculation-fails", "wallet-paid-after-3-polls", "orders-fixed-clock"]) {
      expect(names).toContain(name)
    }
    for (const scenario of scenarios.filter((s) => ["payments", "orders", "wallet", "help"].includes(s.context))) {
      expect(scenario.description, scenario.name).toMatch(/^[^\n]{10,200}$/)
    }
  })
})

// ---------------------------------------------------------------------------------------
// payment re-authorisation
// ---------------------------------------------------------------------------------------

const problemOrder = "10000018001"
const anyCard = "4111 1111 1111 1111"
const billing = { firstName: "Jordan", lastName: "Avery", address1: "1 Main St", city: "Columbus", state: "OH", zipCode: "43215", country: "US" }

const cardSubmission = (cardNumber = anyCard): CardReauthSubmission => ({
  order: { authAmount: "54.00", paymentTypeId: "CREDIT_CARD" },
  form: { cardNumber, expireMonth: "09", expireYear: "2031", cvv: "737", billing },
  country: "US",
})

const submitAnyCard = Reauthorisation.use((reauth) => reauth.submitCard(problemOrder, cardSubmission()))

describe("payment re-authorisation scenarios: any card on any problem order", () => {
  it.effect("without a scenario the card is authorised (what every scenario below changes)", () => {
    return Effect.gen(function*() {
      const outcome = yield* onTheClock(submitAnyCard)
      expect(outcome).toEqual(Result.succeed({ _tag: "Authorized" }))
    }).pipe(Effect.provide(clientsLayer({ apiRoot, fetch: fixtureBrowser({ cookies: memberCookies("5001") }).fetch, visitor: member, settings })))
  })

  it.effect.each([
    ["reauth-card-declined", { _tag: "ReauthFailed", kind: "declined", message: reauthMessages.cardDeclined }, 0],
    ["reauth-deferred", { _tag: "ReauthFailed", kind: "timeout", message: reauthMessages.unableToProcess }, 1],
    ["reauth-still-processing", { _tag: "ReauthFailed", kind: "timeout", message: reauthMessages.unableToProcess }, 5],
    ["reauth-unknown-status", { _tag: "ReauthFailed", kind: "failure", message: reauthMessages.unableToProcess }, 1],
    ["reauth-status-fails", { _tag: "ReauthFailed", kind: "error", message: reauthMessages.unableToProcess }, 1],
    ["reauth-3ds-fraud", { _tag: "ReauthFailed", kind: "fraud", message: reauthMessages.fraud }, 0],
    ["reauth-3ds-missing-id", { _tag: "ReauthFailed", kind: "wcsError", message: reauthMessages.unableToProcess }, 0],
    ["reauth-3ds-frame-refused", { _tag: "ReauthTargetRefused", target: "frame", origin: "https://3ds.attacker.example" }, 0],
  ] as const)("%s: %j after %i payment status calls", ([name, expected, statusCalls]) => {
    select(name)
    const s = service()
    return Effect.gen(function*() {
      const outcome = yield* onTheClock(submitAnyCard)
      expect(Result.isFailure(outcome) && outcome.failure).toMatchObject(expected)
      expect(s.requests.filter((request) => request.url.includes("/user/order/payment/"))).toHaveLength(statusCalls)
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("reauth-authorised-after-processing: authorised at the third status call", () => {
    select("reauth-authorised-after-processing")
    const s = service()
    return Effect.gen(function*() {
      expect(yield* onTheClock(submitAnyCard)).toEqual(Result.succeed({ _tag: "Authorized" }))
      const retries = s.requests.filter((request) => request.url.includes("/user/order/payment/")).map((request) => new URL(request.url).searchParams.get("retry"))
      expect(retries).toEqual(["0", "1", "2"])
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect.each([
    ["reauth-3ds-challenge", "threeDS", { _tag: "Authorized" }],
    ["reauth-3ds-declined", "threeDSDeclined", { _tag: "ReauthFailed", kind: "declined" }],
    ["reauth-3ds-quiet-challenge", "threeDSQuiet", { _tag: "Authorized" }],
  ] as const)("%s: the challenge frame on the member's own order, and its id answers on closing", ([name, outcome, closed]) => {
    select(name)
    const s = service()
    const threeDSOrderId = `3DS-${problemOrder}-${outcome}`
    return Effect.gen(function*() {
      const challenge = yield* onTheClock(submitAnyCard)
      expect(challenge).toEqual(Result.succeed({
        _tag: "ChallengeRequired",
        threeDSOrderId,
        frameUrl: `${fixtureOrigin}/api/payment-service/3ds/challenge/${threeDSOrderId}`,
      }))
      const close = yield* Effect.result(Reauthorisation.use((reauth) => reauth.closeChallenge(threeDSOrderId)))
      expect(Result.isSuccess(close) ? close.success : close.failure).toMatchObject(closed)
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect.each([
    ["reauth-billing-invalid", { _tag: "ReauthFormRefused", errorKey: "_ERR_BAD_PARMS", message: reauthMessages.formSummary }],
    ["reauth-billing-state-zip-invalid", { _tag: "ReauthFormRefused", errorKey: "_ERR_STATE_ZIP_INVALID", fields: { zipCode: reauthMessages.postalCode } }],
    ["reauth-billing-kr-zip-invalid", { _tag: "ReauthFormRefused", errorKey: "_ERR_KR_ZIP_INVALID", fields: { zipCode: reauthMessages.postalCode } }],
    ["reauth-session-expired", { _tag: "ReauthFailed", kind: "wcsError", status: 401, message: reauthMessages.sessionExpired }],
    ["reauth-submission-fails", { _tag: "ReauthFailed", kind: "wcsError", status: 500, message: reauthMessages.unableToProcess }],
  ] as const)("%s: any billing address is refused as %j", ([name, expected]) => {
    select(name)
    const s = service()
    return Effect.gen(function*() {
      const outcome = yield* onTheClock(submitAnyCard)
      expect(Result.isFailure(outcome) && outcome.failure).toMatchObject(expected)
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("reauth-paypal-failover-account (by the header): the scenario's member 5007 reads order 10000018002 with the account's failover on", () => {
    const s = service("reauth-paypal-failover-account")
    return Effect.gen(function*() {
      const details = yield* Reauthorisation.use((reauth) => reauth.details("10000018002"))
      expect(details).toMatchObject({ orderId: "10000018002", accountPaypalFailover: true, sessionPaypalFailover: false })
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("reauth-paypal-failover-session: the member's own problem order has the session's failover flag on", () => {
    select("reauth-paypal-failover-session")
    const s = service()
    return Effect.gen(function*() {
      const details = yield* Reauthorisation.use((reauth) => reauth.details(problemOrder))
      expect(details).toMatchObject({ orderId: problemOrder, sessionPaypalFailover: true })
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("reauth-paypal-redirect-refused and reauth-paypal-redirect: PayPal on any problem order redirects off the list, or to the sandbox", () => {
    const payPal = Reauthorisation.use((reauth) => reauth.submitPaypal(problemOrder, { authAmount: "54.00" }))
    return Effect.gen(function*() {
      const refused = yield* Effect.flip(payPal.pipe(Effect.provide(over(service("reauth-paypal-redirect-refused").fetch))))
      expect(refused).toMatchObject({ _tag: "ReauthTargetRefused", target: "paypal", origin: "https://paypal.attacker.example" })
      const redirect = yield* payPal.pipe(Effect.provide(over(service("reauth-paypal-redirect").fetch)))
      expect(redirect).toEqual({ _tag: "PaypalRedirect", url: "https://www.sandbox.paypal.com/checkoutnow?token=EC-FIXTURE" })
    })
  })

  it.effect("reauth-already-updated: card and PayPal submissions are refused (400: the payment is already up to date)", () => {
    select("reauth-already-updated")
    const s = service()
    const refused = { _tag: "ReauthFailed", kind: "wcsError", status: 400, message: reauthMessages.unableToProcess }
    return Effect.gen(function*() {
      const paypal = yield* Effect.flip(Reauthorisation.use((reauth) => reauth.submitPaypal(problemOrder, { authAmount: "54.00" })))
      expect(paypal).toMatchObject(refused)
      const card = yield* onTheClock(submitAnyCard)
      expect(Result.isFailure(card) && card.failure).toMatchObject(refused)
      expect(s.requests.filter((request) => request.url.includes("/user/order/payment/"))).toHaveLength(0)
    }).pipe(Effect.provide(over(s.fetch)))
  })
})

// ---------------------------------------------------------------------------------------
// orders, order details and returns
// ---------------------------------------------------------------------------------------

const signedIn = () => {
  const b = fixtureBrowser({ cookies: memberCookies("5001") })
  return { b, layer: b.layer({ visitor: () => b.visitor(false) }) }
}

describe("orders scenarios", () => {
  it.effect("order-resend-fails: resending any online or in-store order answers 500", () => {
    select("order-resend-fails")
    const { layer } = signedIn()
    return Effect.gen(function*() {
      const online = yield* Effect.flip(OrderService.use((orders) => orders.resendById("10000001001")))
      expect(online).toMatchObject({ _tag: "AjaxFailed", status: 500 })
      const inStore = yield* Effect.flip(OrderService.use((orders) => orders.resendById("20000002001")))
      expect(inStore).toMatchObject({ _tag: "AjaxFailed", status: 500 })
    }).pipe(Effect.provide(layer))
  })

  it.effect("order-resend-unauthorized: resending any order is Unauthorized", () => {
    select("order-resend-unauthorized")
    const { layer } = signedIn()
    return Effect.gen(function*() {
      expect((yield* Effect.flip(OrderService.use((orders) => orders.resendById("10000001001"))))._tag).toBe("Unauthorized")
      expect((yield* Effect.flip(OrderService.use((orders) => orders.resendById("20000002001"))))._tag).toBe("Unauthorized")
    }).pipe(Effect.provide(layer))
  })

  it.effect("orders-fixed-clock: the recent purchase is dated two days before the fixed clock, and a return is placed at it", () => {
    select("orders-fixed-clock")
    const s = service()
    return Effect.gen(function*() {
      const orders = yield* OrderService.use((service) => service.list())
      expect(orders.find((order) => order.orderId === "10000001003")?.placedDate).toBe("2026-10-31")
      const returns = yield* ReturnsService
      const details = yield* returns.details(returnsOrderNumbers.returnable, email)
      const line = details.items.find((item) => item.returnable)!
      const item = { itemId: line.itemId, shortSku: line.shortSku, returnReasonCode: "R04", returnReasonDetailCode: null, returnReasonComments: "", exchange: false } as const
      const body = Result.getOrThrow(returnSubmissionBody(details, { smartLabel: true, eGiftCard: false, items: [item] }))
      const { returnOrderId } = yield* returns.submit(body, { orderNumber: details.orderNumber, email })
      const placed = (yield* returns.details(returnOrderId, email)) as { readonly placedTime?: unknown }
      expect(placed.placedTime).toBe("2026-11-02T12:00:00.000Z")
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("order-details-fail: any order's details answer 500 until the client's retries run out (legacy and history paths)", () => {
    select("order-details-fail")
    const read = ReturnsService.use((returns) => returns.details(returnsOrderNumbers.returnable, email))
    return Effect.gen(function*() {
      const legacy = service()
      const first = yield* onTheClock(read.pipe(Effect.provide(over(legacy.fetch))))
      expect(Result.isFailure(first) && first.failure._tag).toBe("MaxRetries")
      expect(legacy.requests.length).toBeGreaterThan(1)
      const history = service()
      const second = yield* onTheClock(read.pipe(Effect.provide(over(history.fetch, { hasOrderDetailsV3: true }))))
      expect(Result.isFailure(second) && second.failure._tag).toBe("MaxRetries")
      expect(history.requests[0]?.url).toContain("/v2/order/details/")
    })
  })

  const calculation = Effect.gen(function*() {
    const returns = yield* ReturnsService
    const details = yield* returns.details(returnsOrderNumbers.returnable, email)
    const line = details.items.find((item) => item.returnable)!
    const item = { itemId: line.itemId, shortSku: line.shortSku, returnReasonCode: "R04", returnReasonDetailCode: null, returnReasonComments: "", exchange: false } as const
    return yield* Effect.result(returns.calculate(details.orderNumber, Result.getOrThrow(refundCalculationBody(details, [item]))))
  })

  it.effect("returns-calculation-fails (by the header): any order's refund calculation answers 500, on both paths", () =>
    Effect.gen(function*() {
      for (const extra of [{}, { hasOrderDetailsV3: true }]) {
        const s = service("returns-calculation-fails")
        const outcome = yield* calculation.pipe(Effect.provide(over(s.fetch, extra)))
        expect(Result.isFailure(outcome) && outcome.failure).toMatchObject({ _tag: "AjaxFailed", status: 500 })
      }
      const plain = yield* calculation.pipe(Effect.provide(over(service("none").fetch)))
      expect(Result.isSuccess(plain)).toBe(true)
    }))

  it.effect("returns-submission-fails: submitting a return of any order answers 500, once", () => {
    select("returns-submission-fails")
    const s = service()
    return Effect.gen(function*() {
      const returns = yield* ReturnsService
      const details = yield* returns.details(returnsOrderNumbers.returnable, email)
      const line = details.items.find((item) => item.returnable)!
      const item = { itemId: line.itemId, shortSku: line.shortSku, returnReasonCode: "R04", returnReasonDetailCode: null, returnReasonComments: "", exchange: false } as const
      const body = Result.getOrThrow(returnSubmissionBody(details, { smartLabel: true, eGiftCard: false, items: [item] }))
      expect(yield* Effect.flip(returns.submit(body, { orderNumber: details.orderNumber, email }))).toMatchObject({ _tag: "AjaxFailed", status: 500 })
      expect(s.requests.filter((request) => request.method === "POST")).toHaveLength(1)
    }).pipe(Effect.provide(over(s.fetch)))
  })

  const cancelAny = (orderId: string) =>
    ReturnsService.use((returns) => {
      const cancel = Result.getOrThrow(cancelRequest(orderId, email, { kind: "order", changeReasonCode: "CR01" }))
      return returns.cancel(cancel.orderId, cancel.body)
    })

  it.effect("order-cancel-refused: cancelling a cancellable order answers Failure", () => {
    select("order-cancel-refused")
    const s = service()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(cancelAny(returnsOrderNumbers.cancellable))
      expect(error).toMatchObject({ _tag: "AjaxFailed", errorKey: "Failure" })
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("order-cancel-fails: cancelling answers 500 on each of the client's 3 attempts", () => {
    select("order-cancel-fails")
    const s = service()
    return Effect.gen(function*() {
      const outcome = yield* onTheClock(cancelAny(returnsOrderNumbers.cancellable))
      expect(Result.isFailure(outcome) && outcome.failure).toMatchObject({ _tag: "AjaxFailed", status: 500 })
      expect(s.requests.filter((request) => request.method === "PUT")).toHaveLength(3)
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("guest-session-fails: starting a guest session answers 500 and sets no cookie", () => {
    select("guest-session-fails")
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(ReturnsService.use((returns) => returns.guestSession()))
      expect(error).toMatchObject({ _tag: "AjaxFailed", status: 500 })
      expect(b.cookieHeader()).not.toContain("userType=G")
    }).pipe(Effect.provide(b.layer({ visitor: () => b.visitor(false) })))
  })
})

// ---------------------------------------------------------------------------------------
// the wallet QR payment
// ---------------------------------------------------------------------------------------

const desktop = { country: "cn", device_id: "DESKTOP", payway: "wechatpay", subPayway: "QRCODE" } as const
const mobile = { ...desktop, device_id: "MBROWSER", subPayway: "H5" } as const
const seededOrder = walletOrderNumbers.wechatPaid

const statuses = (orderId: string, reads: number) =>
  Effect.forEach(Array.from({ length: reads }), () => WalletPayment.use((wallet) => wallet.status(orderId)).pipe(Effect.map((status) => status.status)))

describe("wallet scenarios: the seeded WeChat Pay order behaves as the magic order", () => {
  it.effect("wallet-paid-after-3-polls (by the header): PENDING, PENDING, then PAID at the 3rd read after the code", () => {
    const s = service("wallet-paid-after-3-polls")
    return Effect.gen(function*() {
      yield* WalletPayment.use((wallet) => wallet.precreate({ orderId: seededOrder, ...desktop }))
      expect(yield* statuses(seededOrder, 3)).toEqual(["PENDING", "PENDING", "PAID"])
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("without it, the same order is still PENDING at the 3rd read", () => {
    const s = service()
    return Effect.gen(function*() {
      yield* WalletPayment.use((wallet) => wallet.precreate({ orderId: seededOrder, ...desktop }))
      expect(yield* statuses(seededOrder, 3)).toEqual(["PENDING", "PENDING", "PENDING"])
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect.each([
    ["wallet-never-paid", 25, "PENDING"],
    ["wallet-code-never-created", 3, "NOT_CREATED"],
    ["wallet-payment-fails", 3, "PAY_ERROR"],
  ] as const)("%s: after %i reads the status is %s", ([name, reads, last]) => {
    select(name)
    const s = service()
    return Effect.gen(function*() {
      const code = yield* WalletPayment.use((wallet) => wallet.precreate({ orderId: seededOrder, ...desktop }))
      expect(code.qrCode).toBe(`${walletFixtureOrigin}/qr/wechatpay/${seededOrder}/1`)
      expect((yield* statuses(seededOrder, reads)).at(-1)).toBe(last)
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("wallet-precreate-fails: the code is refused with ORDER_CLOSED", () => {
    select("wallet-precreate-fails")
    const s = service()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(WalletPayment.use((wallet) => wallet.precreate({ orderId: seededOrder, ...desktop })))
      expect(error).toMatchObject({ _tag: "AjaxFailed", errorCode: "ORDER_CLOSED" })
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("wallet-status-fails: the status read answers 500", () => {
    select("wallet-status-fails")
    const s = service()
    return Effect.gen(function*() {
      expect(yield* Effect.flip(WalletPayment.use((wallet) => wallet.status(seededOrder)))).toMatchObject({ _tag: "AjaxFailed", status: 500 })
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("wallet-hostile-redirect: the mobile button's address is on the hostile host", () => {
    select("wallet-hostile-redirect")
    const s = service()
    return Effect.gen(function*() {
      const code = yield* WalletPayment.use((wallet) => wallet.precreate({ orderId: seededOrder, ...mobile }))
      expect(code.redirectUrl).toBe(`${walletHostileOrigin}/pay/${seededOrder}`)
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("wallet-already-paid: PAID before any code", () => {
    select("wallet-already-paid")
    const s = service()
    return Effect.gen(function*() {
      expect(yield* statuses(seededOrder, 1)).toEqual(["PAID"])
    }).pipe(Effect.provide(over(s.fetch)))
  })
})

// ---------------------------------------------------------------------------------------
// help: gift card, contact, marketing, bank refund, fast enroll
// ---------------------------------------------------------------------------------------

/** A card the QA person might type: not one of the magic cards. */
const typedCard = Result.getOrThrow(validateGiftCardForm({ country: "us", cardNumber: "600000000777", pin: "4321", captcha: giftCardCaptchaToken }))

const lookupTyped = GiftCards.use((cards) => cards.lookup(typedCard))

describe("gift card scenarios: any card checked is the magic card", () => {
  it.effect("gift-card-timeout (by the header): never ready, GC_TIME_OUT after 4 status calls", () => {
    const s = service("gift-card-timeout")
    return Effect.gen(function*() {
      const outcome = yield* onTheClock(lookupTyped)
      expect(Result.isFailure(outcome) && outcome.failure).toMatchObject({ errorKey: "GC_TIME_OUT" })
      expect(s.requests.filter((request) => request.url.includes("/giftcard/status/"))).toHaveLength(4)
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect.each([
    ["gift-card-balance-usd", { balance: 50, currency: "USD" }, 1],
    ["gift-card-egift-balance", { balance: 25, currency: "USD" }, 1],
    ["gift-card-balance-cad", { balance: 75, currency: "CAD" }, 1],
    ["gift-card-ready-after-1-retry", { balance: 11, currency: "USD" }, 2],
    ["gift-card-ready-after-2-retries", { balance: 12, currency: "USD" }, 3],
  ] as const)("%s: %j after %i status calls", ([name, balance, calls]) => {
    select(name)
    const s = service()
    return Effect.gen(function*() {
      expect(yield* onTheClock(lookupTyped)).toEqual(Result.succeed(balance))
      expect(s.requests.filter((request) => request.url.includes("/giftcard/status/"))).toHaveLength(calls)
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect.each([
    ["gift-card-invalid", "ERR_GIFT_CARD_INVALID"],
    ["gift-card-not-checkable-online", "ERR_SORRY_GIFTCARD_INVALID"],
  ] as const)("%s: refused with %s", ([name, errorKey]) => {
    select(name)
    const s = service()
    return Effect.gen(function*() {
      const outcome = yield* onTheClock(lookupTyped)
      expect(Result.isFailure(outcome) && outcome.failure).toMatchObject({ _tag: "GiftCardRefused", errorKey })
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("gift-card-check-fails: the check answers 500, no status call", () => {
    select("gift-card-check-fails")
    const s = service()
    return Effect.gen(function*() {
      const outcome = yield* onTheClock(lookupTyped)
      expect(Result.isFailure(outcome) && outcome.failure).toMatchObject({ _tag: "AjaxFailed", status: 500 })
      expect(s.requests.filter((request) => request.url.includes("/giftcard/status/"))).toHaveLength(0)
    }).pipe(Effect.provide(over(s.fetch)))
  })
})

describe("help scenarios", () => {
  it.effect("contact-send-fails: any message answers 500 and nothing is kept", () => {
    select("contact-send-fails")
    const s = service()
    const form = { name: "Ada Lovelace", email: "ada@example.com", orderNumber: "", topic: "order", comments: "Where is my parcel?", attachments: [] }
    return Effect.gen(function*() {
      expect(yield* Effect.flip(Contact.use((contact) => contact.send(form)))).toMatchObject({ _tag: "AjaxFailed", status: 500 })
      expect(receivedContactMessages()).toEqual([])
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("marketing-content-fails: any spot answers 500", () => {
    select("marketing-content-fails")
    const s = service()
    return Effect.gen(function*() {
      expect(yield* Effect.flip(Marketing.use((marketing) => marketing.content("help-hours")))).toMatchObject({ _tag: "AjaxFailed", status: 500 })
    }).pipe(Effect.provide(over(s.fetch)))
  })

  const refund = { orderId: "10000001001", bankName: "Harbour Bank", bankBranchName: "Central", refundId: "RF-1", fullName: "Chan Tai Man", bankAccountNo: "012345678901", province: "Kowloon", city: "Mong Kok" }

  it.effect("bank-refund-fails: any submission answers 500 with the contact-us message", () => {
    select("bank-refund-fails")
    const s = service()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(BankRefund.use((refunds) => refunds.submit(refund, "HK")))
      expect(error).toMatchObject({ _tag: "AjaxFailed", status: 500, message: "Your bank details could not be saved. Please contact customer service." })
      expect(receivedBankRefunds()).toEqual([])
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("bank-refund-fails-once: the first submission fails with 'try again', the second is kept", () => {
    select("bank-refund-fails-once")
    const s = service()
    return Effect.gen(function*() {
      const first = yield* Effect.flip(BankRefund.use((refunds) => refunds.submit(refund, "HK")))
      expect(first).toMatchObject({ _tag: "AjaxFailed", message: "Your bank details could not be saved. Please try again." })
      yield* BankRefund.use((refunds) => refunds.submit(refund, "HK"))
      expect(receivedBankRefunds()).toHaveLength(1)
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("fast-enroll-existing-member: any e-mail finds member 880001, who signs in with outfitter1", () => {
    select("fast-enroll-existing-member")
    const s = service()
    return Effect.gen(function*() {
      expect((yield* Enroll.use((enroll) => enroll.lookup("someone@example.com"))).userId).toBe(fastEnrollMember.userId)
      const account = yield* Enroll.use((enroll) => enroll.login({ logonId: "someone@example.com", password: fastEnrollPassword }))
      expect(account.userId).toBe(fastEnrollMember.userId)
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("fast-enroll-lookup-fails: any lookup answers 500", () => {
    select("fast-enroll-lookup-fails")
    const s = service()
    return Effect.gen(function*() {
      expect(yield* Effect.flip(Enroll.use((enroll) => enroll.lookup("someone@example.com")))).toMatchObject({ _tag: "AjaxFailed", status: 500 })
    }).pipe(Effect.provide(over(s.fetch)))
  })

  it.effect("fast-enroll-create-fails: any create is refused with the first of two errors", () => {
    select("fast-enroll-create-fails")
    const s = service()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(Enroll.use((enroll) => enroll.create({ email: fastEnrollEmails.newcomer })))
      expect(error).toMatchObject({ _tag: "FastEnrollFailed", message: fastEnrollFixtureErrors.createFirst, status: 500 })
    }).pipe(Effect.provide(over(s.fetch)))
  })
})
