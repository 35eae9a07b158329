/**
 * The gift card lookup: the status answers, the refusal and time-out, the polling counted
 * on the TestClock (orders §4, §7, §8, §9), the addresses and the amount as shown.
 */
import { describe, expect, it } from "@effect/vitest"
import { fc, test } from "@fast-check/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Result from "effect/Result"
import * as TestClock from "effect/testing/TestClock"
import {
  currencyNumberPatternUrl,
  giftCardAmount,
  giftCardCheckUrl,
  giftCardInvalidFields,
  giftCardLookupEvent,
  giftCardLookupOutcome,
  giftCardPollPolicy,
  giftCardRefusedMessage,
  giftCardStatusStep,
  giftCardStatusUrl,
  giftCardTimeOutMessage,
  giftCardTimings,
  GiftCardRefused,
  GiftCardTimedOut,
  isGiftCardStatusPending,
  preferenceCurrencySymbol,
} from "../../../src/help/giftcard/GiftCardBalance.ts"
import { pollUntilSettled } from "../../../src/ui/Polling.ts"

describe("the §9 constants", () => {
  it("3 retries 2000 ms apart after the first status call; an 800 ms scroll", () => {
    expect(giftCardTimings).toEqual({ statusRetries: 3, statusRetryDelayMs: 2000, scrollToTopMs: 800 })
    expect(giftCardPollPolicy).toEqual({ attempts: 4, delayMs: 2000 })
  })
})

describe("giftCardStatusStep", () => {
  it.each([
    [{ currency: "USD", balance: 25 }, { kind: "balance", balance: { balance: 25, currency: "USD" } }],
    [{ currency: "cad", balance: "10.5" }, { kind: "balance", balance: { balance: 10.5, currency: "CAD" } }],
    [{ balance: 0 }, { kind: "balance", balance: { balance: 0, currency: "" } }],
    [{ errorKey: "ERR_GIFT_CARD_INVALID", errorMessage: "Invalid card" }, { kind: "refused", errorKey: "ERR_GIFT_CARD_INVALID", message: "Invalid card" }],
    [{ errorKey: "OTHER" }, { kind: "refused", errorKey: "OTHER", message: giftCardRefusedMessage }],
    [{ errorKey: "X", balance: 5 }, { kind: "refused", errorKey: "X", message: giftCardRefusedMessage }],
    [{}, { kind: "pending" }],
    [{ balance: "abc" }, { kind: "pending" }],
    [{ balance: "" }, { kind: "pending" }],
    [{ errorKey: "  " }, { kind: "pending" }],
    [null, { kind: "pending" }],
  ])("%j reads as %j", (answer, step) => {
    expect(giftCardStatusStep(answer)).toEqual(step)
    expect(isGiftCardStatusPending(answer)).toBe(step.kind === "pending")
  })

  test.prop([fc.anything()])("any answer reads as one of the three", (answer) => {
    expect(["pending", "balance", "refused"]).toContain(giftCardStatusStep(answer).kind)
  })
})

describe("the fields a refusal marks (orders §8)", () => {
  it.each([
    ["ERR_GIFT_CARD_INVALID", true, ["cardNumber", "pin"]],
    ["ERR_GIFT_CARD_INVALID", false, ["cardNumber"]],
    ["ERR_SORRY_GIFTCARD_INVALID", true, ["cardNumber", "pin"]],
    ["ERR_SORRY_GIFTCARD_INVALID", false, ["cardNumber"]],
    ["ERR_SOMETHING_ELSE", true, []],
  ])("%s with the PIN filled %s marks %j", (key, pinFilled, fields) => {
    expect(giftCardInvalidFields(key, pinFilled)).toEqual(fields)
  })
})

