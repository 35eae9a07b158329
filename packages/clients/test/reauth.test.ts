/**
 * The payment re-authorisation client over the fixtures (loyalty-payments §4, §7, §8):
 * every outcome a magic card, postal code or order reaches; the polls on the TestClock,
 * making exactly the calls their schedules say and nothing after a terminal answer; and
 * the card number and CVV nowhere but the submission's body (the number encrypted, the CVV
 * as `cid`).
 */
import { describe, expect, it } from "@effect/vitest"
import { Reauthorisation, type CardReauthSubmission } from "@outfitter/clients"
import { reauthMessages, type StoreSettings, type Visitor } from "@outfitter/domain"
import { reauthMagicCards, reauthMagicPostalCodes, reauthOrderNumbers } from "@outfitter/fixtures"
import { memberCookies } from "@outfitter/fixtures/testing"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import { fixtureApiRoot, fixtureBrowser } from "./support.ts"

const fixtureOrigin = new URL(fixtureApiRoot).origin

interface Recorded {
  readonly method: string
  readonly url: string
  readonly headers: string
  readonly body: string
}

/** A member's browser over the in-process fixtures, recording every request with its body. */
const browser = (id: string, extra: Record<string, string> = {}) => {
  const requests: Array<Recorded> = []
  const record = async (request: Request) =>
    void requests.push({ method: request.method, url: request.url, headers: JSON.stringify([...request.headers]), body: await request.text() })
  return { ...fixtureBrowser({ cookies: { ...memberCookies(id), ...extra }, onRequest: record }), requests }
}

type Browser = ReturnType<typeof browser>

/** The fixtures' origin is one of the provider origins, as the storefront's fixtures mode makes it. */
const withFixtureOrigin: Partial<StoreSettings> = {
  paymentProviderOrigins: [fixtureOrigin],
  threeDSPollAttempts: 3,
  threeDSPollDelayMs: 750,
}

const provide = (b: Browser, settings: Partial<StoreSettings> = withFixtureOrigin, visitor?: () => Visitor) =>
  Effect.provide(b.layer({ visitor: visitor ?? (() => b.visitor(false)), settings }))

const billing = { firstName: "Jordan", lastName: "Avery", address1: "1 Main St", city: "Columbus", state: "OH", zipCode: "43215", country: "US" }
const cvv = "737"

const submission = (cardNumber: string, extra: Partial<CardReauthSubmission> = {}, zipCode = "43215"): CardReauthSubmission => ({
  order: { authAmount: "54.00", paymentTypeId: "CREDIT_CARD" },
  form: { cardNumber, expireMonth: "09", expireYear: "2031", cvv, billing: { ...billing, zipCode } },
  country: "US",
  ...extra,
})

const order = reauthOrderNumbers.registeredProblem
const submitCard = (cardNumber: string, extra: Partial<CardReauthSubmission> = {}, zipCode?: string) =>
  Reauthorisation.use((reauth) => reauth.submitCard(order, submission(cardNumber, extra, zipCode)))

const statusCalls = (b: Browser, path: string) => b.requests.filter((request) => request.url.includes(path))

/** The card number and CVV are nowhere but the submission's body: not in clear there, not in any URL, header or error. */
const expectCardOnlyInBody = (b: Browser, error: unknown, digits: string) => {
  for (const request of b.requests) {
    expect(request.url).not.toContain(digits)
    expect(request.url).not.toContain(cvv)
    expect(request.headers).not.toContain(digits)
    expect(request.body).not.toContain(digits)
  }
  const submissions = b.requests.filter((request) => request.url.includes("/payment/reauth"))
  for (const sent of submissions) expect(JSON.parse(sent.body).cid).toBe(cvv)
  const others = b.requests.filter((request) => !request.url.includes("/payment/reauth"))
  for (const request of others) expect(request.body).not.toContain(`"${cvv}"`)
  expect(JSON.stringify(error ?? null)).not.toContain(digits)
  expect(String(error)).not.toContain(digits)
}

