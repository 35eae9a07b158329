import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  cardBrandCodes,
  cardBrandName,
  cardCountryFor,
  cardDigits,
  cardNumberDisplayLength,
  cvvLengthFor,
  defaultCardBrand,
  defaultCardBrandPatterns,
  defaultCardNumberMaxLength,
  detectCardBrand,
  formatCardNumber,
  isBrandAllowedIn,
  isGiftCardAllowedIn,
  isHouseCard,
  passesLuhn,
  unknownCardBrand,
} from "../../src/payments/CardBrand.ts"

describe("the payment codes (loyalty §3)", () => {
  it("are the spec's, and the house card's is its brand", () => {
    expect(cardBrandCodes).toEqual({
      visa: "001",
      mastercard: "002",
      amex: "003",
      discover: "004",
      jcb: "007",
      default: "021",
      unknown: "000",
      anf: "anf",
    })
  })

  it("every shipped entry carries its brand's code", () => {
    for (const entry of defaultCardBrandPatterns) {
      expect(entry.code).toBe(cardBrandCodes[entry.brand as keyof typeof cardBrandCodes])
    }
  })
})

describe("detectCardBrand", () => {
  it.each([
    ["4111111111111111", "visa", "001", 19],
    ["4", "visa", "001", 19],
    ["5555555555554444", "mastercard", "002", 16],
    ["2221000000000009", "mastercard", "002", 16],
    ["2720990000000000", "mastercard", "002", 16],
    ["378282246310005", "amex", "003", 15],
    ["341111111111111", "amex", "003", 15],
    ["6011111111111117", "discover", "004", 19],
    ["6500000000000002", "discover", "004", 19],
    ["6440000000000000", "discover", "004", 19],
    ["6490000000000000", "discover", "004", 19],
    ["3530111333300000", "jcb", "007", 19],
    ["6000880000000000", "anf", "anf", 16],
    ["6012 8812 3456 7890", "anf", "anf", 16],
    ["9999", "default", "021", 19],
    ["36", "default", "021", 19],
    ["6430000000000000", "default", "021", 19],
    ["2100000000000000", "default", "021", 19],
    ["3", "default", "021", 19],
    ["", "unknown", "000", 19],
    ["abc", "unknown", "000", 19],
    [" - ", "unknown", "000", 19],
  ])("%j is %s, code %s, at most %i digits", (number, brand, code, maxLength) => {
    expect(detectCardBrand(number)).toEqual({ brand, code, maxLength })
  })

  it("default and unknown are the spec's 021 and 000 with the default maximum of 19", () => {
    expect(defaultCardBrand).toEqual({ brand: "default", code: "021", maxLength: 19 })
    expect(unknownCardBrand).toEqual({ brand: "unknown", code: "000", maxLength: 19 })
    expect(defaultCardNumberMaxLength).toBe(19)
  })

  it("uses the configured list in order, and skips an entry it cannot use", () => {
    const patterns = [
      { brand: "broken", code: "900", pattern: "([" },
      { brand: "nocode", pattern: "^4" },
      { brand: "", code: "901", pattern: "^4" },
      null,
      "visa",
      { brand: "mine", code: "902", pattern: "^4", maxLength: 13 },
      { brand: "visa", code: "001", pattern: "^4" },
    ]
    expect(detectCardBrand("4111", patterns)).toEqual({ brand: "mine", code: "902", maxLength: 13 })
    // not a list: the shipped one
    expect(detectCardBrand("4111", "not a list").code).toBe("001")
  })

  it.each([
    [11, 19],
    [12, 12],
    [16, 16],
    [19, 19],
    [20, 19],
    [15.5, 19],
    ["16", 19],
    [undefined, 19],
  ])("a configured maximum of %j gives %i", (maxLength, expected) => {
    expect(detectCardBrand("4111", [{ brand: "visa", code: "001", pattern: "^4", maxLength }]).maxLength).toBe(expected)
  })

  test.prop([fc.anything(), fc.anything()])("always answers a brand with a code", (input, patterns) => {
    const brand = detectCardBrand(input, patterns)
    expect(typeof brand.code).toBe("string")
    expect(brand.maxLength).toBeLessThanOrEqual(19)
  })
})

