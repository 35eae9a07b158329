import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { addressCountries, addressFormTable, countryNames, countryOptions, defaultAddressCountry, newAddressCountry } from "../../src/index.ts"
import { giftCardCountries } from "../../src/help/giftcard/index.ts"
import { billingCountries } from "../../src/payments/reauth/index.ts"

describe("the countries the forms offer", () => {
  it("the address form offers the table's rows and two default-row countries", () => {
    expect(addressCountries.map((country) => country.code)).toEqual(["US", "CA", "GB", "DE", "FR"])
    for (const row of Object.keys(addressFormTable).filter((key) => key !== "default")) {
      expect(addressCountries.some((country) => country.code === row)).toBe(true)
    }
  })
  it("the billing address offers the address form's and South Korea", () => {
    expect(billingCountries.map((country) => country.code)).toEqual(["US", "CA", "GB", "DE", "FR", "KR"])
    expect(billingCountries.at(-1)).toEqual({ code: "KR", name: "South Korea" })
  })
  it("the gift card form offers six, Japan last", () => {
    expect(giftCardCountries.map((country) => country.code)).toEqual(["US", "CA", "GB", "FR", "DE", "JP"])
    expect(giftCardCountries.find((country) => country.code === "JP")?.name).toBe("Japan")
  })
  test.prop([fc.constantFrom(addressCountries, billingCountries, giftCardCountries)])("codes are two capitals, each once", (list) => {
    const codes = list.map((country) => country.code)
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/)
  })
})

describe("newAddressCountry", () => {
  it("is the billing country when there is one, else US", () => {
    expect(defaultAddressCountry).toBe("US")
    expect(newAddressCountry("CA")).toBe("CA")
    expect(newAddressCountry(undefined)).toBe("US")
    expect(newAddressCountry("  ")).toBe("US")
    expect(newAddressCountry(42)).toBe("US")
  })
  test.prop([fc.anything()])("is a non-blank text for any input", (value) => {
    const country = newAddressCountry(value)
    expect(country.trim()).not.toBe("")
    expect(country === value || country === defaultAddressCountry).toBe(true)
  })
})

describe("countryOptions", () => {
  it("names each code from countryNames, in order", () => {
    expect(countryOptions(["GB", "US"])).toEqual([{ code: "GB", name: "United Kingdom" }, { code: "US", name: "United States" }])
    expect(countryNames.DE).toBe("Germany")
  })
})