/** Lets the fetch promises started so far settle (they are real promises, outside the TestClock). */
const settle = Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
const settleAll = Effect.repeat(settle, { times: 9 })

/**
 * Waits (in turns of the event loop, not in time) until the service has seen `count` calls
 * to `path`, then lets their answers arrive: the encryption before a submission runs on
 * WebCrypto's own threads, so how many turns it takes is not known in advance.
 */
const untilCalls = (b: Browser, path: string, count: number) =>
  Effect.gen(function*() {
    for (let turn = 0; turn < 1000 && statusCalls(b, path).length < count; turn++) yield* settle
    yield* settleAll
    expect(statusCalls(b, path)).toHaveLength(count)
  })

/** Moves the TestClock on, then lets what that started reach the service and answer. */
const advance = (ms: number) => Effect.andThen(TestClock.adjust(`${ms} millis`), settleAll)

describe("Reauthorisation.details", () => {
  it.effect("a member's problem order, and another member's is not found", () => {
    const b = browser("5002")
    return Effect.gen(function*() {
      const details = yield* Reauthorisation.use((reauth) => reauth.details(reauthOrderNumbers.memberProblem))
      expect(details).toMatchObject({ orderId: "10000003002", authAmount: "98.00", amountFmt: "$98.00", needsPaymentUpdate: true })
      const missing = yield* Effect.flip(Reauthorisation.use((reauth) => reauth.details(reauthOrderNumbers.registeredProblem)))
      expect(missing._tag).toBe("NotFound")
      expect(b.requests.map((request) => request.url)).toEqual([
        `${fixtureApiRoot}/user/order/10000003002/payment`,
        `${fixtureApiRoot}/user/order/10000018001/payment`,
      ])
    }).pipe(provide(b))
  })

  it.effect("an id that would climb a path is InvalidParams, and nothing is asked", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const error = yield* Effect.flip(Reauthorisation.use((reauth) => reauth.details("..")))
      expect(error._tag).toBe("InvalidParams")
      expect(b.requests).toEqual([])
    }).pipe(provide(b))
  })
})

