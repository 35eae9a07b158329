import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  fieldsOf,
  finiteOf,
  isRecord,
  listOf,
  numberOf,
  recordsOf,
  shownAs,
  stringOf,
  stringsOf,
  textOf,
  uriComponentOf,
} from "../../src/site/OutsideData.ts"

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
