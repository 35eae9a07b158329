import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { InvalidParams } from "../../src/errors/ServiceError.ts"
import { invalidStoreIdMessage, parseStoreId } from "../../src/stores/StoreId.ts"

describe("parseStoreId (platform §5 'By id')", () => {
  it.each([
    [10042, 10042],
    [0, 0],
    ["10042", 10042],
    [" 10042 ", 10042],
    ["007", 7],
  ] as const)("accepts %j as %d", (input, id) => {
    expect(Result.getOrThrow(parseStoreId(input))).toBe(id)
  })

  it.each([
    ["12abc"],
    [""],
    ["   "],
    ["-1"],
    [-1],
    [1.5],
    ["1.5"],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
    [{ storeId: 1 }],
    ["0x1F"],
    ["1e3"],
    ["12345678901234567890"],
    [2 ** 53],
  ])("rejects %j as invalid params (reason 3)", (input) => {
    const result = parseStoreId(input)
    if (Result.isSuccess(result)) throw new Error(`expected a rejection, got ${result.success}`)
    expect(result.failure).toBeInstanceOf(InvalidParams)
    expect(result.failure.reason).toBe(3)
    expect(result.failure.message).toBe(invalidStoreIdMessage)
    expect(result.failure.field).toBe("storeId")
  })

  test.prop([fc.anything()])("never throws, and a success is a non-negative safe integer", (input) => {
    const result = parseStoreId(input)
    if (Result.isSuccess(result)) {
      expect(Number.isSafeInteger(result.success)).toBe(true)
      expect(result.success).toBeGreaterThanOrEqual(0)
    }
  })

  test.prop([fc.oneof(fc.string(), fc.stringMatching(/^\s?\d{1,16}\s?$/))])(
    "a string is accepted exactly when it is digits with optional surrounding spaces",
    (input) => {
      expect(Result.isSuccess(parseStoreId(input))).toBe(/^\d{1,15}$/.test(input.trim()))
    },
  )

  test.prop([fc.integer({ min: 0, max: 999_999_999_999_999 })])("a whole number and its digits parse to the same id", (id) => {
    expect(Result.getOrThrow(parseStoreId(id))).toBe(id)
    expect(Result.getOrThrow(parseStoreId(String(id)))).toBe(id)
    expect(Result.getOrThrow(parseStoreId(` ${id}\t`))).toBe(id)
  })
})
