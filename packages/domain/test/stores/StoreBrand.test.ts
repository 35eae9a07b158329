import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { InvalidParams } from "../../src/errors/ServiceError.ts"
import {
  brandChoicesText,
  parseBrandChoices,
  parseBrandList,
  type SearchBrand,
  searchBrandChoices,
  searchBrandFromChoice,
  searchBrands,
  storeBrandByCode,
  storeBrandFromCode,
  storeSlotFor,
  unknownBrandChoiceMessage,
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

describe("searchBrandFromChoice and parseBrandChoices (a brand by code or by name)", () => {
  it("pairs each search brand's code with the name store cards show", () => {
    expect(searchBrandChoices).toEqual([
      { code: "ACF", name: "acf" },
      { code: "HOL", name: "hol" },
      { code: "KID", name: "kids" },
    ])
    expect(brandChoicesText).toBe("ACF or acf, HOL or hol, KID or kids")
  })

  it.each([
    ["KID", "KID"],
    ["kid", "KID"],
    ["kids", "KID"],
    [" KIDS ", "KID"],
    ["acf", "ACF"],
    ["Hol", "HOL"],
  ] as const)("reads %j as %s", (input, brand) => {
    expect(searchBrandFromChoice(input)).toBe(brand)
  })

  it.each(["GH", "gh", "ST", "", "kidz", "acf,kid", "toString", "__proto__", undefined, 3, null])("has no search brand for %j", (input) => {
    expect(searchBrandFromChoice(input)).toBeUndefined()
  })

  it("parses a comma list of names and codes into the search codes, each once", () => {
    expect(parseBrandChoices("kids, ACF")).toEqual(Result.succeed(["KID", "ACF"]))
    expect(parseBrandChoices("KID,kids,Kid")).toEqual(Result.succeed(["KID"]))
    expect(parseBrandChoices(" , ")).toEqual(Result.succeed([]))
  })

  it("refuses an unknown entry with the spec's message, the entry and every accepted value", () => {
    const result = parseBrandChoices("acf, gap")
    if (Result.isSuccess(result)) throw new Error("expected a refusal")
    expect(result.failure).toBeInstanceOf(InvalidParams)
    expect(result.failure.field).toBe("brand")
    expect(result.failure.message).toBe(unknownBrandChoiceMessage("gap"))
    expect(result.failure.message).toBe(
      "Invalid Brand was supplied: 'gap'. Use ACF or acf, HOL or hol, KID or kids (any case; a comma list is allowed)",
    )
  })

  test.prop([fc.string()])("never throws; what it accepts the store search accepts", (input) => {
    const result = parseBrandChoices(input)
    if (Result.isSuccess(result)) {
      expect(parseBrandList(result.success.join(","))).toEqual(Result.succeed(result.success))
    } else {
      expect(result.failure.message.startsWith("Invalid Brand was supplied: '")).toBe(true)
    }
  })

  test.prop([fc.array(fc.constantFrom(...searchBrandChoices.flatMap(({ code, name }) => [code, name, name.toUpperCase(), ` ${code.toLowerCase()} `])))])(
    "accepts any comma list of codes and names, giving the codes in first-seen order",
    (entries) => {
      const expected = [...new Set(entries.map((entry) => searchBrandFromChoice(entry)))]
      expect(parseBrandChoices(entries.join(","))).toEqual(Result.succeed(expected))
    },
  )

  test.prop([fc.constantFrom(...Object.keys(storeBrandByCode))])("every store brand the table prints is accepted unless it is not a search brand", (code) => {
    const name = storeBrandFromCode(code)!
    const expected = (searchBrands as ReadonlyArray<string>).includes(code) ? code : undefined
    expect(searchBrandFromChoice(name)).toBe(expected)
  })
})

describe("brands of the wrong type", () => {
  it("refuse a brand list with an entry that is not text, and show any value in the message without throwing", () => {
    expect(Result.isFailure(parseBrandList(["ACF", JSON.parse('{"toString":[]}')] as never))).toBe(true)
    expect(unknownBrandChoiceMessage(JSON.parse('{"toString":[]}') as never)).toContain("'[object Object]'")
  })
})
