/**
 * The re-authorisation form (loyalty-payments §5 "Card form"): billing fields required
 * while shown (address line 2 excepted), none while hidden; the card by the saved-card
 * rules; the store card's placeholder expiry; card data only inside Redacted.
 */
import { fc, test } from "@fast-check/vitest"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { reauthMessages } from "../../../src/payments/reauth/ReauthFailure.ts"
import { type BillingAddressInput, validateBillingAddress, validateCardReauth } from "../../../src/payments/reauth/ReauthForm.ts"

const billing: BillingAddressInput = {
  firstName: "Ada",
  lastName: "Byron",
  address1: "1 Main St",
  city: "Columbus",
  state: "OH",
  zipCode: "43215",
  country: "US",
}

const card = { cardNumber: "4111 1111 1111 1111", expireMonth: "09", expireYear: "2031", cvv: "123" }
const context = { country: "US", billingVisible: true }

describe("validateBillingAddress", () => {
  it("a complete address is sent with §3's names", () => {
    expect(validateBillingAddress({ ...billing, address2: " Apt 4 " }, true)).toEqual(Result.succeed({
      firstName: "Ada",
      lastName: "Byron",
      address1: "1 Main St",
      address2: "Apt 4",
      city: "Columbus",
      state: "OH",
      country: "US",
      zipCode: "43215",
    }))
  })

  it.each(["firstName", "lastName", "address1", "city", "state", "zipCode", "country"] as const)(
    "while shown, %s is required",
    (field) => {
      const checked = validateBillingAddress({ ...billing, [field]: "  " }, true)
      expect(Result.isFailure(checked)).toBe(true)
      if (Result.isSuccess(checked)) return
      expect(Object.keys(checked.failure)).toEqual([field])
    },
  )

  it("address line 2 is never required", () => {
    expect(Result.isSuccess(validateBillingAddress({ ...billing, address2: "" }, true))).toBe(true)
  })

  it("the region and postal code are required in every country, unlike the address book", () => {
    const germany = { ...billing, country: "DE", state: "", zipCode: "" }
    const checked = validateBillingAddress(germany, true)
    expect(checked).toEqual(Result.fail({ state: "Enter region", zipCode: "Enter postal code" }))
    expect(Result.isSuccess(validateBillingAddress({ ...germany, state: "Berlin", zipCode: "10115" }, true))).toBe(true)
  })

  it("the country's own rules still apply (a US zip code is 5 digits)", () => {
    expect(validateBillingAddress({ ...billing, zipCode: "4321" }, true)).toEqual(Result.fail({ zipCode: "Enter a valid zip code (5 digits)" }))
  })

  it("while hidden nothing is required and nothing is sent", () => {
    expect(validateBillingAddress({}, false)).toEqual(Result.succeed(undefined))
    expect(validateBillingAddress(null as never, false)).toEqual(Result.succeed(undefined))
  })

  test.prop([fc.anything(), fc.anything()])("anything at all gives a Result, never a throw", (input, visible) => {
    expect(Result.isResult(validateBillingAddress(input as never, visible as never))).toBe(true)
  })
})

describe("validateCardReauth", () => {
  it("a valid form: the card, its expiry, the CVV and number only inside Redacted, the billing address", () => {
    const checked = validateCardReauth({ ...card, billing }, context)
    expect(Result.isSuccess(checked)).toBe(true)
    if (Result.isFailure(checked)) return
    const valid = checked.success
    expect(valid.expiry).toEqual({ month: "09", year: "2031" })
    expect(Redacted.value(valid.cid)).toBe("123")
    expect(Redacted.value(valid.card.cardNumber)).toBe("4111111111111111")
    expect(valid.billingAddress?.zipCode).toBe("43215")
    const shown = JSON.stringify(valid) + String(valid.cid) + String(valid.card.cardNumber)
    expect(shown).not.toContain("4111111111111111")
    expect(shown).not.toContain('"123"')
  })

  it("the store card sends the placeholder expiry, month 12 and year 2025 (§5)", () => {
    const checked = validateCardReauth({ cardNumber: "6000 8812 3456 7890", cvv: "123", billing }, context)
    expect(Result.isSuccess(checked)).toBe(true)
    if (Result.isSuccess(checked)) expect(checked.success.expiry).toEqual({ month: "12", year: "2025" })
  })

  it("card and billing errors are reported together, under one summary", () => {
    const checked = validateCardReauth({ cardNumber: "4111 1111 1111 1112", expireMonth: "", expireYear: "", cvv: "1", billing: { ...billing, zipCode: "" } }, context)
    expect(Result.isFailure(checked)).toBe(true)
    if (Result.isSuccess(checked)) return
    expect(checked.failure).toMatchObject({ _tag: "ReauthFormInvalid", message: reauthMessages.formSummary, reason: 3 })
    expect(Object.keys(checked.failure.fields).sort()).toEqual(["cardNumber", "cvv", "expiry", "zipCode"])
  })

  it("with the billing form hidden only the card is checked", () => {
    const checked = validateCardReauth({ ...card, billing: {} }, { country: "US", billingVisible: false })
    expect(Result.isSuccess(checked)).toBe(true)
    if (Result.isSuccess(checked)) expect(checked.success.billingAddress).toBeUndefined()
  })

  test.prop([fc.stringMatching(/^4\d{15}$/), fc.stringMatching(/^\d{3}$/)])("an invalid form's error holds no card number or CVV", (number, cvv) => {
    const checked = validateCardReauth({ cardNumber: number, expireMonth: "13", expireYear: "1999", cvv, billing: {} }, context)
    expect(Result.isFailure(checked)).toBe(true)
    const json = JSON.stringify(checked)
    expect(json).not.toContain(number)
    expect(json).not.toContain(`"${cvv}"`)
  })

  test.prop([fc.anything(), fc.anything()])("anything at all gives a Result, never a throw", (input, given) => {
    expect(Result.isResult(validateCardReauth(input as never, given as never))).toBe(true)
  })
})
