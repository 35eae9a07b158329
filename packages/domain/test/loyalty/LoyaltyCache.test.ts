import { fc, test } from "@fast-check/vitest"
import * as Option from "effect/Option"
import { describe, expect, it } from "vitest"
import {
  decodeLoyaltyCacheEntry,
  encodeLoyaltyCacheEntry,
  isCacheableLoyaltyResponse,
  loyaltyCacheKey,
  loyaltyCacheKeyPrefix,
  loyaltyQueryEntries,
  removeLoyaltyEntries,
} from "../../src/loyalty/index.ts"
import { loyaltyEndpoints } from "../../src/loyalty/LoyaltyEndpoint.ts"

describe("loyaltyCacheKey (platform §9 prefix loyalty__)", () => {
  it("is loyalty__{endpoint} without a query", () => {
    expect(loyaltyCacheKeyPrefix).toBe("loyalty__")
    for (const endpoint of loyaltyEndpoints) expect(loyaltyCacheKey(endpoint)).toBe(`loyalty__${endpoint}`)
    expect(loyaltyCacheKey("info", {})).toBe("loyalty__info")
    expect(loyaltyCacheKey("info", { a: null, b: undefined })).toBe("loyalty__info")
  })

  it("sorts and encodes the query", () => {
    expect(loyaltyCacheKey("history", { size: 10, from: 0, q: "a&b" })).toBe("loyalty__history?from=0&q=a%26b&size=10")
  })

  const query = fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean()))
  test.prop([query])("the same query in any key order is the same key", (entries) => {
    const reversed = Object.fromEntries(Object.entries(entries).reverse())
    expect(loyaltyCacheKey("history", reversed)).toBe(loyaltyCacheKey("history", entries))
  })

  test.prop([query, query])("different queries are different keys", (a, b) => {
    const same = JSON.stringify(Object.entries(a).map(([k, v]) => [k, String(v)]).sort()) ===
      JSON.stringify(Object.entries(b).map(([k, v]) => [k, String(v)]).sort())
    expect(loyaltyCacheKey("history", a) === loyaltyCacheKey("history", b)).toBe(same)
  })
})

describe("cache entries", () => {
  const response = { status: "success" as const, payload: { history: [{ status: 2, note: "kept" }], extra: { deep: true } } }

  it("round-trips a response, keeping fields the spec does not name", () => {
    const entry = Option.getOrThrow(encodeLoyaltyCacheEntry("history", response))
    expect(decodeLoyaltyCacheEntry("history", entry)).toEqual(Option.some(response))
  })

  it("does not encode a response its endpoint's schema refuses, or an endpoint that is not one", () => {
    const refused = { status: "odd" } as unknown as typeof response
    expect(encodeLoyaltyCacheEntry("history", refused)).toEqual(Option.none())
    expect(encodeLoyaltyCacheEntry("points" as "history", response)).toEqual(Option.none())
    expect(decodeLoyaltyCacheEntry("points" as "history", JSON.stringify({ v: 1, response }))).toEqual(Option.none())
  })

  it("treats a missing, unreadable or other-version entry as a miss", () => {
    for (const entry of [null, undefined, "", "{", JSON.stringify({ v: 2, response }), JSON.stringify({ v: 1, response: { status: "odd" } })]) {
      expect(Option.isNone(decodeLoyaltyCacheEntry("history", entry))).toBe(true)
    }
  })

  test.prop([fc.string()])("never throws on arbitrary text", (entry) => {
    expect(() => decodeLoyaltyCacheEntry("info", entry)).not.toThrow()
  })

  it("caches success only", () => {
    expect(isCacheableLoyaltyResponse({ status: "success" })).toBe(true)
    expect(isCacheableLoyaltyResponse({ status: "no_record_found" })).toBe(false)
  })
})

describe("values of the wrong type", () => {
  it("drops query values that are not text, numbers or booleans, and reads a query that is not an object as none", () => {
    expect(loyaltyCacheKey("history", { a: { deep: 1 }, b: [1], c: 2 } as never)).toBe("loyalty__history?c=2")
    expect(loyaltyCacheKey("history", "size=10" as never)).toBe("loyalty__history")
  })
  it("does not cache a response that is not an object", () => {
    expect(isCacheableLoyaltyResponse(null as never)).toBe(false)
  })
  it("leaves a storage without the Web Storage methods alone", () => {
    for (const storage of [null, {}, { length: 2, key: "x", removeItem: () => undefined }, { length: Number.NaN, key: () => "loyalty__a", removeItem: () => undefined }]) {
      expect(() => removeLoyaltyEntries(storage as never)).not.toThrow()
    }
  })
  it("removes only string keys with the prefix", () => {
    const keys: Array<unknown> = ["loyalty__info", 7, null, "other"]
    const removed: Array<string> = []
    removeLoyaltyEntries({ length: keys.length, key: (index) => keys[index] as string | null, removeItem: (key) => void removed.push(key) })
    expect(removed).toEqual(["loyalty__info"])
  })
})

describe("a key from values that cannot become text", () => {
  it("writes a lone surrogate as U+FFFD and an endpoint that is not text by its kind", () => {
    expect(loyaltyCacheKey("history", { q: "a\uD800" })).toBe("loyalty__history?q=a%EF%BF%BD")
    expect(loyaltyCacheKey(JSON.parse('{"toString":[],"valueOf":{}}') as never)).toBe("loyalty__[object Object]")
  })
})

describe("loyaltyQueryEntries: the pairs a call sends", () => {
  it("keeps text, numbers and booleans as text, drops the rest, sorted by name", () => {
    expect(loyaltyQueryEntries({ size: 10, from: 0, active: true, note: "", gone: null, missing: undefined })).toEqual([
      ["active", "true"],
      ["from", "0"],
      ["note", ""],
      ["size", "10"],
    ])
    expect(loyaltyQueryEntries({ list: [1, 2] as never, nested: { a: 1 } as never })).toEqual([])
  })

  it("a query that is no object has no pairs", () => {
    for (const hostile of [undefined, null, "size=10", 10, ["size", "10"]]) expect(loyaltyQueryEntries(hostile as never)).toEqual([])
  })

  test.prop([fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)))])(
    "every sent pair is a field given as text, number or boolean, once, in name order",
    (query) => {
      const entries = loyaltyQueryEntries(query)
      const names = entries.map(([name]) => name)
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
      const byName = (x: readonly [string, string], y: readonly [string, string]) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0)
      const sent = Object.entries(query).flatMap(([name, value]): Array<readonly [string, string]> => (value === null ? [] : [[name, String(value)]]))
      expect(entries).toEqual(sent.sort(byName))
    },
  )
})
