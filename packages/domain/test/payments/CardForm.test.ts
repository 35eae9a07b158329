import { fc, test } from "@fast-check/vitest"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { passesLuhn } from "../../src/payments/CardBrand.ts"
import { validateExpiry, validateNewCard } from "../../src/payments/CardForm.ts"
import { paymentMessages } from "../../src/payments/PaymentErrors.ts"

const visa = { cardNumber: "4111 1111 1111 1111", expireMonth: "3", expireYear: "2030", cvv: "123" }
const us = { country: "US" }

/** Appends the Luhn check digit. */
const withLuhn = (body: string): string => {
  for (let check = 0; check < 10; check++) if (passesLuhn(body + check)) return body + check
  throw new Error("unreachable")
}

const failure = <A, E>(result: Result.Result<A, E>): E => {
  if (Result.isSuccess(result)) throw new Error("expected a failure")
  return result.failure
}

describe("validateNewCard", () => {
  it("accepts a valid visa: number redacted, last four, first six, padded month", () => {
    const result = validateNewCard(visa, us)
    if (Result.isFailure(result)) throw new Error("expected success")
    expect(Redacted.value(result.success.cardNumber)).toBe("4111111111111111")
    expect(String(result.success.cardNumber)).not.toContain("4111")
    expect(JSON.stringify(result.success)).not.toContain("41111111")
    expect(result.success).toMatchObject({ cardLastFour: "1111", cardFirstSix: "411111", expireMonth: "03", expireYear: "2030" })
  })

  it("the house card needs no expiry or CVV and has no first six", () => {
    const result = validateNewCard({ cardNumber: "6000 8800 0000 0000" }, us)
    if (Result.isFailure(result)) throw new Error("expected success")
    expect(result.success).toMatchObject({ cardFirstSix: undefined, expireMonth: undefined, cardLastFour: "0000" })
    expect(result.success.brand.brand).toBe("anf")
  })

  it("shows the summary and the card field for an invalid number", () => {
    for (const cardNumber of ["", "4111111111111112", "4111 1111 111", "9999999999999995", "4111x111111111111"]) {
      const error = failure(validateNewCard({ ...visa, cardNumber }, us))
      expect(error.message).toBe(paymentMessages.invalidSummary)
      expect(error.fields.cardNumber).toBe(paymentMessages.invalidCardNumber)
    }
  })

  it("length boundaries: 12 to the brand's max", () => {
    const visaOf = (length: number) => withLuhn("4".padEnd(length - 1, "1"))
    expect(failure(validateNewCard({ ...visa, cardNumber: visaOf(11) }, us)).fields.cardNumber).toBeDefined()
    expect(Result.isSuccess(validateNewCard({ ...visa, cardNumber: visaOf(12) }, us))).toBe(true)
    expect(Result.isSuccess(validateNewCard({ ...visa, cardNumber: visaOf(19) }, us))).toBe(true)
    expect(failure(validateNewCard({ ...visa, cardNumber: visaOf(20) }, us)).fields.cardNumber).toBeDefined()
    const amexOf = (length: number) => withLuhn("37".padEnd(length - 1, "1"))
    expect(Result.isSuccess(validateNewCard({ ...visa, cvv: "1234", cardNumber: amexOf(15) }, us))).toBe(true)
    expect(failure(validateNewCard({ ...visa, cvv: "1234", cardNumber: amexOf(16) }, us)).fields.cardNumber).toBeDefined()
  })

  it("a brand not accepted in the country is GEO_FENCE", () => {
    const error = failure(validateNewCard({ ...visa, cardNumber: "6011111111111117" }, { country: "GB" }))
    expect(error.fields).toEqual({ geoFence: paymentMessages.invalidCardBrand })
    expect(Result.isSuccess(validateNewCard({ ...visa, cardNumber: "6011111111111117" }, us))).toBe(true)
  })

  it("expiry month and year are required", () => {
    expect(failure(validateNewCard({ ...visa, expireMonth: "" }, us)).fields.expiry).toBe(paymentMessages.expiryRequired)
    expect(failure(validateNewCard({ ...visa, expireYear: undefined }, us)).fields.expiry).toBe(paymentMessages.expiryRequired)
    expect(failure(validateNewCard({ ...visa, expireMonth: "13" }, us)).fields.expiry).toBeDefined()
    expect(failure(validateNewCard({ ...visa, expireMonth: "0" }, us)).fields.expiry).toBeDefined()
    expect(Result.isSuccess(validateNewCard({ ...visa, expireMonth: "12" }, us))).toBe(true)
  })

  it("CVV is 4 digits for amex, else 3", () => {
    const amex = { ...visa, cardNumber: "378282246310005" }
    expect(Result.isSuccess(validateNewCard({ ...amex, cvv: "1234" }, us))).toBe(true)
    expect(failure(validateNewCard({ ...amex, cvv: "123" }, us)).fields.cvv).toBe(paymentMessages.invalidCvv)
    expect(failure(validateNewCard({ ...visa, cvv: "1234" }, us)).fields.cvv).toBe(paymentMessages.invalidCvv)
  })

  test.prop([fc.record({ cardNumber: fc.string(), expireMonth: fc.string(), expireYear: fc.string(), cvv: fc.string() })])(
    "never throws, and an error never carries the typed number",
    (input) => {
      const result = validateNewCard(input, us)
      if (Result.isFailure(result)) {
        expect(JSON.stringify(result.failure)).not.toContain(input.cardNumber.length > 3 ? input.cardNumber : "\u0000")
      }
    },
  )
})

describe("validateExpiry", () => {
  it("requires both", () => {
    expect(Result.isSuccess(validateExpiry({ expireMonth: "1", expireYear: "2031" }))).toBe(true)
    expect(failure(validateExpiry({ expireMonth: "1" })).fields).toEqual({ expiry: paymentMessages.expiryRequired })
  })
})
