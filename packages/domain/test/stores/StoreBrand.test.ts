import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { InvalidParams } from "../../src/errors/ServiceError.ts"
import {
  parseBrandList,
  type SearchBrand,
  searchBrands,
  storeBrandByCode,
  storeBrandFromCode,
  storeSlotFor,
} from "../../src/stores/StoreBrand.ts"

const brandsOf = (input: string | ReadonlyArray<string>): ReadonlyArray<SearchBrand> => {
  const result = parseBrandList(input)
  if (Result.isFailure(result)) throw new Error(`expected brands, got "${result.failure.message}"`)
  return result.success
}

const rejectionOf = (input: string | ReadonlyArray<string>): InvalidParams => {
  const result = parseBrandList(input)
  if (Result.isSuccess(result)) throw new Error(`expected a rejection, got ${JSON.stringify(result.success)}`)
  return result.failure
}

describe("parseBrandList (platform §5)", () => {
  it("accepts each search brand on its own", () => {
    expect(brandsOf("ACF")).toEqual(["ACF"])
    expect(brandsOf("HOL")).toEqual(["HOL"])
    expect(brandsOf("KID")).toEqual(["KID"])
    expect(searchBrands).toEqual(["ACF", "HOL", "KID"])
  })

  it("trims entries and drops empty ones", () => {
    expect(brandsOf(" acf, ,KID ")).toEqual(["ACF", "KID"])
    expect(brandsOf("ACF,,HOL,")).toEqual(["ACF", "HOL"])
  })

  it("gives no brands for an empty list", () => {
    expect(brandsOf("")).toEqual([])
    expect(brandsOf(" , ")).toEqual([])
    expect(brandsOf([])).toEqual([])
  })

  it("accepts arrays, including entries that are themselves comma lists", () => {
    expect(brandsOf(["HOL", " kid "])).toEqual(["HOL", "KID"])
    expect(brandsOf(["ACF,KID", "HOL"])).toEqual(["ACF", "KID", "HOL"])
  })

  it("lists a repeated brand once", () => {
    expect(brandsOf("ACF,acf, ACF")).toEqual(["ACF"])
  })

  it.each(["GAP", "ACF,GAP", "GH", "ST", "A CF", "ACFX"])("rejects %j with 'Invalid Brand was supplied' (reason 3)", (input) => {
    const error = rejectionOf(input)
    expect(error).toBeInstanceOf(InvalidParams)
    expect(error.message).toBe("Invalid Brand was supplied")
    expect(error.reason).toBe(3)
    expect(error.field).toBe("brand")
  })

  it("rejects an unknown brand inside an array", () => {
    expect(rejectionOf(["ACF", "kids"]).message).toBe("Invalid Brand was supplied")
  })

  test.prop([fc.oneof(fc.string(), fc.array(fc.string()))])("never throws; succeeds with known brands only", (input) => {
    const result = parseBrandList(input)
    if (Result.isSuccess(result)) {
      for (const brand of result.success) expect(searchBrands).toContain(brand)
      expect(new Set(result.success).size).toBe(result.success.length)
    } else {
      expect(result.failure.message).toBe("Invalid Brand was supplied")
    }
  })

  test.prop([fc.array(fc.constantFrom("ACF", "HOL", "KID", "acf", "hol", "kid", " Kid ", ""))])(
    "accepts any comma list of known brands, in any case and spacing",
    (entries) => {
      const expected = [...new Set(entries.map((entry) => entry.trim().toUpperCase()).filter((entry) => entry !== ""))]
      expect(brandsOf(entries.join(","))).toEqual(expected)
      expect(brandsOf(entries)).toEqual(expected)
    },
  )
})

describe("storeBrandFromCode (platform §3 brand codes)", () => {
  it.each([
    ["ACF", "acf"],
    ["KID", "kids"],
    ["HOL", "hol"],
    ["GH", "gh"],
  ] as const)("maps %s to %s", (code, brand) => {
    expect(storeBrandFromCode(code)).toBe(brand)
  })

  it("has exactly the four rows of the table", () => {
    expect(storeBrandByCode).toEqual({ ACF: "acf", KID: "kids", HOL: "hol", GH: "gh" })
  })

  it("ignores case and surrounding spaces", () => {
    expect(storeBrandFromCode(" kid ")).toBe("kids")
    expect(storeBrandFromCode("Hol")).toBe("hol")
  })

  it.each(["ST", "ANF", "", "KIDS", "acf kids", "toString", "constructor", "__proto__"])("is undefined for the unknown code %j", (code) => {
    expect(storeBrandFromCode(code)).toBeUndefined()
  })

  it.each([undefined, null, 1, {}, ["ACF"]])("is undefined for the non-string %j", (code) => {
    expect(storeBrandFromCode(code)).toBeUndefined()
  })

  test.prop([fc.anything()])("never throws on anything", (code) => {
    const brand = storeBrandFromCode(code)
    expect(brand === undefined || Object.values(storeBrandByCode).includes(brand)).toBe(true)
  })
})

describe("storeSlotFor (platform §9 store-brand ids)", () => {
  it.each([
    ["acf", "psid"],
    ["hol", "psid"],
    ["gh", "psid"],
    ["kids", "ssid"],
  ] as const)("a %s store fills %s", (brand, slot) => {
    expect(storeSlotFor(brand)).toBe(slot)
  })
})
