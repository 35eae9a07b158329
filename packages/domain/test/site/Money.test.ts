import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { centsOf, formatLongDate, formatMoney, storefrontLocale } from "../../src/index.ts"

describe("formatMoney", () => {
  it("writes an amount in the storefront's locale", () => {
    expect(storefrontLocale).toBe("en-US")
    expect(formatMoney(1234.5, "USD")).toBe("$1,234.50")
    expect(formatMoney(10, "EUR")).toBe("€10.00")
    expect(formatMoney(10, "CAD")).toBe("CA$10.00")
    expect(formatMoney(5, "EUR", "de-DE")).toBe("5,00\u00a0€")
  })
  it("is undefined for an unknown currency or an amount that is not a number", () => {
    expect(formatMoney(10, "??")).toBeUndefined()
    expect(formatMoney(Number.NaN, "USD")).toBeUndefined()
    expect(formatMoney(10, "USD", "not a locale!")).toBeUndefined()
  })
  test.prop([fc.integer({ min: 0, max: 10_000_000 })])("whole cents come back as written", (cents) => {
    const text = formatMoney(cents / 100, "USD") ?? ""
    expect(Number(text.replace(/[$,]/g, ""))).toBeCloseTo(cents / 100, 2)
  })
})

describe("centsOf", () => {
  it("rounds to whole cents", () => {
    expect(centsOf(19.99)).toBe(1999)
    expect(centsOf(0.1 + 0.2)).toBe(30)
    expect(centsOf("12")).toBe(0)
  })
  test.prop([fc.integer({ min: -1e9, max: 1e9 })])("cents / 100 give the cents back", (cents) => {
    expect(centsOf(cents / 100)).toBe(cents)
  })
})

describe("formatLongDate", () => {
  it("writes the UTC day in long form", () => {
    expect(formatLongDate("2025-03-04T10:00:00Z")).toBe("March 4, 2025")
    expect(formatLongDate("2025-03-04T23:30:00-05:00")).toBe("March 5, 2025")
    expect(formatLongDate("soon")).toBe("")
    expect(formatLongDate(undefined)).toBe("")
  })
  test.prop([fc.anything()])("is a text for any input", (value) => {
    expect(typeof formatLongDate(value)).toBe("string")
  })
})
