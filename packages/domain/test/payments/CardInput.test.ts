import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  cardFieldsView,
  cardInputAcceptsKey,
  cardPasteFormatDelayMs,
  expiryInputMaxLength,
  expiryInputOf,
  formatCvvInput,
  formatExpiryInput,
  parseExpiryInput,
} from "../../src/payments/CardInput.ts"

describe("formatExpiryInput (loyalty §5: MM / YY, the month forced to 01-12)", () => {
  it.each([
    ["", ""],
    ["0", "0"],
    ["1", "1"],
    ["2", "02"],
    ["4", "04"],
    ["9", "09"],
    ["00", "01"],
    ["01", "01"],
    ["10", "10"],
    ["12", "12"],
    ["13", "12"],
    ["19", "12"],
    ["23", "02 / 3"],
    ["053", "05 / 3"],
    ["0531", "05 / 31"],
    ["05312", "05 / 31"],
    ["1/", "01"],
    ["5/3", "05 / 3"],
    ["05 / ", "05"],
    ["05 /", "05"],
    ["05 / 3", "05 / 3"],
    ["05 / 31", "05 / 31"],
    ["05/2031", "05 / 31"],
    ["052031", "05 / 31"],
    ["13 / 30", "12 / 30"],
    ["00 / 30", "01 / 30"],
    ["ab12cd34", "12 / 34"],
    ["a", ""],
  ])("%j shows %j", (typed, shown) => {
    expect(formatExpiryInput(typed)).toBe(shown)
  })

  test.prop([fc.string()])("shows digits in MM / YY form, the month within 01-12, and is stable", (typed) => {
    const shown = formatExpiryInput(typed)
    expect(shown).toMatch(/^(\d{0,2}|\d{2} \/ \d{1,2})$/)
    expect(shown.length).toBeLessThanOrEqual(expiryInputMaxLength)
    const month = shown.slice(0, 2)
    if (month.length === 2) {
      expect(Number(month)).toBeGreaterThanOrEqual(1)
      expect(Number(month)).toBeLessThanOrEqual(12)
    }
    expect(formatExpiryInput(shown)).toBe(shown)
  })
})

describe("parseExpiryInput", () => {
  it.each([
    ["05 / 31", { expireMonth: "05", expireYear: "2031" }],
    ["12 / 25", { expireMonth: "12", expireYear: "2025" }],
    ["05 / 3", { expireMonth: "05", expireYear: "" }],
    ["05", { expireMonth: "05", expireYear: "" }],
    ["1", { expireMonth: "", expireYear: "" }],
    ["", { expireMonth: "", expireYear: "" }],
    ["1331", { expireMonth: "12", expireYear: "2031" }],
  ])("%j is %j", (shown, parts) => {
    expect(parseExpiryInput(shown)).toEqual(parts)
  })

  test.prop([fc.string()])("a part is complete or empty", (typed) => {
    const { expireMonth, expireYear } = parseExpiryInput(typed)
    expect(expireMonth).toMatch(/^(0[1-9]|1[0-2])?$/)
    expect(expireYear).toMatch(/^(20\d{2})?$/)
  })
})

describe("expiryInputOf", () => {
  it.each([
    ["7", "2031", "07 / 31"],
    ["12", "2030", "12 / 30"],
    ["", "2030", ""],
    ["12", "30", ""],
    ["123", "2030", ""],
  ])("%j and %j show %j", (month, year, shown) => {
    expect(expiryInputOf(month, year)).toBe(shown)
  })
})

describe("formatCvvInput (loyalty §5: 4 for amex, else 3)", () => {
  it.each([
    ["12a34", "visa", "123"],
    ["12345", "amex", "1234"],
    ["12345", "anf", "123"],
    ["", "visa", ""],
    ["x", "amex", ""],
  ])("%j for %s shows %j", (typed, brand, shown) => {
    expect(formatCvvInput(typed, brand)).toBe(shown)
  })
})

describe("cardFieldsView", () => {
  it("the house card hides the expiry as soon as its number is recognised", () => {
    expect(cardFieldsView("6000 8").showsExpiry).toBe(true)
    expect(cardFieldsView("6000 88")).toMatchObject({ showsExpiry: false, cvvLength: 3 })
    expect(cardFieldsView("6000 8812 3456 7890").brand.code).toBe("anf")
  })

  it.each([
    ["", "000", true, 3],
    ["4", "001", true, 3],
    ["37", "003", true, 4],
    ["5555", "002", true, 3],
    ["9", "021", true, 3],
  ])("%j: code %s, expiry shown %s, CVV %i", (typed, code, showsExpiry, cvvLength) => {
    expect(cardFieldsView(typed)).toMatchObject({ brand: { code }, showsExpiry, cvvLength })
  })

  it("a paste is formatted 100 ms later", () => {
    expect(cardPasteFormatDelayMs).toBe(100)
  })
})

describe("cardInputAcceptsKey (loyalty §5: keypress accepts only digits)", () => {
  it.each([
    ["0", true],
    ["9", true],
    ["a", false],
    [" ", false],
    ["/", false],
    ["-", false],
    ["٣", false],
    ["Backspace", true],
    ["Tab", true],
    ["ArrowLeft", true],
    ["Enter", true],
    ["", true],
  ])("%j: %s", (key, accepted) => {
    expect(cardInputAcceptsKey(key)).toBe(accepted)
  })
})
