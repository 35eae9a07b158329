import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { isDefaultAddress } from "../../src/addresses/Address.ts"
import { Address, AddressBook } from "../../src/addresses/AddressSchema.ts"
import { AddressIdMissing, addressDefaultsFor, addressIdMissingMessage } from "../../src/addresses/AddressDefault.ts"
import { addressFieldMaxLength, addressFormFor, addressFormTable, validateAddressForm } from "../../src/addresses/AddressForm.ts"

const base = { firstName: "Jordan", lastName: "Lee", addressLine1: "1 Main St", city: "Columbus" }

describe("addressDefaultsFor (platform §5: 'address id cannot be undefined')", () => {
  it("sets both defaults to the id", () => {
    expect(addressDefaultsFor("42")).toEqual(Result.succeed({ defaultShipping: "42", defaultBilling: "42" }))
    expect(addressDefaultsFor(" 7 ")).toEqual(Result.succeed({ defaultShipping: "7", defaultBilling: "7" }))
    expect(addressDefaultsFor(9)).toEqual(Result.succeed({ defaultShipping: "9", defaultBilling: "9" }))
  })
  it.each([undefined, null, "", "   ", {}, Number.NaN])("%s is a missing id", (id) => {
    const result = addressDefaultsFor(id)
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) {
      expect(result.failure).toBeInstanceOf(AddressIdMissing)
      expect(result.failure.message).toBe(addressIdMissingMessage)
      expect(result.failure.message).toBe("address id cannot be undefined")
      expect(result.failure.errorType).toBe("TypeError")
    }
  })
  test.prop([fc.anything()])("never throws", (value) => {
    expect(() => addressDefaultsFor(value)).not.toThrow()
  })
})

describe("isDefaultAddress", () => {
  it("is true for either default, false otherwise", () => {
    expect(isDefaultAddress({ defaultShipping: "1" }, "1")).toBe(true)
    expect(isDefaultAddress({ defaultBilling: "2" }, "2")).toBe(true)
    expect(isDefaultAddress({ defaultShipping: "1", defaultBilling: "2" }, "3")).toBe(false)
    expect(isDefaultAddress({}, "1")).toBe(false)
  })
})

describe("address book schema", () => {
  it("decodes a book and rejects a malformed one", () => {
    const book = { addresses: [{ addressId: "1", ...base, country: "US" }], defaultShipping: "1" }
    expect(Schema.decodeUnknownSync(AddressBook)(book)).toEqual(book)
    expect(Result.isFailure(Schema.decodeUnknownResult(AddressBook)({ addresses: "no" }))).toBe(true)
    expect(Result.isFailure(Schema.decodeUnknownResult(Address)({ addressId: 1 }))).toBe(true)
  })
})

describe("addressFormFor (the per-country table)", () => {
  it.each([
    ["US", "State", true, "ZIP code"],
    ["us", "State", true, "ZIP code"],
    ["CA", "Province", true, "Postal code"],
    ["GB", "County", false, "Postcode"],
    ["DE", "Region", false, "Postal code"],
    ["", "Region", false, "Postal code"],
  ] as const)("%s → %s", (country, region, isRegionRequired, postal) => {
    const rules = addressFormFor(country)
    expect(rules.regionLabel).toBe(region)
    expect(rules.isRegionRequired).toBe(isRegionRequired)
    expect(rules.postalLabel).toBe(postal)
  })
})

