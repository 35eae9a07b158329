import { giftCardCheckWire, validateGiftCardForm } from "@outfitter/domain"
import { giftCardCaptchaToken, giftCardMagic } from "@outfitter/fixtures"
import { type AnalyticsEvent, subscribeAnalytics, useGiftCardBalance } from "@outfitter/react-hooks"
import { QueryClient } from "@tanstack/react-query"
import { act, renderHook } from "@testing-library/react"
import * as Result from "effect/Result"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { cardDataInCaches, cardDataInPage, findCardData } from "@outfitter/fixtures/testing"
import { outfitterWrapper } from "./support/outfitter.ts"

const events: Array<AnalyticsEvent> = []
const stop = subscribeAnalytics((event) => void events.push(event))
afterEach(() => {
  events.length = 0
})
afterAll(stop)

const checkOf = (card: { readonly cardNumber: string; readonly pin: string }) =>
  Result.getOrThrow(validateGiftCardForm({ country: "CA", ...card, captcha: giftCardCaptchaToken }))

describe("useGiftCardBalance", () => {
  it("finds a CAD balance, shown with the number pattern's symbol and the code; the lookup event never holds the card", async () => {
    const { result } = renderHook(() => useGiftCardBalance(), { wrapper: outfitterWrapper() })
    const found = await act(() => result.current.mutateAsync({ check: checkOf(giftCardMagic.cad) }))
    expect(found).toEqual({ balance: 75, currency: "CAD", amount: "$75.00 CAD" })
    expect(events).toEqual([{ type: "gift card", name: "lookup:success", errorKey: "" }])
  })

  it("the preference currencies' symbol is used first", async () => {
    const { result } = renderHook(() => useGiftCardBalance(), { wrapper: outfitterWrapper() })
    const found = await act(() => result.current.mutateAsync({ check: checkOf(giftCardMagic.usd), currencies: [{ iso: "USD", symbol: "US$" }] }))
    expect(found.amount).toBe("US$50.00")
  })

  it("an invalid card fails with GiftCardRefused and publishes its key only", async () => {
    const { result } = renderHook(() => useGiftCardBalance(), { wrapper: outfitterWrapper() })
    const error = await act(() => result.current.mutateAsync({ check: checkOf(giftCardMagic.invalid) }).then(() => undefined, (e: unknown) => e))
    expect(error).toMatchObject({ _tag: "GiftCardRefused", errorKey: "ERR_GIFT_CARD_INVALID", invalidFields: ["cardNumber", "pin"] })
    expect(events).toEqual([{ type: "gift card", name: "lookup:fail", errorKey: "ERR_GIFT_CARD_INVALID" }])
    expect(JSON.stringify(events)).not.toContain(giftCardMagic.invalid.cardNumber)
  })

  // the number and the PIN of each path: a balance, a refused card, a check the service fails
  it.each([
    ["a balance", giftCardMagic.cad],
    ["a refused card", giftCardMagic.invalid],
    ["a failed check", giftCardMagic.checkFails],
  ])("after %s, neither the number nor the PIN is in the caches, the hook's result, storage or the RegExp statics", async (_, card) => {
    const queryClient = new QueryClient()
    const { result } = renderHook(() => useGiftCardBalance(), { wrapper: outfitterWrapper({ queryClient }) })
    const check = checkOf(card)
    await act(() => result.current.mutateAsync({ check }).then(() => undefined, () => undefined))
    const secrets = { number: card.cardNumber, cvv: card.pin }
    // the check TanStack keeps as the variables is emptied: its Redacted is wiped
    expect(result.current.variables?.check).toBe(check)
    expect(giftCardCheckWire(check.body).cardNumber).toBe("")
    expect(findCardData(result.current, secrets)).toEqual([])
    expect(cardDataInCaches(queryClient, secrets)).toEqual([])
    expect(cardDataInPage(secrets)).toEqual([])
  })
})
