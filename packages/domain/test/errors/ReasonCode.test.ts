import { describe, expect, it } from "vitest"
import { isTokenReason, ReasonCode } from "../../src/errors/ReasonCode.ts"

describe("ReasonCode (platform §8)", () => {
  it.each([
    ["AjaxOk", 1],
    ["AjaxFailed", 2],
    ["InvalidParams", 3],
    ["GenericUser", 4],
    ["MaxRetries", 5],
    ["TokenSupplied", 6],
    ["TokenExpired", 21],
    ["TokenInvalid", 22],
  ] as const)("%s is %d", (name, code) => {
    expect(ReasonCode[name]).toBe(code)
  })

  it("has exactly the eight codes of the spec", () => {
    expect(Object.values(ReasonCode).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 21, 22])
  })
})

describe("isTokenReason (platform §8: above 20 is retried with force)", () => {
  it.each([
    [1, false],
    [2, false],
    [3, false],
    [4, false],
    [5, false],
    [6, false],
    [21, true],
    [22, true],
  ] as const)("%d → %s", (code, isToken) => {
    expect(isTokenReason(code)).toBe(isToken)
  })
})

describe("isTokenReason: a reason that is not a number", () => {
  it("is no token reason (an object that cannot become a number included)", () => {
    expect(isTokenReason("21" as never)).toBe(false)
    expect(isTokenReason(JSON.parse('{"toString":[],"valueOf":{}}') as never)).toBe(false)
  })
})