describe("Reauthorisation.submitCard", () => {
  it.effect("a card: validated, encrypted, sent with its payment code, cid and billing address; authorised at the first status call", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const outcome = yield* submitCard("4111 1111 1111 1111")
      expect(outcome).toEqual({ _tag: "Authorized" })
      const [, sent, status] = b.requests
      expect(sent?.url).toBe(`${fixtureApiRoot}/bags/v3/10051/cart/10000018001/payment/reauth`)
      const body = JSON.parse(sent!.body)
      expect(body).toEqual({
        authAmount: "54.00",
        paymentTypeId: "CREDIT_CARD",
        cardNumber: expect.stringMatching(/^[A-Za-z0-9+/]{342}==$/),
        cardNumberType: "encryptedCardNumber",
        encryptionId: "fixture-rsa-1",
        cardBrand: "001",
        cardExpiryMonth: "09",
        cardExpiryYear: "2031",
        cid: "737",
        billingAddress: billing,
      })
      expect(status?.url).toBe(`${fixtureApiRoot}/user/order/payment/PI-10000018001-authorised?retry=0`)
      expect(b.requests).toHaveLength(3)
      expectCardOnlyInBody(b, undefined, "4111111111111111")
    }).pipe(provide(b))
  })

  it.effect("the fraud-device id goes in the body when the store uses that service, and only then", () => {
    const b = browser("5001")
    const id = "0a".repeat(16)
    return Effect.gen(function*() {
      yield* submitCard("4111111111111111", { signifydSessionId: id })
      const body = JSON.parse(b.requests.find((request) => request.url.endsWith("/payment/reauth"))!.body)
      expect(body.signifydSessionId).toBe(id)
    }).pipe(provide(b, { ...withFixtureOrigin, fraudDeviceSession: true }))
  })

  it.effect("without the fraud-device service the id is not sent", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      yield* submitCard("4111111111111111", { signifydSessionId: "0a".repeat(16) })
      const body = JSON.parse(b.requests.find((request) => request.url.endsWith("/payment/reauth"))!.body)
      expect(body).not.toHaveProperty("signifydSessionId")
    }).pipe(provide(b))
  })

  it.effect("an invalid form fails before any request, naming its fields, without the number", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const error = yield* Effect.flip(Reauthorisation.use((reauth) =>
        reauth.submitCard(order, { ...submission("4111111111111112"), form: { ...submission("4111111111111112").form, billing: {} } })
      ))
      expect(error).toMatchObject({ _tag: "ReauthFormInvalid", message: reauthMessages.formSummary })
      expect(error._tag === "ReauthFormInvalid" && Object.keys(error.fields)).toContain("cardNumber")
      expect(error._tag === "ReauthFormInvalid" && Object.keys(error.fields)).toContain("zipCode")
      expect(b.requests).toEqual([])
      expectCardOnlyInBody(b, error, "4111111111111112")
    }).pipe(provide(b))
  })

  it.effect("a visitor who must sign in again is refused before the provider config is read", () => {
    const b = browser("5001")
    const remembered = (): Visitor => ({ kind: "registered", isLoggedIn: true, isRemembered: true })
    return Effect.gen(function*() {
      const error = yield* Effect.flip(submitCard("4111111111111111"))
      expect(error).toMatchObject({ _tag: "SoftAuthenticationRequired", message: "Unauthorized user, soft authentication" })
      expect(b.requests).toEqual([])
    }).pipe(provide(b, withFixtureOrigin, remembered))
  })

  it.effect("declined: the submission's DECLINED is the card-declined message, no status call", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const error = yield* Effect.flip(submitCard(reauthMagicCards.declined))
      expect(error).toMatchObject({ _tag: "ReauthFailed", kind: "declined", message: reauthMessages.cardDeclined, serviceStatus: "DECLINED" })
      expect(statusCalls(b, "/user/order/payment/")).toHaveLength(0)
      expectCardOnlyInBody(b, error, reauthMagicCards.declined)
    }).pipe(provide(b))
  })

  it.effect("processing: authorised at the third status call, 10 s after the first, and nothing after", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(submitCard(reauthMagicCards.processing))
      yield* untilCalls(b, "/user/order/payment/", 1)
      yield* advance(5000)
      yield* untilCalls(b, "/user/order/payment/", 2)
      yield* advance(5000)
      yield* untilCalls(b, "/user/order/payment/", 3)
      expect(yield* Fiber.join(fiber)).toEqual({ _tag: "Authorized" })
      yield* advance(86_400_000)
      expect(statusCalls(b, "/user/order/payment/").map((request) => new URL(request.url).searchParams.get("retry"))).toEqual(["0", "1", "2"])
    }).pipe(provide(b))
  })

  it.effect("the payment poll: exactly 5 status calls, at 0, 5, 10, 15 and 20 s, then unable to process (a time-out), and no timer left", () => {
    const b = browser("5001")
    const path = "/user/order/payment/"
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(Reauthorisation.use((reauth) => reauth.pollPayment("PI-10000018001-stillProcessing"))))
      yield* untilCalls(b, path, 1)
      for (const expected of [2, 3, 4, 5]) {
        yield* advance(4999)
        expect(statusCalls(b, path)).toHaveLength(expected - 1)
        yield* advance(1)
        expect(statusCalls(b, path)).toHaveLength(expected)
      }
      const error = yield* Fiber.join(fiber)
      expect(error).toMatchObject({ _tag: "ReauthFailed", kind: "timeout", message: reauthMessages.unableToProcess })
      yield* advance(86_400_000)
      expect(statusCalls(b, path).map((request) => new URL(request.url).searchParams.get("retry"))).toEqual(["0", "1", "2", "3", "4"])
    }).pipe(provide(b))
  })

  it.effect("a card that stays processing ends the same way after the same 5 calls", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(submitCard(reauthMagicCards.stillProcessing)))
      yield* untilCalls(b, "/user/order/payment/", 1)
      yield* advance(20_000)
      yield* untilCalls(b, "/user/order/payment/", 5)
      expect(yield* Fiber.join(fiber)).toMatchObject({ _tag: "ReauthFailed", kind: "timeout" })
    }).pipe(provide(b))
  })

  it.effect.each([
    ["deferred", "timeout"],
    ["unknownStatus", "failure"],
    ["statusFails", "error"],
  ] as const)("%s: a %s failure, unable to process", ([magic, kind]) => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const error = yield* Effect.flip(submitCard(reauthMagicCards[magic]))
      expect(error).toMatchObject({ _tag: "ReauthFailed", kind, message: reauthMessages.unableToProcess })
      expect(statusCalls(b, "/user/order/payment/")).toHaveLength(1)
    }).pipe(provide(b))
  })

  it.effect("the 3-D Secure poll: its status at 0 and after the store's delay (750 ms), then the challenge frame on the allowed origin", () => {
    const b = browser("5001")
    const path = "/payment-service/status/"
    const frameUrl = `${fixtureOrigin}/api/payment-service/3ds/challenge/3DS-10000018001-threeDS`
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Reauthorisation.use((reauth) => reauth.pollThreeDS("3DS-10000018001-threeDS", frameUrl)))
      yield* untilCalls(b, path, 1)
      yield* advance(749)
      expect(statusCalls(b, path)).toHaveLength(1)
      yield* advance(1)
      expect(yield* Fiber.join(fiber)).toEqual({ _tag: "ChallengeRequired", threeDSOrderId: "3DS-10000018001-threeDS", frameUrl })
      expect(statusCalls(b, path).map((request) => request.url)).toEqual([
        `${fixtureApiRoot}/payment-service/status/3DS-10000018001-threeDS?retry=0`,
        `${fixtureApiRoot}/payment-service/status/3DS-10000018001-threeDS?retry=1`,
      ])
      yield* advance(86_400_000)
      expect(statusCalls(b, path)).toHaveLength(2)
    }).pipe(provide(b))
  })

  it.effect("a REDIRECT when the submission gave no frame address is an error: there is nothing to show", () => {
    const b = browser("5001")
    const path = "/payment-service/status/"
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(Reauthorisation.use((reauth) => reauth.pollThreeDS("3DS-10000018001-threeDS", undefined))))
      yield* untilCalls(b, path, 1)
      yield* advance(750)
      yield* untilCalls(b, path, 2)
      expect(yield* Fiber.join(fiber)).toMatchObject({ _tag: "ReauthFailed", kind: "error", detail: "the 3-D Secure answer had no redirectUrl" })
    }).pipe(provide(b))
  })

  it.effect("a card through 3-D Secure: submitted, polled, and the challenge frame's address returned", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(submitCard(reauthMagicCards.threeDS))
      yield* untilCalls(b, "/payment-service/status/", 1)
      yield* advance(750)
      expect(yield* Fiber.join(fiber)).toEqual({
        _tag: "ChallengeRequired",
        threeDSOrderId: "3DS-10000018001-threeDS",
        frameUrl: `${fixtureOrigin}/api/payment-service/3ds/challenge/3DS-10000018001-threeDS`,
      })
    }).pipe(provide(b))
  })

  it.effect("3-D Secure still pending after the store's attempts (here 1) is an error, after exactly that many calls", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const error = yield* Effect.flip(submitCard(reauthMagicCards.threeDS))
      expect(error).toMatchObject({ _tag: "ReauthFailed", kind: "error", message: reauthMessages.unableToProcess })
      yield* advance(86_400_000)
      expect(statusCalls(b, "/payment-service/status/")).toHaveLength(1)
    }).pipe(provide(b, { ...withFixtureOrigin, threeDSPollAttempts: 1 }))
  })

  it.effect("the frame's address must be on the provider origins: the fixtures' own origin is refused when it is not configured", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(submitCard(reauthMagicCards.threeDS)))
      yield* untilCalls(b, "/payment-service/status/", 1)
      yield* advance(2000)
      const error = yield* Fiber.join(fiber)
      expect(error).toMatchObject({ _tag: "ReauthTargetRefused", target: "frame", origin: fixtureOrigin, message: reauthMessages.general })
    }).pipe(provide(b, { threeDSPollDelayMs: 2000 }))
  })

  it.effect("frameOffList: a frame address off the allow-list is refused with the general message", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const error = yield* Effect.flip(submitCard(reauthMagicCards.frameOffList))
      expect(error).toMatchObject({ _tag: "ReauthTargetRefused", target: "frame", origin: "https://3ds.attacker.example", message: reauthMessages.general })
      expect(b.requests.some((request) => request.url.includes("attacker"))).toBe(false)
    }).pipe(provide(b))
  })

  it.effect("fraudReject is the fraud message; a missing threeDSOrderId is a wcsError", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(submitCard(reauthMagicCards.fraudReject)))
      yield* untilCalls(b, "/payment-service/status/", 1)
      yield* advance(750)
      expect(yield* Fiber.join(fiber)).toMatchObject({ _tag: "ReauthFailed", kind: "fraud", message: reauthMessages.fraud, serviceStatus: "FRAUD_REJECT" })
      const missing = yield* Effect.flip(submitCard(reauthMagicCards.threeDSMissingId))
      expect(missing).toMatchObject({ _tag: "ReauthFailed", kind: "wcsError", message: reauthMessages.unableToProcess })
    }).pipe(provide(b))
  })

  it.effect.each([
    [reauthMagicPostalCodes.badParams, "_ERR_BAD_PARMS", reauthMessages.formSummary],
    [reauthMagicPostalCodes.stateZipInvalid, "_ERR_STATE_ZIP_INVALID", reauthMessages.postalCode],
    [reauthMagicPostalCodes.krZipInvalid, "_ERR_KR_ZIP_INVALID", reauthMessages.postalCode],
  ] as const)("billing postal code %s: refused with %s, the postal code flagged", ([zipCode, errorKey, message]) => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const error = yield* Effect.flip(submitCard("4111111111111111", {}, zipCode))
      expect(error).toMatchObject({ _tag: "ReauthFormRefused", errorKey, message, fields: { zipCode: reauthMessages.postalCode } })
      expectCardOnlyInBody(b, error, "4111111111111111")
    }).pipe(provide(b))
  })

  it.effect("a 401 on the submission is the session-expired message (a wcsError 'Unauthorized'), not a reload", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const error = yield* Effect.flip(submitCard("4111111111111111", {}, reauthMagicPostalCodes.sessionExpired))
      expect(error).toMatchObject({ _tag: "ReauthFailed", kind: "wcsError", statusText: "Unauthorized", status: 401, message: reauthMessages.sessionExpired })
    }).pipe(provide(b))
  })

  it.effect("a 500 on the submission is unable to process, never tried again", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const error = yield* Effect.flip(submitCard("4111111111111111", {}, reauthMagicPostalCodes.serverError))
      expect(error).toMatchObject({ _tag: "ReauthFailed", kind: "wcsError", status: 500, message: reauthMessages.unableToProcess })
      expect(b.requests.filter((request) => request.url.endsWith("/payment/reauth"))).toHaveLength(1)
    }).pipe(provide(b))
  })
})

