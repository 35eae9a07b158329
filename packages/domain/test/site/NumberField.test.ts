/**
 * One rule per kind of number (orders §5, §9): what its field keeps as typed, and that it
 * agrees with the kind's validation, so no field accepts what its check refuses or strips
 * what it accepts.
 */
import { describe, expect, it } from "vitest"
import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { giftCardLimits, validateGiftCardForm } from "../../src/help/giftcard/GiftCardForm.ts"
import { orderNumberLimits, validateOrderNumber } from "../../src/orders/OrderNumber.ts"
import { numberFieldAcceptsKey, numberFieldInput, numberFieldKinds, numberFieldRules } from "../../src/site/NumberField.ts"

const digit = fc.constantFrom(..."0123456789")
const typed = fc.string({ unit: fc.oneof(digit, fc.constantFrom(" ", "-", "\t", "a", "Z", ".", "+", "٣", "😀", "e")) })
const kind = fc.constantFrom(...numberFieldKinds)
const isDigit = (c: string) => c >= "0" && c <= "9" && c.length === 1
const digitCount = (text: string) => [...text].filter(isDigit).length

describe("the rules", () => {
  it("each kind's longest number is its validation's", () => {
    expect(numberFieldRules).toEqual({
      giftCardNumber: { keepsSeparators: true, maxDigits: giftCardLimits.eCardDigits },
      giftCardPin: { keepsSeparators: false, maxDigits: giftCardLimits.pinDigits },
      orderNumber: { keepsSeparators: false, maxDigits: orderNumberLimits.max },
    })
  })

  it.each([
    ["orderNumber", "10000-001 001x", "10000001001"],
    ["orderNumber", "abc", ""],
    ["orderNumber", "1".repeat(30), "1".repeat(24)],
    ["giftCardNumber", "6000 0000-12a34", "6000 0000-1234"],
    ["giftCardNumber", "6000.0000.0001", "600000000001"],
    ["giftCardNumber", "1".repeat(20), "1".repeat(16)],
    ["giftCardPin", "12a345", "1234"],
    ["giftCardPin", "12 3-4", "1234"],
  ] as const)("%s keeps %j as %j", (kind, value, kept) => {
    expect(numberFieldInput(kind, value)).toBe(kept)
  })

  it.each([
    ["giftCardNumber", "-", true],
    ["giftCardNumber", " ", true],
    ["giftCardNumber", "a", false],
    ["giftCardPin", "-", false],
    ["giftCardPin", "7", true],
    ["orderNumber", " ", false],
    ["orderNumber", "x", false],
    ["orderNumber", "Backspace", true],
    ["orderNumber", "", false],
  ] as const)("%s takes the key %j: %s", (kind, key, accepted) => {
    expect(numberFieldAcceptsKey(kind, key)).toBe(accepted)
  })
})

describe("properties", () => {
  test.prop([kind, typed])("a field keeps only what its kind allows, at most its digits, and keeping again changes nothing", (k, value) => {
    const kept = numberFieldInput(k, value)
    const rule = numberFieldRules[k]
    for (const c of kept) expect(isDigit(c) || (rule.keepsSeparators && (c === "-" || c.trim() === ""))).toBe(true)
    expect(digitCount(kept)).toBe(Math.min(digitCount(value), rule.maxDigits))
    expect(numberFieldInput(k, kept)).toBe(kept)
  })

  test.prop([kind, fc.anything()])("never throws, whatever it is given", (k, value) => {
    expect(typeof numberFieldInput(k, value)).toBe("string")
    expect(typeof numberFieldAcceptsKey(k, value)).toBe("boolean")
  })

  test.prop([typed])("an order number the check accepts is kept as it is, wherever it is typed", (value) => {
    const checked = validateOrderNumber(value)
    if (Result.isSuccess(checked)) expect(numberFieldInput("orderNumber", checked.success)).toBe(checked.success)
  })

  test.prop([typed])("what the order number field keeps is accepted exactly when it has 11 to 24 digits", (value) => {
    const kept = numberFieldInput("orderNumber", value)
    expect(Result.isSuccess(validateOrderNumber(kept))).toBe(kept.length >= orderNumberLimits.min)
  })

  test.prop([typed, typed])("a gift card number and PIN the form accepts are kept as they are", (number, pin) => {
    const checked = validateGiftCardForm({ country: "US", cardNumber: number, pin, captcha: "t" })
    if (Result.isSuccess(checked)) {
      expect(numberFieldInput("giftCardNumber", number.trim())).toBe(number.trim())
      expect(numberFieldInput("giftCardPin", pin.trim())).toBe(pin.trim())
    }
  })

  test.prop([typed, fc.stringMatching(/^\d{4}$/)])("a kept card number of 12 digits with a 4-digit PIN is accepted", (number, pin) => {
    const kept = numberFieldInput("giftCardNumber", number)
    const accepted = Result.isSuccess(validateGiftCardForm({ country: "US", cardNumber: kept, pin, captcha: "t" }))
    expect(accepted).toBe(digitCount(kept) === giftCardLimits.cardDigits)
  })

  test.prop([fc.stringMatching(/^[0-9]{12}$/), fc.array(fc.constantFrom(" ", "-"), { minLength: 11, maxLength: 11 })])(
    "a card number typed in groups keeps its digits and groups",
    (digits, separators) => {
      const grouped = [...digits].map((d, i) => (i < 11 && i % 4 === 3 ? d + separators[i]! : d)).join("")
      expect(numberFieldInput("giftCardNumber", grouped)).toBe(grouped)
    },
  )
})