describe("giftCardLookupOutcome", () => {
  it("a balance is found; a refusal carries its key, message and fields; still pending is GC_TIME_OUT", () => {
    expect(giftCardLookupOutcome({ last: { currency: "USD", balance: 5 }, attempts: 2 }, false)).toEqual(Result.succeed({ balance: 5, currency: "USD" }))
    expect(giftCardLookupOutcome({ last: { errorKey: "ERR_SORRY_GIFTCARD_INVALID", errorMessage: "Sorry" }, attempts: 1 }, true)).toEqual(
      Result.fail(new GiftCardRefused({ errorKey: "ERR_SORRY_GIFTCARD_INVALID", message: "Sorry", invalidFields: ["cardNumber", "pin"] })),
    )
    const timedOut = giftCardLookupOutcome({ last: {}, attempts: 4 }, false)
    expect(timedOut).toEqual(Result.fail(new GiftCardTimedOut({ errorKey: "GC_TIME_OUT", message: giftCardTimeOutMessage, attempts: 4 })))
    expect(giftCardTimeOutMessage).toBe("Service unavailable. Please try after sometime.")
  })
})

/** A status service answering pending until `readyAfter` calls, recording when each call came. */
const statusService = (readyAfter: number) => {
  const calls: Array<number> = []
  const ask = (_retry: number) =>
    Effect.map(Clock.currentTimeMillis, (at) => {
      calls.push(at)
      return calls.length > readyAfter ? { currency: "USD", balance: 40 } : {}
    })
  return { calls, ask }
}

describe("the status polling on the TestClock (orders §9)", () => {
  it.effect("never ready: 4 status calls at 0, 2, 4 and 6 s, then GC_TIME_OUT and nothing left running", () =>
    Effect.gen(function*() {
      const { calls, ask } = statusService(Number.POSITIVE_INFINITY)
      const start = yield* Clock.currentTimeMillis
      const fiber = yield* Effect.forkChild(pollUntilSettled(giftCardPollPolicy, ask, isGiftCardStatusPending))
      yield* Effect.yieldNow
      expect(calls).toHaveLength(1)
      yield* TestClock.adjust("1999 millis")
      expect(calls).toHaveLength(1)
      yield* TestClock.adjust("1 millis")
      expect(calls).toHaveLength(2)
      yield* TestClock.adjust("4 seconds")
      const end = yield* Fiber.join(fiber)
      expect(calls.map((at) => at - start)).toEqual([0, 2000, 4000, 6000])
      const outcome = giftCardLookupOutcome(end, false)
      expect(Result.isFailure(outcome) && outcome.failure._tag).toBe("GiftCardTimedOut")
      yield* TestClock.adjust("1 day")
      expect(calls).toHaveLength(4)
    }))

  it.effect.each([[1, [0, 2000]], [2, [0, 2000, 4000]], [0, [0]]] as const)(
    "ready after %i retries: calls at %j, then the balance",
    ([retries, times]) =>
      Effect.gen(function*() {
        const { calls, ask } = statusService(retries)
        const start = yield* Clock.currentTimeMillis
        const fiber = yield* Effect.forkChild(pollUntilSettled(giftCardPollPolicy, ask, isGiftCardStatusPending))
        yield* TestClock.adjust("1 day")
        const end = yield* Fiber.join(fiber)
        expect(calls.map((at) => at - start)).toEqual(times)
        expect(giftCardLookupOutcome(end, false)).toEqual(Result.succeed({ balance: 40, currency: "USD" }))
      }),
  )
})

describe("the addresses (orders §7)", () => {
  const roots = { apiRoot: "https://x.test/api/", paymentsApiRoot: "" }
  it("the payments api is the setting, else {apiRoot}/payments", () => {
    expect(giftCardCheckUrl(roots)).toBe("https://x.test/api/payments/giftcard/check")
    expect(giftCardCheckUrl({ ...roots, paymentsApiRoot: "https://pay.test/v1/" })).toBe("https://pay.test/v1/giftcard/check")
    expect(giftCardStatusUrl(roots, "L 1")).toEqual(Result.succeed("https://x.test/api/payments/giftcard/status/L%201"))
    expect(Result.isFailure(giftCardStatusUrl(roots, ".."))).toBe(true)
    expect(Result.isFailure(giftCardStatusUrl(roots, 5))).toBe(true)
  })
  it("the number pattern is asked with the currency code", () => {
    expect(currencyNumberPatternUrl("https://x.test/api", " cad ")).toBe("https://x.test/api/currency/numberpattern?currency=CAD")
  })
})