describe("Reauthorisation.closeChallenge: the credit-card status when the frame is closed", () => {
  it.effect("authorised for the 3-D Secure card, declined for its declined twin", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      expect(yield* Reauthorisation.use((reauth) => reauth.closeChallenge("3DS-10000018001-threeDS"))).toEqual({ _tag: "Authorized" })
      const declined = yield* Effect.flip(Reauthorisation.use((reauth) => reauth.closeChallenge("3DS-10000018001-threeDSDeclined")))
      expect(declined).toMatchObject({ _tag: "ReauthFailed", kind: "declined", message: reauthMessages.cardDeclined })
      expect(b.requests.map((request) => request.url)).toEqual([
        `${fixtureApiRoot}/payment-service/creditcard/status/3DS-10000018001-threeDS`,
        `${fixtureApiRoot}/payment-service/creditcard/status/3DS-10000018001-threeDSDeclined`,
      ])
    }).pipe(provide(b))
  })

  it.effect("a failed status call is an error", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const error = yield* Effect.flip(Reauthorisation.use((reauth) => reauth.closeChallenge("3DS-unknown")))
      expect(error).toMatchObject({ _tag: "ReauthFailed", kind: "error", message: reauthMessages.unableToProcess })
    }).pipe(provide(b))
  })
})