describe("formatCardNumber (loyalty §5)", () => {
  it("groups in fours", () => {
    expect(formatCardNumber("4111111111111111")).toBe("4111 1111 1111 1111")
    expect(formatCardNumber("41111")).toBe("4111 1")
    expect(formatCardNumber("4111")).toBe("4111")
  })

  it("groups amex 4-6-5 and cuts at 15", () => {
    expect(formatCardNumber("3782822463100059999")).toBe("3782 822463 10005")
    expect(formatCardNumber("37828")).toBe("3782 8")
    expect(formatCardNumber("3782822463")).toBe("3782 822463")
    expect(formatCardNumber("37828224631")).toBe("3782 822463 1")
  })

  it("keeps digits only and cuts at the brand's maximum", () => {
    expect(formatCardNumber("4111-aa1111 1111 1111 9999 9")).toBe("4111 1111 1111 1111 999")
    expect(formatCardNumber("5555 5555 5555 4444 1")).toBe("5555 5555 5555 4444")
    expect(formatCardNumber("6000 8812 3456 7890 12")).toBe("6000 8812 3456 7890")
  })

  it("the field's longest value, spaces included", () => {
    expect(cardNumberDisplayLength(detectCardBrand("37"))).toBe(17)
    expect(cardNumberDisplayLength(detectCardBrand("51"))).toBe(19)
    expect(cardNumberDisplayLength(detectCardBrand("4"))).toBe(23)
    expect(cardNumberDisplayLength({ brand: "amex", code: "003", maxLength: 19 })).toBe(22)
  })

  test.prop([fc.string()])("output has only digits and single spaces, at most 19 digits", (input) => {
    const out = formatCardNumber(input)
    expect(out).toMatch(/^(\d+( \d+)*)?$/)
    expect(cardDigits(out).length).toBeLessThanOrEqual(detectCardBrand(input).maxLength)
    expect(formatCardNumber(out)).toBe(out)
    expect(out.length).toBeLessThanOrEqual(cardNumberDisplayLength(detectCardBrand(input)))
  })
})

describe("rules", () => {
  it.each([["amex", 4], ["visa", 3], ["mastercard", 3], ["discover", 3], ["jcb", 3], ["anf", 3], ["default", 3], [undefined, 3]])(
    "CVV of %s is %i digits",
    (brand, length) => {
      expect(cvvLengthFor(brand)).toBe(length)
    },
  )

  it("Luhn", () => {
    expect(passesLuhn("4111111111111111")).toBe(true)
    expect(passesLuhn("4111111111111112")).toBe(false)
    expect(passesLuhn("4111 1111 1111 1111")).toBe(false)
    expect(passesLuhn("")).toBe(false)
    expect(passesLuhn(4111111111111111)).toBe(false)
  })

  it("the house card is anf, in any case", () => {
    expect(isHouseCard("anf")).toBe(true)
    expect(isHouseCard("ANF")).toBe(true)
    expect(isHouseCard("visa")).toBe(false)
    expect(isHouseCard(undefined)).toBe(false)
  })
})

describe("the country rule (loyalty §5: for AE only visa and mastercard, and no gift card)", () => {
  const brands = ["visa", "mastercard", "amex", "discover", "jcb", "anf", "default", "unknown"]

  it.each(brands)("AE: %s", (brand) => {
    const allowed = brand === "visa" || brand === "mastercard"
    expect(isBrandAllowedIn(brand, "AE")).toBe(allowed)
    expect(isBrandAllowedIn(brand, " ae ")).toBe(allowed)
  })

  it.each(["US", "GB", "DE", "JP", "CN", "CA", "AU", "SA"])("%s takes every brand", (country) => {
    for (const brand of brands) expect(isBrandAllowedIn(brand, country)).toBe(true)
  })

  it("a gift card is refused in AE only", () => {
    expect(isGiftCardAllowedIn("AE")).toBe(false)
    expect(isGiftCardAllowedIn("ae")).toBe(false)
    expect(isGiftCardAllowedIn("US")).toBe(true)
    expect(isGiftCardAllowedIn("GB")).toBe(true)
  })

  it("the country is the ship-to, else the site's", () => {
    expect(cardCountryFor(" ae ", "AU")).toBe("AE")
    expect(cardCountryFor(undefined, "au")).toBe("AU")
    expect(cardCountryFor("  ", "US")).toBe("US")
  })
})

describe("cardBrandName", () => {
  it.each([
    ["001", "Visa"],
    ["visa", "Visa"],
    ["VISA", "Visa"],
    ["002", "Mastercard"],
    ["003", "American Express"],
    ["004", "Discover"],
    ["007", "JCB"],
    ["anf", "House card"],
    ["ANF", "House card"],
    ["021", "Card"],
    ["000", "Card"],
    ["toString", "Card"],
    ["", "Card"],
  ])("%j is shown as %s", (cardBrand, name) => {
    expect(cardBrandName(cardBrand)).toBe(name)
  })

  it("a configured code names its brand", () => {
    expect(cardBrandName("777", [{ brand: "visa", code: "777", pattern: "^4" }])).toBe("Visa")
  })
})