describe("the balance as shown (orders §9)", () => {
  it.each([
    [{ balance: 25, currency: "CAD" }, "$25.00 CAD"],
    [{ balance: 25, currency: "CAD", symbol: "C$" }, "C$25.00 CAD"],
    [{ balance: 1234.5, currency: "USD" }, "$1,234.50"],
    [{ balance: 10, currency: "EUR", symbol: "€" }, "€10.00"],
    [{ balance: 10, currency: "GBP" }, "£10.00"],
    [{ balance: 10, currency: "XYZ" }, "10.00 XYZ"],
    [{ balance: 10, currency: "" }, "10.00"],
    [{ balance: 10, currency: "EUR", symbol: "€", locale: "de-DE" }, "€10,00"],
    [{ balance: 10, currency: "USD", locale: "not a locale!" }, "$10.00"],
    [{ balance: 12345.5, currency: "EUR", locale: "es-ES" }, "€12.345,50"],
    [{ balance: 1234.5, currency: "USD", locale: "es-US" }, "$1,234.50"],
    [{ balance: 25, currency: "CAD", locale: "fr-CA" }, "$25,00 CAD"],
    [{ balance: 10, currency: "JPY", locale: "ja-JP" }, "¥10.00"],
    [{ balance: 10, currency: "XYZ", locale: "de-DE" }, "10,00 XYZ"],
  ])("%j is %s", (given, shown) => {
    expect(giftCardAmount(given)).toBe(shown)
  })

  it("a given symbol with the page's digits, and a locale Intl does not know is en-US's", () => {
    expect(giftCardAmount({ balance: 12345.5, currency: "EUR", symbol: "€", locale: "es-ES" })).toBe("€12.345,50")
    expect(giftCardAmount({ balance: -5, currency: "USD", symbol: "$", locale: "de-DE" })).toBe("-$5,00")
    expect(giftCardAmount({ balance: 10, currency: "USD", symbol: "$", locale: "not a locale!" })).toBe("$10.00")
  })

  it("the preferences' symbol for a currency, else none (the number pattern is asked)", () => {
    const currencies = [{ iso: "EUR", name: "Euro", symbol: "€" }, { iso: "CAD", symbol: " " }]
    expect(preferenceCurrencySymbol(currencies, "eur")).toBe("€")
    expect(preferenceCurrencySymbol(currencies, "CAD")).toBeUndefined()
    expect(preferenceCurrencySymbol(currencies, "USD")).toBeUndefined()
    expect(preferenceCurrencySymbol("nope", "USD")).toBeUndefined()
  })
})

describe("giftCardLookupEvent (orders §7)", () => {
  it("success, or the failure's key or tag, and nothing else of the error", () => {
    expect(giftCardLookupEvent()).toEqual({ type: "gift card", name: "lookup:success", errorKey: "" })
    const refused = new GiftCardRefused({ errorKey: "ERR_GIFT_CARD_INVALID", message: "m", invalidFields: ["cardNumber"] })
    expect(giftCardLookupEvent(refused)).toEqual({ type: "gift card", name: "lookup:fail", errorKey: "ERR_GIFT_CARD_INVALID" })
    expect(giftCardLookupEvent({ _tag: "AjaxFailed", url: "https://x/600000000001", message: "600000000001" })).toEqual({
      type: "gift card",
      name: "lookup:fail",
      errorKey: "AjaxFailed",
    })
    expect(giftCardLookupEvent(null)).toEqual({ type: "gift card", name: "lookup:fail", errorKey: "unknown" })
  })
})
