import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { centsOf, formatLongDate, formatMoney, formatMoneyLike, pageLocale, siteCodes, siteSettings, storefrontLocale } from "../../src/index.ts"

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

describe("formatMoneyLike: an amount in the style of the service's on the same page", () => {
  it.each([
    [1197, "CNY", "¥399.00", "¥1,197.00"],
    [90, "AUD", "$35.00", "$90.00"],
    [1234.5, "EUR", "19,99\u00a0€", "1.234,50\u00a0€"],
    [25, "CAD", "$10.00 CAD", "$25.00 CAD"],
    [1234567.891, "JPY", "¥1,234", "¥1,234,568"],
    [-5, "USD", "-$3.00", "-$5.00"],
    [5, "USD", "US$ 3.00", "US$ 5.00"],
    [0.5, "GBP", "£0.50", "£0.50"],
  ])("%d %s beside %j reads %j", (amount, currency, sample, shown) => {
    expect(formatMoneyLike(amount, currency, sample)).toBe(shown)
  })

  it("with no sample, Intl's narrow symbol; undefined for no amount or an unknown currency", () => {
    expect(formatMoneyLike(90, "AUD", undefined)).toBe("$90.00")
    expect(formatMoneyLike(399, "CNY", "")).toBe("¥399.00")
    expect(formatMoneyLike(Number.NaN, "USD", "$1.00")).toBeUndefined()
    expect(formatMoneyLike(1, "??", undefined)).toBeUndefined()
  })

  test.prop([fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom("$1.00", "¥399.00", "1,00 €", "£1,234.56", "$1.00 CAD")])(
    "a sample's own amount written in its style reads back as the sample; any amount keeps its prefix and suffix",
    (cents, sample) => {
      const shown = formatMoneyLike(cents / 100, "USD", sample)!
      const digitsOf = (text: string) => text.replace(/\D/g, "")
      expect(digitsOf(shown).replace(/^0+/, "")).toBe(String(Math.abs(cents)).replace(/^0+/, ""))
      const [prefix] = sample.split(/\d/)
      expect(shown.replace(/^-/, "").startsWith(prefix!)).toBe(true)
    },
  )

  test.prop([fc.anything(), fc.anything()])("never throws", (sample, currency) => {
    expect(() => formatMoneyLike(12.5, currency as string, sample)).not.toThrow()
  })
})

describe("pageLocale", () => {
  it.each([
    ["US", "es", "es-US"],
    ["US", "ES", "es-US"],
    ["DE", "fr", "fr-DE"],
    ["CN", "zh", "zh-CN"],
    ["CN", "zh_CN", "zh-CN"],
    ["US", "en_GB", "en-GB"],
    ["MX", "es-419", "es-419"],
    ["US", undefined, "en-US"],
    ["US", "", "en-US"],
    ["US", "français", "en-US"],
    ["US", "x", "en-US"],
    ["US", "zz_ZZ_ZZ", "en-US"],
    [42, "fr", "fr"],
  ])("the country %s and the language %s: %s", (country, language, expected) => {
    expect(pageLocale(country, language)).toBe(expected)
  })

  it("every site's country with every two-letter language is a locale Intl formats in", () => {
    for (const site of siteCodes) {
      const locale = pageLocale(siteSettings[site].country, "fr")
      expect(locale).toBe(`fr-${siteSettings[site].country}`)
      expect(formatLongDate("2026-10-05T12:00:00Z", locale)).not.toBe("")
    }
  })

  test.prop([fc.anything(), fc.anything()])("is total: a canonical locale for any input", (country, language) => {
    const locale = pageLocale(country, language)
    expect(Intl.getCanonicalLocales(locale)).toEqual([locale])
  })
})
