import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { InvalidParams } from "../../src/errors/ServiceError.ts"
import {
  answeredRadiusUnit,
  clampStoreSearch,
  defaultRadiusUnit,
  limitsFor,
  prepareStoreSearch,
  type StoreSearch,
  type StoreSearchInput,
  storeSearchLimits,
  storeSearchMessages,
  storeSearchQuery,
  validateStoreSearch,
  validateStoreSearchStrictRadius,
} from "../../src/stores/StoreSearch.ts"

const columbus = { latitude: 39.9612, longitude: -82.9988 }

/** The failure of a validation, or a test failure when it succeeded. */
const failureOf = (result: Result.Result<StoreSearch, InvalidParams>): InvalidParams => {
  if (Result.isSuccess(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.success)}`)
  return result.failure
}

/** The success of a validation, or a test failure when it failed. */
const successOf = (result: Result.Result<StoreSearch, InvalidParams>): StoreSearch => {
  if (Result.isFailure(result)) throw new Error(`expected a success, got "${result.failure.message}"`)
  return result.success
}

const expectRejected = (input: StoreSearchInput, message: string) => {
  const error = failureOf(validateStoreSearch(input))
  expect(error).toBeInstanceOf(InvalidParams)
  expect(error._tag).toBe("InvalidParams")
  expect(error.reason).toBe(3)
  expect(error.message).toBe(message)
  return error
}

describe("answeredRadiusUnit", () => {
  it("is the unit sent, else miles", () => {
    expect(answeredRadiusUnit({ radiusUOM: "KTM" })).toBe("KTM")
    expect(answeredRadiusUnit({ radiusUOM: "SMI" })).toBe("SMI")
    expect(answeredRadiusUnit({})).toBe("SMI")
    expect(answeredRadiusUnit({ radiusUOM: "KM" as never })).toBe("SMI")
    expect(answeredRadiusUnit(null as never)).toBe("SMI")
  })
})

describe("storeSearchMessages", () => {
  it("are the five texts of platform §5, exactly", () => {
    expect(Object.values(storeSearchMessages)).toEqual([
      "Either Latitude or Longitude is missing",
      "Invalid Latitude and/or Longitude",
      "Invalid radius and/or radiusUOM",
      "Invalid Brand was supplied",
      "maxItems must be a number",
    ])
  })
})

describe("validateStoreSearch: latitude and longitude together", () => {
  it("rejects a latitude without a longitude", () => {
    const error = expectRejected({ latitude: "40.7" }, "Either Latitude or Longitude is missing")
    expect(error.field).toBe("longitude")
  })

  it("rejects a longitude without a latitude", () => {
    const error = expectRejected({ longitude: -82.99 }, "Either Latitude or Longitude is missing")
    expect(error.field).toBe("latitude")
  })

  it("treats an empty or blank string as absent", () => {
    expectRejected({ latitude: 40.7, longitude: "" }, "Either Latitude or Longitude is missing")
    expectRejected({ latitude: "  ", longitude: -82.99 }, "Either Latitude or Longitude is missing")
    expectRejected({ latitude: null, longitude: -82.99 }, "Either Latitude or Longitude is missing")
  })

  it("accepts neither, as a search by country", () => {
    expect(successOf(validateStoreSearch({ latitude: "", longitude: "", country: "us" }))).toEqual({ country: "US" })
  })

  it("takes 0 as a given coordinate, not as absent", () => {
    expect(successOf(validateStoreSearch({ latitude: 0, longitude: 0 }))).toEqual({ latitude: 0, longitude: 0 })
    expect(successOf(validateStoreSearch({ latitude: "0", longitude: "0.0" }))).toEqual({ latitude: 0, longitude: 0 })
  })

  it("accepts numeric strings and parses them", () => {
    const search = successOf(validateStoreSearch({ latitude: " 39.9612 ", longitude: "-82.9988" }))
    expect(search.latitude).toBe(39.9612)
    expect(search.longitude).toBe(-82.9988)
  })

  it.each([
    [{ latitude: "north", longitude: -82.99 }, "latitude"],
    [{ latitude: "40.7", longitude: "82.99W" }, "longitude"],
    [{ latitude: Number.NaN, longitude: -82.99 }, "latitude"],
    [{ latitude: 40.7, longitude: "12abc" }, "longitude"],
  ] as const)("rejects a non-numeric coordinate %j", (input, field) => {
    const error = expectRejected(input, "Invalid Latitude and/or Longitude")
    expect(error.field).toBe(field)
  })

  it("accepts the range boundaries ±90 and ±180 and rejects beyond them", () => {
    expect(Result.isSuccess(validateStoreSearch({ latitude: 90, longitude: 180 }))).toBe(true)
    expect(Result.isSuccess(validateStoreSearch({ latitude: -90, longitude: -180 }))).toBe(true)
    expectRejected({ latitude: 90.0001, longitude: 0 }, "Invalid Latitude and/or Longitude")
    expectRejected({ latitude: 0, longitude: -180.5 }, "Invalid Latitude and/or Longitude")
    expectRejected({ latitude: Number.POSITIVE_INFINITY, longitude: 0 }, "Invalid Latitude and/or Longitude")
  })
})

describe("validateStoreSearch: radius and radiusUOM", () => {
  it("rejects a radius without a unit", () => {
    const error = expectRejected({ ...columbus, radius: 25 }, "Invalid radius and/or radiusUOM")
    expect(error.field).toBe("radiusUOM")
  })

  it("rejects a unit without a radius", () => {
    const error = expectRejected({ ...columbus, radiusUOM: "SMI" }, "Invalid radius and/or radiusUOM")
    expect(error.field).toBe("radius")
  })

  it("rejects a unit with an empty radius (empty means absent)", () => {
    expectRejected({ ...columbus, radius: "", radiusUOM: "KTM" }, "Invalid radius and/or radiusUOM")
  })

  it.each(["MI", "KM", "miles", "SMIX"])("rejects the unit %s (only SMI and KTM)", (radiusUOM) => {
    const error = expectRejected({ ...columbus, radius: 25, radiusUOM }, "Invalid radius and/or radiusUOM")
    expect(error.field).toBe("radiusUOM")
  })

  it("rejects a radius that is not a number", () => {
    const error = expectRejected({ ...columbus, radius: "twenty", radiusUOM: "SMI" }, "Invalid radius and/or radiusUOM")
    expect(error.field).toBe("radius")
    expectRejected({ ...columbus, radius: Number.NaN, radiusUOM: "SMI" }, "Invalid radius and/or radiusUOM")
  })

  it.each(["SMI", "KTM"] as const)("accepts %s with a numeric-string radius", (radiusUOM) => {
    const search = successOf(validateStoreSearch({ ...columbus, radius: "25", radiusUOM }))
    expect(search.radius).toBe(25)
    expect(search.radiusUOM).toBe(radiusUOM)
  })

  it("takes a radius of 0 as given", () => {
    expect(successOf(validateStoreSearch({ ...columbus, radius: 0, radiusUOM: "SMI" })).radius).toBe(0)
  })

  it("accepts a lower-case unit and gives it in upper case", () => {
    expect(successOf(validateStoreSearch({ ...columbus, radius: 10, radiusUOM: "ktm" })).radiusUOM).toBe("KTM")
  })

  it("leaves an over-limit radius for clamping, never rejecting it", () => {
    expect(successOf(validateStoreSearch({ ...columbus, radius: 9000, radiusUOM: "SMI" })).radius).toBe(9000)
  })
})

describe("validateStoreSearch: brand", () => {
  it("rejects an unknown brand in realistic input", () => {
    const error = expectRejected({ ...columbus, brand: "ACF,GAP" }, "Invalid Brand was supplied")
    expect(error.field).toBe("brand")
  })

  it("rejects an unknown brand in an array", () => {
    expectRejected({ ...columbus, brand: ["HOL", "ZARA"] }, "Invalid Brand was supplied")
  })

  it("rejects GH, a theme but not a search brand", () => {
    expectRejected({ brand: "GH" }, "Invalid Brand was supplied")
  })

  it("accepts a trimmed comma list", () => {
    expect(successOf(validateStoreSearch({ ...columbus, brand: " ACF , KID " })).brand).toEqual(["ACF", "KID"])
  })

  it("treats an empty brand or a list of empties as no filter", () => {
    expect(successOf(validateStoreSearch({ ...columbus, brand: "" })).brand).toBeUndefined()
    expect(successOf(validateStoreSearch({ ...columbus, brand: " , ," })).brand).toBeUndefined()
  })
})

describe("validateStoreSearch: maxItems", () => {
  it("rejects maxItems that is not a number", () => {
    const error = expectRejected({ ...columbus, maxItems: "ten" }, "maxItems must be a number")
    expect(error.field).toBe("maxItems")
    expectRejected({ ...columbus, maxItems: Number.NaN }, "maxItems must be a number")
    expectRejected({ ...columbus, maxItems: "5 stores" }, "maxItems must be a number")
  })

  it("accepts a numeric string", () => {
    expect(successOf(validateStoreSearch({ ...columbus, maxItems: "12" })).maxItems).toBe(12)
  })

  it("treats an empty string as absent", () => {
    expect(successOf(validateStoreSearch({ ...columbus, maxItems: "" }))).not.toHaveProperty("maxItems")
  })
})

describe("validateStoreSearch: order of the rules (platform §5)", () => {
  it("reports the coordinates before the radius, the radius before the brand, the brand before maxItems", () => {
    expectRejected({ latitude: 1, radius: 5, brand: "X", maxItems: "x" }, "Either Latitude or Longitude is missing")
    expectRejected({ latitude: "x", longitude: 1, radius: 5, brand: "X", maxItems: "x" }, "Invalid Latitude and/or Longitude")
    expectRejected({ ...columbus, radius: 5, brand: "X", maxItems: "x" }, "Invalid radius and/or radiusUOM")
    expectRejected({ ...columbus, brand: "X", maxItems: "x" }, "Invalid Brand was supplied")
    expectRejected({ ...columbus, brand: "ACF", maxItems: "x" }, "maxItems must be a number")
  })
})

describe("validateStoreSearch: the other fields", () => {
  it("keeps shortSku, upper-cases country and trims text; drops blank text", () => {
    expect(successOf(validateStoreSearch({ shortSku: " 12345678 ", country: " ca ", state: " ON " }))).toEqual({
      shortSku: "12345678",
      country: "CA",
      state: "ON",
    })
    expect(successOf(validateStoreSearch({ shortSku: "", country: "  ", state: null }))).toEqual({})
  })
})

describe("limitsFor", () => {
  it("is 75 / 15 with a short sku and 500 / 50 without (platform §9)", () => {
    expect(limitsFor({ shortSku: "12345678" })).toEqual({ maxRadius: 75, maxItems: 15 })
    expect(limitsFor({})).toEqual({ maxRadius: 500, maxItems: 50 })
    expect(storeSearchLimits).toEqual({
      withShortSku: { maxRadius: 75, maxItems: 15 },
      withoutShortSku: { maxRadius: 500, maxItems: 50 },
    })
  })
})

const prepared = (input: StoreSearchInput) => successOf(prepareStoreSearch(input))

describe("clamping (platform §5: over-limit values are clamped, not rejected)", () => {
  const sku = { shortSku: "12345678" }

  it("radius 75 stays and 76 becomes 75 with a short sku", () => {
    expect(prepared({ ...columbus, ...sku, radius: 75, radiusUOM: "SMI" }).radius).toBe(75)
    expect(prepared({ ...columbus, ...sku, radius: 76, radiusUOM: "SMI" }).radius).toBe(75)
    expect(prepared({ ...columbus, ...sku, radius: "75.5", radiusUOM: "KTM" }).radius).toBe(75)
  })

  it("radius 500 stays and 501 becomes 500 without a short sku", () => {
    expect(prepared({ ...columbus, radius: 500, radiusUOM: "SMI" }).radius).toBe(500)
    expect(prepared({ ...columbus, radius: 501, radiusUOM: "SMI" }).radius).toBe(500)
    expect(prepared({ ...columbus, radius: 76, radiusUOM: "SMI" }).radius).toBe(76)
  })

  it("maxItems 15 stays and 16 becomes 15 with a short sku", () => {
    expect(prepared({ ...columbus, ...sku, maxItems: 15 }).maxItems).toBe(15)
    expect(prepared({ ...columbus, ...sku, maxItems: 16 }).maxItems).toBe(15)
  })

  it("maxItems 50 stays and 51 becomes 50 without a short sku", () => {
    expect(prepared({ ...columbus, maxItems: 50 }).maxItems).toBe(50)
    expect(prepared({ ...columbus, maxItems: 51 }).maxItems).toBe(50)
    expect(prepared({ ...columbus, maxItems: 16 }).maxItems).toBe(16)
  })

  it("raises negatives to the floor: radius 0, maxItems 1", () => {
    expect(prepared({ ...columbus, radius: -5, radiusUOM: "SMI" }).radius).toBe(0)
    expect(prepared({ ...columbus, maxItems: -3 }).maxItems).toBe(1)
    expect(prepared({ ...columbus, maxItems: 0 }).maxItems).toBe(1)
  })

  it("clamps Infinity and -Infinity, numbers and strings alike", () => {
    expect(prepared({ ...columbus, radius: Number.POSITIVE_INFINITY, radiusUOM: "SMI" }).radius).toBe(500)
    expect(prepared({ ...columbus, ...sku, radius: "Infinity", radiusUOM: "SMI" }).radius).toBe(75)
    expect(prepared({ ...columbus, radius: Number.NEGATIVE_INFINITY, radiusUOM: "SMI" }).radius).toBe(0)
    expect(prepared({ ...columbus, maxItems: Number.POSITIVE_INFINITY }).maxItems).toBe(50)
    expect(prepared({ ...columbus, ...sku, maxItems: "Infinity" }).maxItems).toBe(15)
    expect(prepared({ ...columbus, maxItems: "-Infinity" }).maxItems).toBe(1)
  })

  it("makes maxItems a whole number", () => {
    expect(prepared({ ...columbus, maxItems: 7.9 }).maxItems).toBe(7)
  })

  it("leaves absent values absent and other fields untouched", () => {
    const search: StoreSearch = { latitude: 1, longitude: 2, brand: ["HOL"], shortSku: "1" }
    expect(clampStoreSearch(search)).toEqual(search)
  })

  it("matches the documented example", () => {
    expect(clampStoreSearch({ radius: 100, radiusUOM: "SMI", shortSku: "12345678", maxItems: 40 })).toEqual({
      radius: 75,
      radiusUOM: "SMI",
      shortSku: "12345678",
      maxItems: 15,
    })
  })
})

describe("defaultRadiusUnit (platform §5)", () => {
  it("is kilometres for a metric store and miles otherwise", () => {
    expect(defaultRadiusUnit(true)).toBe("KTM")
    expect(defaultRadiusUnit(false)).toBe("SMI")
  })
})

describe("storeSearchQuery (platform §7)", () => {
  it("drops absent values and joins brands with commas", () => {
    expect(storeSearchQuery({ latitude: 39.96, longitude: -82.99, brand: ["ACF", "KID"], maxItems: 1 })).toEqual({
      brand: "ACF,KID",
      latitude: "39.96",
      longitude: "-82.99",
      maxItems: "1",
    })
  })

  it("carries every parameter of the search when all are given", () => {
    expect(
      storeSearchQuery({
        latitude: 1.5,
        longitude: 2,
        radius: 75,
        radiusUOM: "KTM",
        brand: ["HOL"],
        maxItems: 15,
        shortSku: "12345678",
        country: "CA",
        state: "ON",
      }),
    ).toEqual({
      brand: "HOL",
      country: "CA",
      latitude: "1.5",
      longitude: "2",
      maxItems: "15",
      radius: "75",
      radiusUOM: "KTM",
      shortSku: "12345678",
      state: "ON",
    })
  })

  it("is empty for an empty search", () => {
    expect(storeSearchQuery({})).toEqual({})
  })
})

describe("properties", () => {
  const anyDouble = fc.double({ noNaN: true })
  const maybeSku = fc.option(fc.stringMatching(/^\d{8}$/), { nil: undefined })

  test.prop([anyDouble, anyDouble, maybeSku, fc.constantFrom("SMI", "KTM")])(
    "clamping never rejects a number and stays within [0, maxRadius] and [1, maxItems]",
    (radius, maxItems, shortSku, radiusUOM) => {
      const search = prepared({ ...columbus, radius, radiusUOM, maxItems, shortSku })
      const limits = shortSku === undefined ? { maxRadius: 500, maxItems: 50 } : { maxRadius: 75, maxItems: 15 }
      expect(search.radius).toBeGreaterThanOrEqual(0)
      expect(search.radius).toBeLessThanOrEqual(limits.maxRadius)
      expect(search.maxItems).toBeGreaterThanOrEqual(1)
      expect(search.maxItems).toBeLessThanOrEqual(limits.maxItems)
      expect(Number.isInteger(search.maxItems)).toBe(true)
      // a value already within the limits is kept as it is
      if (radius >= 0 && radius <= limits.maxRadius) expect(search.radius).toBe(radius === 0 ? 0 : radius)
    },
  )

  test.prop([anyDouble, anyDouble, maybeSku])(
    "a number written as a string clamps the same as the number",
    (radius, maxItems, shortSku) => {
      const fromNumbers = prepared({ radius, radiusUOM: "SMI", maxItems, shortSku })
      const fromStrings = prepared({ radius: String(radius), radiusUOM: "SMI", maxItems: String(maxItems), shortSku })
      expect(fromStrings).toEqual(fromNumbers)
    },
  )

  const typedValue = fc.oneof(
    fc.string(),
    fc.double(),
    fc.constant(null),
    fc.constant(undefined),
    fc.constantFrom("SMI", "KTM", "ACF", "KID,HOL", "40.5", "-Infinity"),
  )

  test.prop([
    fc.record({
      latitude: typedValue,
      longitude: typedValue,
      radius: typedValue,
      radiusUOM: fc.option(fc.string(), { nil: undefined }),
      brand: fc.oneof(fc.string(), fc.array(fc.string())),
      maxItems: typedValue,
      shortSku: fc.option(fc.string(), { nil: undefined }),
      country: fc.option(fc.string(), { nil: undefined }),
      state: fc.option(fc.string(), { nil: undefined }),
    }, { requiredKeys: [] }),
  ])("never throws on input of the declared types, and fails only with InvalidParams (reason 3)", (input) => {
    const result = prepareStoreSearch(input as StoreSearchInput)
    if (Result.isFailure(result)) {
      expect(result.failure).toBeInstanceOf(InvalidParams)
      expect(result.failure.reason).toBe(3)
      expect(Object.values(storeSearchMessages)).toContain(result.failure.message)
    }
  })

  test.prop([
    fc.record({
      latitude: fc.anything(),
      longitude: fc.anything(),
      radius: fc.anything(),
      radiusUOM: fc.anything(),
      brand: fc.anything(),
      maxItems: fc.anything(),
      shortSku: fc.anything(),
      country: fc.anything(),
      state: fc.anything(),
    }, { requiredKeys: [] }),
  ])("never throws on arbitrary values (a query parser or CLI may hand in anything)", (input) => {
    const result = validateStoreSearch(input as unknown as StoreSearchInput)
    if (Result.isFailure(result)) {
      expect(result.failure).toBeInstanceOf(InvalidParams)
      expect(Object.values(storeSearchMessages)).toContain(result.failure.message)
    }
  })
})

describe("values a CLI or query parser really produces", () => {
  // A flag given without a value (`--latitude --longitude 1`) parses as true; a repeated
  // query key can parse as an object. Both must be InvalidParams, not a thrown TypeError.
  it("rejects a boolean latitude with InvalidParams", () => {
    expect(() => validateStoreSearch({ latitude: true, longitude: 1 } as unknown as StoreSearchInput)).not.toThrow()
    expectRejected({ latitude: true, longitude: 1 } as unknown as StoreSearchInput, "Invalid Latitude and/or Longitude")
  })

  it("rejects a numeric brand with InvalidParams", () => {
    expect(() => validateStoreSearch({ brand: 5 } as unknown as StoreSearchInput)).not.toThrow()
    expectRejected({ brand: 5 } as unknown as StoreSearchInput, "Invalid Brand was supplied")
  })

  it("rejects an object maxItems with InvalidParams", () => {
    expect(() => validateStoreSearch({ maxItems: { n: 1 } } as unknown as StoreSearchInput)).not.toThrow()
    expectRejected({ maxItems: { n: 1 } } as unknown as StoreSearchInput, "maxItems must be a number")
  })
})

describe("validateStoreSearchStrictRadius: the spec's validation and a radius above zero", () => {
  it.each(["0", "-5", 0, -0.1])("refuses radius %j with the radius message", (radius) => {
    const checked = validateStoreSearchStrictRadius({ latitude: "39.96", longitude: "-82.99", radius })
    expect(Result.isFailure(checked) && checked.failure.message).toBe(storeSearchMessages.invalidRadius)
  })

  it("passes what validateStoreSearch passes when the radius is above zero or absent", () => {
    for (const input of [{ latitude: "39.96", longitude: "-82.99", radius: "0.1" }, { latitude: "39.96", longitude: "-82.99" }, { country: "DK" }]) {
      expect(validateStoreSearchStrictRadius(input)).toEqual(validateStoreSearch(input))
    }
  })

  it("fails as validateStoreSearch does on the spec's own rules", () => {
    const input = { latitude: "95", longitude: "-82.99", radius: "-1" }
    expect(validateStoreSearchStrictRadius(input)).toEqual(validateStoreSearch(input))
  })
})

describe("input and searches of the wrong type", () => {
  it("reads input that is not an object as a search with nothing given", () => {
    expect(validateStoreSearch(null as never)).toEqual(Result.succeed({}))
    expect(Result.isFailure(validateStoreSearch({ brand: ["ACF", 7] } as never))).toBe(true)
  })
  it("drops a radius, maxItems or brand of the wrong type when clamping or writing the query", () => {
    expect(clampStoreSearch({ radius: "900", maxItems: null, shortSku: "1" } as never)).toEqual({ shortSku: "1" })
    expect(clampStoreSearch(null as never)).toEqual({})
    expect(limitsFor(null as never)).toBe(storeSearchLimits.withoutShortSku)
    expect(storeSearchQuery({ brand: "ACF", country: 5, latitude: 40, state: { name: "OH" } } as never)).toEqual({ latitude: "40" })
    expect(storeSearchQuery(null as never)).toEqual({})
  })
})
