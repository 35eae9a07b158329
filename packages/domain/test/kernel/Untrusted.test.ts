import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  codeOf,
  countOf,
  fieldsOf,
  finiteOf,
  isRecord,
  listOf,
  memberOf,
  numberOf,
  pathSegmentOf,
  recordsOf,
  rootOf,
  shownAs,
  stringOf,
  stringsOf,
  textMemberOf,
  textOf,
  trimmedOf,
  uriComponentOf,
} from "../../src/kernel/Untrusted.ts"

describe("the readers of outside data", () => {
  it("read a value of their type as itself", () => {
    const record = { a: 1 }
    const list = [record, "x", null]
    expect(fieldsOf(record)).toBe(record)
    expect(stringOf("x")).toBe("x")
    expect(textOf("x")).toBe("x")
    expect(finiteOf(-2.5)).toBe(-2.5)
    expect(listOf(list)).toBe(list)
    expect(recordsOf(list)).toEqual([record])
    expect(stringsOf(list)).toEqual(["x"])
  })

  it("read a value of another type as absent", () => {
    for (const value of [null, undefined, [], 0, "x", true]) expect(fieldsOf(value)).toEqual({})
    expect(isRecord([])).toBe(false)
    expect(isRecord(null)).toBe(false)
    expect(stringOf(1)).toBeUndefined()
    expect(textOf(null)).toBe("")
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, "1", null]) expect(finiteOf(value)).toBeUndefined()
    expect(listOf({ length: 1, 0: "a" })).toEqual([])
    expect(recordsOf("abc")).toEqual([])
    expect(stringsOf(undefined)).toEqual([])
  })

  it("encode a lone surrogate as U+FFFD where encodeURIComponent throws, and a non-string as nothing", () => {
    expect(() => encodeURIComponent("a\uD800")).toThrow(URIError)
    expect(uriComponentOf("a\uD800")).toBe("a%EF%BF%BD")
    expect(uriComponentOf("a b/c")).toBe("a%20b%2Fc")
    expect(uriComponentOf(42)).toBe("")
  })

  test.prop([fc.anything()])("always answer their type", (value) => {
    expect(typeof fieldsOf(value)).toBe("object")
    expect(["string", "undefined"]).toContain(typeof stringOf(value))
    expect(typeof textOf(value)).toBe("string")
    expect(Array.isArray(listOf(value))).toBe(true)
    expect(recordsOf(value).every(isRecord)).toBe(true)
    expect(stringsOf(value).every((entry) => typeof entry === "string")).toBe(true)
    expect(typeof uriComponentOf(value)).toBe("string")
  })
})

describe("numberOf and shownAs", () => {
  const cannotBeText = JSON.parse('{"toString":[],"valueOf":{}}')
  it("read a number as itself and anything else as NaN", () => {
    expect(numberOf(-0.5)).toBe(-0.5)
    for (const value of ["1", null, undefined, cannotBeText]) expect(numberOf(value)).toBeNaN()
  })
  it("show a value as String would, an object by its kind, never throwing", () => {
    expect(shownAs("a")).toBe("a")
    expect(shownAs(5)).toBe("5")
    expect(shownAs(undefined)).toBe("undefined")
    expect(shownAs(cannotBeText)).toBe("[object Object]")
    expect(shownAs([cannotBeText])).toBe("[object Array]")
  })
})

describe("memberOf and textMemberOf", () => {
  it("read an own member, never an inherited one", () => {
    expect(memberOf({ status: "PAID" }, "status")).toBe("PAID")
    expect(memberOf({}, "toString")).toBeUndefined()
    expect(memberOf({}, "constructor")).toBeUndefined()
    expect(memberOf(Object.create({ status: "PAID" }), "status")).toBeUndefined()
    expect(memberOf(JSON.parse('{"__proto__":{"a":1}}'), "__proto__")).toEqual({ a: 1 })
  })
  it("read no member of a value that is not an object", () => {
    for (const value of [null, undefined, "status", 1, ["PAID"]]) expect(memberOf(value, "status")).toBeUndefined()
  })
  it("never call a getter, and read a proxy whose traps throw as absent", () => {
    let called = false
    const withGetter = Object.defineProperty({}, "status", { get: () => (called = true), enumerable: true })
    expect(memberOf(withGetter, "status")).toBeUndefined()
    expect(called).toBe(false)
    const hostile = new Proxy({}, { getOwnPropertyDescriptor: () => { throw new Error("trap") } })
    expect(memberOf(hostile, "status")).toBeUndefined()
  })
  it("textMemberOf: an own string member, else the empty string", () => {
    expect(textMemberOf({ apiRoot: "https://x.test" }, "apiRoot")).toBe("https://x.test")
    expect(textMemberOf({ apiRoot: 5 }, "apiRoot")).toBe("")
    expect(textMemberOf(null, "apiRoot")).toBe("")
  })
})

describe("codeOf and countOf", () => {
  it("codeOf: text trimmed and in upper case, anything else empty", () => {
    expect(codeOf(" paid ")).toBe("PAID")
    for (const value of [null, 5, { toString: () => "PAID" }]) expect(codeOf(value)).toBe("")
  })
  it.each([
    [3, 3],
    [2.9, 2],
    [0, 0],
    [-1, 7],
    [Number.NaN, 7],
    [Number.POSITIVE_INFINITY, 7],
    ["3", 7],
    [null, 7],
  ])("countOf(%j, 7) is %j", (value, count) => {
    expect(countOf(value, 7)).toBe(count)
  })
})

describe("pathSegmentOf", () => {
  it("encodes an id as one segment, trimmed", () => {
    expect(pathSegmentOf(" cn store ")).toBe("cn%20store")
    expect(pathSegmentOf("a/b?c")).toBe("a%2Fb%3Fc")
    expect(pathSegmentOf("...")).toBe("...")
  })
  it.each(["", "  ", ".", "..", "%2e", "%2E%2e", " .. ", "\uD800", "a\uDC00", 7, null, {}])("refuses %j: not text, no segment, another one, or cut in half", (value) => {
    expect(pathSegmentOf(value)).toBeUndefined()
  })
  test.prop([fc.anything()])("never throws, and answers an encoded segment or nothing", (value) => {
    const segment = pathSegmentOf(value)
    if (segment !== undefined) expect(decodeURIComponent(segment)).toBe(textOf(value).trim())
  })
})

describe("trimmedOf and rootOf", () => {
  it("trimmedOf: text trimmed, blank text and anything else absent", () => {
    expect(trimmedOf(" a b ")).toBe("a b")
    for (const value of ["", " \t\n", null, 5, ["a"]]) expect(trimmedOf(value)).toBeUndefined()
  })
  it("rootOf: text trimmed without its trailing slashes, anything else empty", () => {
    expect(rootOf(" https://x.test/api// ")).toBe("https://x.test/api")
    expect(rootOf("https://x.test")).toBe("https://x.test")
    expect(rootOf("/")).toBe("")
    expect(rootOf(JSON.parse('{"toString":[],"valueOf":{}}'))).toBe("")
  })
})
