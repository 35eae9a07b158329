import { fc, test } from "@fast-check/vitest"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { passesLuhn } from "../../src/payments/CardBrand.ts"
import { houseCardPlaceholderExpiry, validateExpiry, validateNewCard } from "../../src/payments/CardForm.ts"
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

const success = <A, E>(result: Result.Result<A, E>): A => {
  if (Result.isFailure(result)) throw new Error(`expected a success: ${JSON.stringify(result.failure)}`)
  return result.success
}

/** One valid number of each brand, with its CVV. */
const cards = {
  visa: { cardNumber: "4111111111111111", cvv: "123" },
  mastercard: { cardNumber: "5555555555554444", cvv: "123" },
  amex: { cardNumber: "378282246310005", cvv: "1234" },
  discover: { cardNumber: "6011111111111117", cvv: "123" },
  jcb: { cardNumber: "3530111333300000", cvv: "123" },
  anf: { cardNumber: "6000880000000000", cvv: "123" },
  default: { cardNumber: withLuhn("999999999999999"), cvv: "123" },
} as const

describe("validateNewCard", () => {
  it("accepts a valid visa: number redacted, code 001, last four, first six, padded month", () => {
    const card = success(validateNewCard(visa, us))
    expect(Redacted.value(card.cardNumber)).toBe("4111111111111111")
    expect(String(card.cardNumber)).not.toContain("4111")
    expect(JSON.stringify(card)).not.toContain("41111111")
    expect(card).toMatchObject({
      brand: { brand: "visa", code: "001" },
      cardLastFour: "1111",
      cardFirstSix: "411111",
      expireMonth: "03",
      expireYear: "2030",
      isHouseCard: false,
    })
  })

  it.each(Object.entries(cards))("%s is accepted in the US with its code", (brand, card) => {
    const valid = success(validateNewCard({ ...visa, ...card }, us))
    expect(valid.brand.brand).toBe(brand)
  })

  it("the house card: its expiry is not asked and the placeholder 12/2025 is sent; no first six", () => {
    expect(houseCardPlaceholderExpiry).toEqual({ expireMonth: "12", expireYear: "2025" })
    for (const typed of [{}, { expireMonth: "", expireYear: "" }, { expireMonth: "07", expireYear: "2031" }, { expireMonth: "x" }]) {
      const card = success(validateNewCard({ cardNumber: "6000 8800 0000 0000", cvv: "123", ...typed }, us))
      expect(card).toMatchObject({ cardFirstSix: undefined, expireMonth: "12", expireYear: "2025", cardLastFour: "0000", isHouseCard: true })
      expect(card.brand).toEqual({ brand: "anf", code: "anf", maxLength: 16 })
    }
  })

  it("the house card's CVV is asked like any other card's: 3 digits", () => {
    expect(failure(validateNewCard({ cardNumber: "6000 8800 0000 0000" }, us)).fields).toEqual({ cvv: paymentMessages.invalidCvv })
    expect(failure(validateNewCard({ cardNumber: "6000 8800 0000 0000", cvv: "1234" }, us)).fields.cvv).toBe(paymentMessages.invalidCvv)
  })

  it("shows the summary and the card field for an invalid number", () => {
    for (const cardNumber of ["", "4111111111111112", "4111 1111 111", "4111x111111111111", "abc", withLuhn("9".repeat(19))]) {
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
    const mastercardOf = (length: number) => withLuhn("55".padEnd(length - 1, "1"))
    expect(Result.isSuccess(validateNewCard({ ...visa, cardNumber: mastercardOf(16) }, us))).toBe(true)
    expect(failure(validateNewCard({ ...visa, cardNumber: mastercardOf(17) }, us)).fields.cardNumber).toBeDefined()
  })

  it.each(Object.entries(cards))("AE: %s", (brand, card) => {
    const result = validateNewCard({ ...visa, ...card }, { country: "AE" })
    if (brand === "visa" || brand === "mastercard") {
      expect(Result.isSuccess(result)).toBe(true)
    } else {
      // refused: the GEO_FENCE invalid-card-brand message, and only that
      expect(failure(result)).toMatchObject({ message: paymentMessages.invalidSummary, fields: { geoFence: paymentMessages.invalidCardBrand } })
      expect(Object.keys(failure(result).fields)).toEqual(["geoFence"])
    }
  })

  it.each(["GB", "DE", "JP", "AU", "ae-not-a-country"])("%s takes discover and jcb (no other country limits brands)", (country) => {
    expect(Result.isSuccess(validateNewCard({ ...visa, ...cards.discover }, { country }))).toBe(true)
    expect(Result.isSuccess(validateNewCard({ ...visa, ...cards.jcb }, { country }))).toBe(true)
  })

  it("an invalid number is the number's error, not GEO_FENCE", () => {
    expect(failure(validateNewCard({ ...visa, cardNumber: "378282246310006", cvv: "1234" }, { country: "AE" })).fields).toEqual({
      cardNumber: paymentMessages.invalidCardNumber,
    })
  })

  it("reads the configured card types", () => {
    const patterns = [{ brand: "visa", code: "901", pattern: "^4", maxLength: 13 }]
    expect(success(validateNewCard({ ...visa, cardNumber: withLuhn("411111111111") }, { country: "US", patterns })).brand.code).toBe("901")
    expect(failure(validateNewCard(visa, { country: "US", patterns })).fields.cardNumber).toBeDefined()
  })

  it.each([
    ["", "2030", false],
    ["0", "2030", false],
    ["1", "2030", true],
    ["01", "2030", true],
    ["12", "2030", true],
    ["13", "2030", false],
    ["12", "", false],
    ["12", "30", false],
    ["12", "1999", false],
    ["12", "2099", true],
    ["12", "20301", false],
  ])("expiry month %j and year %j: valid %s", (expireMonth, expireYear, valid) => {
    const result = validateNewCard({ ...visa, expireMonth, expireYear }, us)
    if (valid) expect(Result.isSuccess(result)).toBe(true)
    else expect(failure(result).fields).toEqual({ expiry: paymentMessages.expiryRequired })
  })

  it("CVV is 4 digits for amex, else 3", () => {
    const amex = { ...visa, cardNumber: "378282246310005" }
    expect(Result.isSuccess(validateNewCard({ ...amex, cvv: "1234" }, us))).toBe(true)
    expect(failure(validateNewCard({ ...amex, cvv: "123" }, us)).fields.cvv).toBe(paymentMessages.invalidCvv)
    expect(failure(validateNewCard({ ...visa, cvv: "1234" }, us)).fields.cvv).toBe(paymentMessages.invalidCvv)
    expect(failure(validateNewCard({ ...visa, cvv: "12a" }, us)).fields.cvv).toBe(paymentMessages.invalidCvv)
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
    expect(success(validateExpiry({ expireMonth: "1", expireYear: "2031" }))).toEqual({ expireMonth: "01", expireYear: "2031" })
    expect(failure(validateExpiry({ expireMonth: "1" })).fields).toEqual({ expiry: paymentMessages.expiryRequired })
    expect(failure(validateExpiry({ expireMonth: "13", expireYear: "2031" })).fields).toEqual({ expiry: paymentMessages.expiryRequired })
  })
})