describe("Reauthorisation.submitPaypal", () => {
  it.effect("the amount only, then the payment status: authorised", () => {
    const b = browser("5007")
    return Effect.gen(function*() {
      const outcome = yield* Reauthorisation.use((reauth) => reauth.submitPaypal(reauthOrderNumbers.paypalFailover, { authAmount: "120.00" }))
      expect(outcome).toEqual({ _tag: "Authorized" })
      const [sent] = b.requests
      expect(sent?.url).toBe(`${fixtureApiRoot}/bags/v3/10051/cart/10000018002/payment/reauth/paypal`)
      expect(JSON.parse(sent!.body)).toEqual({ authAmount: "120.00" })
    }).pipe(provide(b, { ...withFixtureOrigin, fraudDeviceSession: true }))
  })

  it.effect("a PayPal address on the PayPal origins is the redirect; one off them is refused", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const redirect = yield* Reauthorisation.use((reauth) => reauth.submitPaypal(reauthOrderNumbers.paypalRedirect, { authAmount: "25.00" }))
      expect(redirect).toEqual({ _tag: "PaypalRedirect", url: "https://www.sandbox.paypal.com/checkoutnow?token=EC-FIXTURE" })
      const refused = yield* Effect.flip(Reauthorisation.use((reauth) => reauth.submitPaypal(reauthOrderNumbers.paypalOffList, { authAmount: "19.99" })))
      expect(refused).toMatchObject({ _tag: "ReauthTargetRefused", target: "paypal", origin: "https://paypal.attacker.example", message: reauthMessages.general })
    }).pipe(provide(b))
  })

  it.effect("the store context, when configured, names the bag", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      yield* Effect.flip(Reauthorisation.use((reauth) => reauth.submitPaypal(reauthOrderNumbers.paypalOffList, { authAmount: "19.99" })))
      expect(b.requests[0]?.url).toBe(`${fixtureApiRoot}/bags/v3/anf-us/cart/10000018003/payment/reauth/paypal`)
    }).pipe(provide(b, { ...withFixtureOrigin, storeContext: "anf-us" }))
  })
})