describe("validateAddressForm", () => {
  it.each([
    ["US", "OH", "43215", "43215"],
    ["CA", "ON", "k1a0b1", "K1A 0B1"],
    ["CA", "ON", "K1A 0B1", "K1A 0B1"],
    ["GB", undefined, "sw1a1aa", "SW1A 1AA"],
    ["GB", undefined, "M1 1AE", "M1 1AE"],
    ["DE", undefined, "10115", "10115"],
  ] as const)("%s accepts %s/%s", (country, region, postalCode, normalised) => {
    const result = validateAddressForm({ ...base, country, region, postalCode })
    expect(result).toEqual(
      Result.succeed({ ...base, country, ...(region === undefined ? {} : { region }), postalCode: normalised }),
    )
  })

  it.each([
    ["US", "OH", "4321", "postalCode"],
    ["US", "OH", "432150", "postalCode"],
    ["US", "OH", "4321a", "postalCode"],
    ["US", "OH", "", "postalCode"],
    ["US", "", "43215", "region"],
    ["CA", "ON", "K1A 0B", "postalCode"],
    ["CA", "ON", "111 111", "postalCode"],
    ["CA", "", "K1A 0B1", "region"],
    ["GB", "", "", "postalCode"],
    ["GB", "", "12345", "postalCode"],
    ["DE", "", "12345678901", "postalCode"],
  ] as const)("%s rejects region %s postal %s on %s", (country, region, postalCode, field) => {
    const result = validateAddressForm({ ...base, country, region, postalCode })
    expect(Result.isFailure(result) && Object.keys(result.failure)).toEqual([field])
  })

  it("the default row has region and postal code optional; GB county optional", () => {
    expect(Result.isSuccess(validateAddressForm({ ...base, country: "FR" }))).toBe(true)
    expect(Result.isSuccess(validateAddressForm({ ...base, country: "GB", postalCode: "M1 1AE" }))).toBe(true)
  })

  it("requires the common fields and a two-letter country", () => {
    const result = validateAddressForm({})
    expect(Result.isFailure(result) && result.failure).toEqual({
      firstName: "Enter first name",
      lastName: "Enter last name",
      addressLine1: "Enter address line 1",
      city: "Enter city",
      country: "Choose a country",
    })
  })

  it("limits every field to 50 characters (49/50 ok, 51 not)", () => {
    const at = (n: number) => validateAddressForm({ ...base, city: "c".repeat(n), country: "FR" })
    expect(Result.isSuccess(at(addressFieldMaxLength))).toBe(true)
    expect(Result.isSuccess(at(49))).toBe(true)
    const over = at(51)
    expect(Result.isFailure(over) && over.failure.city).toBe("City must be at most 50 characters")
  })

  it("says what a valid postal code looks like", () => {
    const result = validateAddressForm({ ...base, country: "US", region: "OH", postalCode: "1" })
    expect(Result.isFailure(result) && result.failure.postalCode).toBe(`Enter a valid zip code (${addressFormTable.US.postalHint})`)
  })

  test.prop([fc.anything()])("never throws on any input", (value) => {
    expect(() => validateAddressForm(value)).not.toThrow()
  })

  test.prop([fc.stringMatching(/^\d{5}$/), fc.constantFrom("OH", "NY")])("any 5-digit US ZIP passes and round-trips", (zip, region) => {
    const result = validateAddressForm({ ...base, country: "US", region, postalCode: zip })
    expect(Result.isSuccess(result) && result.success.postalCode).toBe(zip)
    // validating the output again gives the same output
    if (Result.isSuccess(result)) expect(validateAddressForm(result.success)).toEqual(result)
  })

  test.prop([fc.stringMatching(/^[A-Z]\d[A-Z] ?\d[A-Z]\d$/)])("any A1A 1A1 CA postal code passes", (code) => {
    const result = validateAddressForm({ ...base, country: "CA", region: "ON", postalCode: code.toLowerCase() })
    expect(Result.isSuccess(result) && result.success.postalCode).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/)
  })
})

describe("values of the wrong type", () => {
  it("are never the default address", () => {
    expect(isDefaultAddress(null as never, "1")).toBe(false)
    expect(isDefaultAddress({} as never, undefined as never)).toBe(false)
  })
  it("get the default form row for a country that is not text", () => {
    expect(addressFormFor(undefined as never)).toBe(addressFormTable.default)
  })
})
