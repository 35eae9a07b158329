import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  decodeSelectedStoreCookie,
  encodeSelectedStoreCookie,
  type SelectedStoreCookie,
} from "../../src/cookies/SelectedStoreCookie.ts"

const jsonCookie = JSON.stringify({
  storeMapItem: { storeID: "10042", storeBrand: "ACF" },
  mapLink: "https://www.google.com/maps/search/?api=1&query=40.05,-82.91",
})

describe("decodeSelectedStoreCookie (platform §3)", () => {
  it("reads a bare id", () => {
    expect(decodeSelectedStoreCookie("10042")).toEqual({ _tag: "Store", storeId: "10042" })
  })

  it("reads the JSON form with storeMapItem and mapLink", () => {
    expect(decodeSelectedStoreCookie(jsonCookie)).toEqual({
      _tag: "Store",
      storeId: "10042",
      storeBrand: "ACF",
      mapLink: "https://www.google.com/maps/search/?api=1&query=40.05,-82.91",
    })
  })

  it("reads the JSON form when it is URI-encoded", () => {
    expect(decodeSelectedStoreCookie(encodeURIComponent(jsonCookie))).toEqual(decodeSelectedStoreCookie(jsonCookie))
  })

  it("reads a numeric storeID and leaves out what the JSON lacks", () => {
    expect(decodeSelectedStoreCookie('{"storeMapItem":{"storeID":10042}}')).toEqual({ _tag: "Store", storeId: "10042" })
  })

  it("reads a JSON string id", () => {
    expect(decodeSelectedStoreCookie('"10042"')).toEqual({ _tag: "Store", storeId: "10042" })
  })

  it("reads the string null as no store nearby", () => {
    expect(decodeSelectedStoreCookie("null")).toEqual({ _tag: "NoStoreNearby" })
  })

  it.each([
    ["{oops"],
    ["10042abc"],
    ["store 10042"],
    ["undefined"],
  ])("ignores %j, which is not valid JSON", (raw) => {
    expect(decodeSelectedStoreCookie(raw)).toBeUndefined()
  })

  it.each([
    ['{"storeID":"10042"}'],
    ['{"storeMapItem":{"storeBrand":"ACF"}}'],
    ['{"storeMapItem":{"storeID":"abc"}}'],
    ['{"storeMapItem":{"storeID":-4}}'],
    ['{"storeMapItem":{"storeID":1.5}}'],
    ['{"storeMapItem":"10042"}'],
    ['{"storeMapItem":[10042]}'],
    ["[10042]"],
    ["true"],
    ["-1"],
    ["1.5"],
    ['""'],
  ])("ignores JSON of another shape: %s", (raw) => {
    expect(decodeSelectedStoreCookie(raw)).toBeUndefined()
  })

  it("ignores a brand or map link that is not a string", () => {
    expect(decodeSelectedStoreCookie('{"storeMapItem":{"storeID":"1","storeBrand":5},"mapLink":{}}')).toEqual({
      _tag: "Store",
      storeId: "1",
    })
  })

  it.each([undefined, null, "", "   "])("is undefined when absent (%j)", (raw) => {
    expect(decodeSelectedStoreCookie(raw)).toBeUndefined()
  })

  test.prop([fc.string()])("never throws on any string", (raw) => {
    const cookie = decodeSelectedStoreCookie(raw)
    if (cookie?._tag === "Store") expect(cookie.storeId).toMatch(/^\d+$/)
  })

  test.prop([fc.string({ unit: "binary" })])("never throws on any UTF-16 text", (raw) => {
    const cookie = decodeSelectedStoreCookie(raw)
    expect(cookie === undefined || cookie._tag === "Store" || cookie._tag === "NoStoreNearby").toBe(true)
  })

  test.prop([fc.json()])("never throws on any JSON, encoded or not", (raw) => {
    expect(() => decodeSelectedStoreCookie(raw)).not.toThrow()
    expect(() => decodeSelectedStoreCookie(encodeURIComponent(raw))).not.toThrow()
  })
})

