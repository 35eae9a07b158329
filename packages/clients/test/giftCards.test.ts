/**
 * GiftCards (orders §7 "Help and enrol", §8, §9) over the fixtures: the check body as sent,
 * every magic card's outcome, the status polling counted on the TestClock (exactly 4 status
 * calls 2000 ms apart before GC_TIME_OUT), the currency symbol, and the card number never in
 * a URL or an error value.
 */
import { describe, expect, it } from "@effect/vitest"
import { clientsLayer, GiftCards } from "@outfitter/clients"
import { type GiftCardCheck, validateGiftCardForm } from "@outfitter/domain"
import { giftCardCaptchaToken, giftCardMagic } from "@outfitter/fixtures"
import { cookieJarFetch } from "@outfitter/fixtures/testing"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Result from "effect/Result"
import * as TestClock from "effect/testing/TestClock"
import { fixtureApiRoot as apiRoot } from "./support.ts"

/** Lets the fetch promises started so far settle (they are real promises, outside the TestClock). */
const settle = Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
const settleAll = Effect.repeat(settle, { times: 9 })

const service = () => {
  const jar = cookieJarFetch()
  const bodies: Array<string> = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    if (request.method === "POST") bodies.push(await request.clone().text())
    return jar.fetch(request)
  }
  const statusCalls = () => jar.calls().filter((call) => call.includes("/giftcard/status/"))
  return { jar, bodies, statusCalls, layer: clientsLayer({ apiRoot, fetch }) }
}

const checkOf = (card: { readonly cardNumber: string; readonly pin: string }, captcha = giftCardCaptchaToken): GiftCardCheck =>
  Result.getOrThrow(validateGiftCardForm({ country: "us", ...card, captcha }))

const lookup = (check: GiftCardCheck) => GiftCards.use((cards) => cards.lookup(check))

describe("GiftCards.lookup", () => {
  it.effect("POSTs the check body (card number then PIN, BalanceCheck) to /payments/giftcard/check, then finds the balance", () => {
    const s = service()
    return Effect.gen(function*() {
      const balance = yield* lookup(checkOf(giftCardMagic.usd))
      expect(balance).toEqual({ balance: 50, currency: "USD" })
      expect(s.jar.calls()).toEqual(["POST /api/payments/giftcard/check", "GET /api/payments/giftcard/status/gc-lookup-1"])
      expect(JSON.parse(s.bodies[0]!)).toEqual({
        cardNumber: "6000000000011234",
        country: "US",
        recaptchaResponse: giftCardCaptchaToken,
        action: "BalanceCheck",
      })
    }).pipe(Effect.provide(s.layer))
  })

  it.effect.each([
    ["an eGift card", giftCardMagic.eCard, { balance: 25, currency: "USD" }],
    ["a CAD card", giftCardMagic.cad, { balance: 75, currency: "CAD" }],
  ] as const)("%s", ([, card, expected]) => {
    const s = service()
    return lookup(checkOf(card)).pipe(Effect.map((balance) => expect(balance).toEqual(expected)), Effect.provide(s.layer))
  })

  it.effect.each([
    ["ERR_GIFT_CARD_INVALID", giftCardMagic.invalid],
    ["ERR_SORRY_GIFTCARD_INVALID", giftCardMagic.sorryInvalid],
  ] as const)("%s is GiftCardRefused marking the number and the filled PIN; the error never holds the number", ([key, card]) => {
    const s = service()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(lookup(checkOf(card)))
      expect(error).toMatchObject({ _tag: "GiftCardRefused", errorKey: key, invalidFields: ["cardNumber", "pin"] })
      expect(JSON.stringify(error)).not.toContain(card.cardNumber)
    }).pipe(Effect.provide(s.layer))
  })

  it.effect("a wrong captcha is InvalidParams (400); a failing check is AjaxFailed; neither holds the number", () => {
    const s = service()
    return Effect.gen(function*() {
      const captcha = yield* Effect.flip(lookup(checkOf(giftCardMagic.usd, "forged")))
      expect(captcha._tag).toBe("InvalidParams")
      const failed = yield* Effect.flip(lookup(checkOf(giftCardMagic.checkFails)))
      expect(failed).toMatchObject({ _tag: "AjaxFailed", status: 500 })
      for (const error of [captcha, failed]) {
        expect(JSON.stringify(error)).not.toMatch(/600000000001|600000000500/)
        expect(String(error)).not.toMatch(/600000000001|600000000500/)
      }
      for (const url of s.jar.calls()) expect(url).not.toMatch(/6000000/)
    }).pipe(Effect.provide(s.layer))
  })

  it.effect("never ready: exactly 4 status calls at 0, 2, 4 and 6 s, then GC_TIME_OUT", () => {
    const s = service()
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(Effect.flip(lookup(checkOf(giftCardMagic.neverReady))))
      yield* settleAll
      expect(s.statusCalls()).toHaveLength(1)
      yield* TestClock.adjust("1999 millis")
      yield* settleAll
      expect(s.statusCalls()).toHaveLength(1)
      for (const count of [2, 3, 4]) {
        yield* TestClock.adjust(count === 2 ? "1 millis" : "2 seconds")
        yield* settleAll
        expect(s.statusCalls()).toHaveLength(count)
      }
      const error = yield* Fiber.join(fiber)
      expect(error).toMatchObject({ _tag: "GiftCardTimedOut", errorKey: "GC_TIME_OUT", message: "Service unavailable. Please try after sometime.", attempts: 4 })
      yield* TestClock.adjust("1 day")
      yield* settleAll
      expect(s.statusCalls()).toHaveLength(4)
    }).pipe(Effect.provide(s.layer))
  })

  it.effect.each([
    [giftCardMagic.afterOneRetry, 2, 11],
    [giftCardMagic.afterTwoRetries, 3, 12],
  ] as const)("a card ready after a retry: %j takes %i status calls", ([card, calls, balance]) => {
    const s = service()
    return Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(lookup(checkOf(card)))
      for (let step = 0; step < 4; step++) {
        yield* settleAll
        yield* TestClock.adjust("2 seconds")
      }
      yield* settleAll
      expect(yield* Fiber.join(fiber)).toEqual({ balance, currency: "USD" })
      expect(s.statusCalls()).toHaveLength(calls)
    }).pipe(Effect.provide(s.layer))
  })
})

describe("GiftCards.currencySymbol", () => {
  it.effect("the preferences' symbol without a call; else the number pattern's prefix; else none", () => {
    const s = service()
    return Effect.gen(function*() {
      const cards = yield* GiftCards
      expect(yield* cards.currencySymbol("EUR", [{ iso: "EUR", symbol: "€" }])).toBe("€")
      expect(s.jar.calls()).toEqual([])
      expect(yield* cards.currencySymbol("CAD", [{ iso: "EUR", symbol: "€" }])).toBe("$")
      expect(yield* cards.currencySymbol("XYZ")).toBeUndefined()
      expect(s.jar.calls()).toEqual(["GET /api/currency/numberpattern", "GET /api/currency/numberpattern"])
    }).pipe(Effect.provide(s.layer))
  })
})
