import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  cardDigits,
  cvvLengthFor,
  defaultCardBrandPatterns,
  defaultCardNumberMaxLength,
  detectCardBrand,
  formatCardNumber,
  isBrandAllowedIn,
  maxLengthFor,
  passesLuhn,
  paymentCodeFor,
} from "../../src/payments/CardBrand.ts"

describe("detectCardBrand", () => {
  it.each([
    ["4111111111111111", "visa"],
    ["378282246310005", "amex"],
    ["341111111111111", "amex"],
    ["5555555555554444", "mastercard"],
    ["2221000000000009", "mastercard"],
    ["6011111111111117", "discover"],
    ["6000880000000000", "anf"],
    ["3530111333300000", "jcb"],
  ])("%s is %s", (number, brand) => {
    expect(detectCardBrand(number)?.brand).toBe(brand)
  })

  it("matches nothing for unknown or empty input", () => {
    expect(detectCardBrand("9999")).toBeUndefined()
    expect(detectCardBrand("")).toBeUndefined()
    expect(detectCardBrand("abc")).toBeUndefined()
  })

  it("uses the configured list in order, and a malformed pattern never matches", () => {
    const patterns = [{ brand: "broken", pattern: "([" }, { brand: "mine", pattern: "^4", maxLength: 13 }]
    expect(detectCardBrand("4111", patterns)?.brand).toBe("mine")
    expect(maxLengthFor(detectCardBrand("4111", patterns))).toBe(13)
  })

  it("defaults the max length to 19", () => {
    expect(defaultCardNumberMaxLength).toBe(19)
    expect(maxLengthFor(detectCardBrand("4111"))).toBe(19)
    expect(maxLengthFor(undefined)).toBe(19)
  })

  test.prop([fc.string()])("never throws on arbitrary input", (input) => {
    expect(() => detectCardBrand(input)).not.toThrow()
  })
})

describe("formatCardNumber", () => {
  it("groups in fours", () => {
    expect(formatCardNumber("4111111111111111")).toBe("4111 1111 1111 1111")
    expect(formatCardNumber("41111")).toBe("4111 1")
  })
  it("groups amex 4-6-5 and cuts at 15", () => {
    expect(formatCardNumber("3782822463100059999")).toBe("3782 822463 10005")
    expect(formatCardNumber("37828")).toBe("3782 8")
  })
  it("keeps digits only and cuts at the max length", () => {
    expect(formatCardNumber("4111-aa1111 1111 1111 9999 9")).toBe("4111 1111 1111 1111 999")
  })
  test.prop([fc.string()])("output has only digits and single spaces", (input) => {
    const out = formatCardNumber(input)
    expect(out).toMatch(/^(\d+( \d+)*)?$/)
    expect(cardDigits(out).length).toBeLessThanOrEqual(19)
  })
})

describe("rules", () => {
  it("CVV is 4 for amex, else 3", () => {
    expect(cvvLengthFor("amex")).toBe(4)
    expect(cvvLengthFor("visa")).toBe(3)
    expect(cvvLengthFor(undefined)).toBe(3)
  })
  it("Luhn", () => {
    expect(passesLuhn("4111111111111111")).toBe(true)
    expect(passesLuhn("4111111111111112")).toBe(false)
    expect(passesLuhn("")).toBe(false)
  })
  it("geo-fence by country", () => {
    const discover = detectCardBrand("6011111111111117")!
    expect(isBrandAllowedIn(discover, "US")).toBe(true)
    expect(isBrandAllowedIn(discover, "us")).toBe(true)
    expect(isBrandAllowedIn(discover, "GB")).toBe(false)
    expect(isBrandAllowedIn(detectCardBrand("4111")!, "GB")).toBe(true)
  })
  it("payment codes", () => {
    expect(paymentCodeFor(defaultCardBrandPatterns[0]!)).toBe("ANF")
    expect(paymentCodeFor({ brand: "x", pattern: "^1" })).toBe("X")
  })
})
