/**
 * The payment choice (loyalty-payments §4): every combination of the two store switches,
 * the two failover flags and the customer's pick.
 */
import { describe, expect, it } from "vitest"
import { paymentChoice, type PaymentChoiceInput } from "../../../src/payments/reauth/PaymentChoice.ts"

const flags = [false, true] as const
const picks = [undefined, "card", "paypal"] as const

const every: ReadonlyArray<PaymentChoiceInput> = flags.flatMap((paypalEnabled) =>
  flags.flatMap((paypalFailoverEnabled) =>
    flags.flatMap((sessionFailover) =>
      flags.flatMap((accountFailover) =>
        picks.map((requested) => ({ paypalEnabled, paypalFailoverEnabled, sessionFailover, accountFailover, requested }))
      )
    )
  )
)

describe("paymentChoice (§4 'Payment choice')", () => {
  it.each(every)("%j", (input) => {
    const failover = input.paypalFailoverEnabled && (input.sessionFailover || input.accountFailover)
    const paypalOffered = input.paypalEnabled || failover
    expect(paymentChoice(input)).toEqual({
      selected: failover || (input.requested === "paypal" && paypalOffered) ? "paypal" : "card",
      cardDisabled: failover,
      paypalOffered,
      failover,
    })
  })

  it("failover by the session flag or the account flag disables the card and selects PayPal, even over a card pick", () => {
    const base = { paypalEnabled: true, paypalFailoverEnabled: true, requested: "card" } as const
    for (const [sessionFailover, accountFailover] of [[true, false], [false, true], [true, true]] as const) {
      expect(paymentChoice({ ...base, sessionFailover, accountFailover })).toEqual({
        selected: "paypal",
        cardDisabled: true,
        paypalOffered: true,
        failover: true,
      })
    }
  })

  it("a failover flag does nothing while the store's failover feature is off", () => {
    expect(paymentChoice({ paypalEnabled: true, paypalFailoverEnabled: false, sessionFailover: true, accountFailover: true }))
      .toEqual({ selected: "card", cardDisabled: false, paypalOffered: true, failover: false })
  })

  it("a pick of PayPal where PayPal is not offered stays on the card", () => {
    expect(paymentChoice({ paypalEnabled: false, paypalFailoverEnabled: true, sessionFailover: false, accountFailover: false, requested: "paypal" }))
      .toEqual({ selected: "card", cardDisabled: false, paypalOffered: false, failover: false })
  })

  it("a flag is on only when it is exactly true", () => {
    const loose = { paypalEnabled: "yes", paypalFailoverEnabled: 1, sessionFailover: "true", accountFailover: {} } as never
    expect(paymentChoice(loose)).toEqual({ selected: "card", cardDisabled: false, paypalOffered: false, failover: false })
    expect(paymentChoice(null as never).selected).toBe("card")
  })
})