describe("Reauthorisation.paymentStatus: one status call, as support reads it", () => {
  it.effect("the status as sent and its step, for the attempt asked", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const first = yield* Reauthorisation.use((reauth) => reauth.paymentStatus("PI-10000018001-processing", 0))
      const third = yield* Reauthorisation.use((reauth) => reauth.paymentStatus("PI-10000018001-processing", 2))
      expect(first).toEqual({ reAuthStatus: "PROCESSING", step: { _tag: "Pending" } })
      expect(third).toEqual({ reAuthStatus: "AUTHORIZED", step: { _tag: "Authorized" } })
      expect(b.requests.map((request) => new URL(request.url).search)).toEqual(["?retry=0", "?retry=2"])
    }).pipe(provide(b))
  })

  it.effect("an unknown payment is an error carrying its 404 and the service's words; an id that climbs a path is InvalidParams", () => {
    const b = browser("5001")
    return Effect.gen(function*() {
      const missing = yield* Effect.flip(Reauthorisation.use((reauth) => reauth.paymentStatus("PI-nothing", 0)))
      expect(missing).toMatchObject({ _tag: "ReauthFailed", kind: "error", status: 404, detail: "No such payment" })
      const climbing = yield* Effect.flip(Reauthorisation.use((reauth) => reauth.paymentStatus("..", 0)))
      expect(climbing._tag).toBe("InvalidParams")
      expect(b.requests).toHaveLength(1)
    }).pipe(provide(b))
  })
})