describe("encodeSelectedStoreCookie", () => {
  it("writes the string null for no store nearby", () => {
    expect(encodeSelectedStoreCookie({ _tag: "NoStoreNearby" })).toBe("null")
  })

  it("writes a bare id when there is nothing else", () => {
    expect(encodeSelectedStoreCookie({ _tag: "Store", storeId: "10042" })).toBe("10042")
  })

  it("writes URI-encoded JSON with storeMapItem and mapLink otherwise", () => {
    const encoded = encodeSelectedStoreCookie({ _tag: "Store", storeId: "10042", storeBrand: "acf", mapLink: "https://m.example/?q=1,2" })
    expect(encoded).not.toMatch(/[;,\s"]/)
    expect(JSON.parse(decodeURIComponent(encoded))).toEqual({
      storeMapItem: { storeID: "10042", storeBrand: "acf" },
      mapLink: "https://m.example/?q=1,2",
    })
  })

  it("round-trips a store id with a leading zero", () => {
    const cookie: SelectedStoreCookie = { _tag: "Store", storeId: "01234" }
    expect(decodeSelectedStoreCookie(encodeSelectedStoreCookie(cookie))).toEqual(cookie)
  })

  it("round-trips a store id longer than a safe integer", () => {
    const cookie: SelectedStoreCookie = { _tag: "Store", storeId: "90071992547409931" }
    expect(decodeSelectedStoreCookie(encodeSelectedStoreCookie(cookie))).toEqual(cookie)
  })

  // A real store number (PhysicalStore.storeNumber, StoreOnLoad storeId) is a string of
  // digits; nothing in the spec says it cannot start with 0.
  const storeId = fc.stringMatching(/^\d{1,12}$/)
  const text = fc.option(fc.string({ unit: "grapheme", maxLength: 40 }), { nil: undefined, freq: 2 })

  test.prop([storeId, text, text], { numRuns: 500 })("decode(encode(cookie)) gives the cookie back", (id, storeBrand, mapLink) => {
    const cookie: SelectedStoreCookie = {
      _tag: "Store",
      storeId: id,
      ...(storeBrand === undefined ? {} : { storeBrand }),
      ...(mapLink === undefined ? {} : { mapLink }),
    }
    const encoded = encodeSelectedStoreCookie(cookie)
    expect(encoded).not.toMatch(/[;,\s]/)
    expect(decodeSelectedStoreCookie(encoded)).toEqual(cookie)
  })

  test.prop([storeId])("a bare store id round-trips", (id) => {
    const cookie: SelectedStoreCookie = { _tag: "Store", storeId: id }
    expect(decodeSelectedStoreCookie(encodeSelectedStoreCookie(cookie))).toEqual(cookie)
  })

  test.prop([fc.integer({ min: 1, max: 999_999_999_999 }).map(String), text, text])(
    "round-trips store ids without a leading zero",
    (id, storeBrand, mapLink) => {
      const cookie: SelectedStoreCookie = {
        _tag: "Store",
        storeId: id,
        ...(storeBrand === undefined ? {} : { storeBrand }),
        ...(mapLink === undefined ? {} : { mapLink }),
      }
      expect(decodeSelectedStoreCookie(encodeSelectedStoreCookie(cookie))).toEqual(cookie)
    },
  )

  it("round-trips no store nearby", () => {
    expect(decodeSelectedStoreCookie(encodeSelectedStoreCookie({ _tag: "NoStoreNearby" }))).toEqual({ _tag: "NoStoreNearby" })
  })
})

describe("encodeSelectedStoreCookie: a value that is not a cookie", () => {
  it.each([undefined, null, {}, { _tag: "Store" }, { _tag: "Store", storeId: 10042 }, { _tag: "Other", storeId: "1" }])(
    "encodes %j as the empty value, which reads back as no cookie",
    (value) => {
      const encoded = encodeSelectedStoreCookie(value as unknown as SelectedStoreCookie)
      expect(encoded).toBe("")
      expect(decodeSelectedStoreCookie(encoded)).toBeUndefined()
    },
  )
  it("leaves out a brand or map link that is not text", () => {
    expect(encodeSelectedStoreCookie({ _tag: "Store", storeId: "10042", storeBrand: 5, mapLink: null } as unknown as SelectedStoreCookie)).toBe("10042")
  })
})
