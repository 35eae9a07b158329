import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { isMemberId, memberIdPattern } from "../../src/loyalty/LoyaltyMemberId.ts"

describe("isMemberId", () => {
  it("takes 1 to 20 digits and nothing else", () => {
    expect(isMemberId("5002")).toBe(true)
    expect(isMemberId("1".repeat(20))).toBe(true)
    expect(isMemberId("1".repeat(21))).toBe(false)
    expect(isMemberId("")).toBe(false)
    expect(isMemberId("50 02")).toBe(false)
    expect(isMemberId("abc")).toBe(false)
    expect(isMemberId(5002)).toBe(false)
  })

  test.prop([fc.string()])("agrees with memberIdPattern", (text) => {
    expect(isMemberId(text)).toBe(memberIdPattern.test(text))
  })
})
