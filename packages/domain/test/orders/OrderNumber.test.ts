import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { InvalidParams } from "../../src/errors/ServiceError.ts"
import { parseOrderNumber } from "../../src/loyalty/history/AddOrder.ts"
import { invalidOrderNumberMessage, orderNumberLimits, validateOrderNumber } from "../../src/orders/OrderNumber.ts"

const refusal = (input: unknown): InvalidParams => {
  const result = validateOrderNumber(input)
  if (Result.isSuccess(result)) throw new Error(`expected a refusal, got ${result.success}`)
  return result.failure
}

describe("validateOrderNumber (orders §5 digits only, loyalty §9 length 11-24)", () => {
  it("accepts 11 and 24 digits, refuses 10 and 25", () => {
    expect(validateOrderNumber("1".repeat(11))).toEqual(Result.succeed("1".repeat(11)))
    expect(validateOrderNumber("9".repeat(24))).toEqual(Result.succeed("9".repeat(24)))
    expect(Result.isFailure(validateOrderNumber("1".repeat(10)))).toBe(true)
    expect(Result.isFailure(validateOrderNumber("1".repeat(25)))).toBe(true)
    expect(orderNumberLimits).toEqual({ min: 11, max: 24 })
  })

  it("trims surrounding spaces", () => {
    expect(validateOrderNumber("  10000001001\n")).toEqual(Result.succeed("10000001001"))
  })

  it("accepts a safe whole number of 11 or more digits", () => {
    expect(validateOrderNumber(10000001001)).toEqual(Result.succeed("10000001001"))
    expect(Result.isFailure(validateOrderNumber(1234))).toBe(true)
    expect(Result.isFailure(validateOrderNumber(12345678901.5))).toBe(true)
    expect(Result.isFailure(validateOrderNumber(-12345678901))).toBe(true)
  })

  it.each(["abc", "123", "", "   ", "1000000100a", "10000-001001", "1000 0001001", "a/b/c/d/e/f/g", "１２３４５６７８９０１", "0x1234567890"])(
    "refuses %j with the order-number message (reason 3, field orderNumber)",
    (input) => {
      const error = refusal(input)
      expect(error).toBeInstanceOf(InvalidParams)
      expect(error.message).toBe(invalidOrderNumberMessage)
      expect(error.message).toBe("An order number is 11 to 24 digits")
      expect(error.field).toBe("orderNumber")
      expect(error.reason).toBe(3)
    },
  )

  it.each([undefined, null, {}, ["10000001001"], true])("refuses the non-string %j", (input) => {
    expect(refusal(input).message).toBe(invalidOrderNumberMessage)
  })

  test.prop([fc.anything()])("never throws; a success is 11 to 24 ASCII digits", (input) => {
    const result = validateOrderNumber(input)
    if (Result.isSuccess(result)) expect(result.success).toMatch(/^[0-9]{11,24}$/)
    else expect(result.failure.message).toBe(invalidOrderNumberMessage)
  })

  test.prop([fc.stringMatching(/^[0-9]{11,24}$/), fc.stringMatching(/^\s{0,3}$/), fc.stringMatching(/^\s{0,3}$/)])(
    "accepts every 11 to 24 digit string, with any surrounding spaces, unchanged but trimmed",
    (digits, before, after) => {
      expect(validateOrderNumber(`${before}${digits}${after}`)).toEqual(Result.succeed(digits))
    },
  )

  test.prop([fc.string().filter((text) => /[^0-9]/.test(text.trim()))])("refuses any text with a non-digit inside", (text) => {
    expect(Result.isFailure(validateOrderNumber(text))).toBe(true)
  })

  test.prop([fc.stringMatching(/^[0-9]{1,30}$/)])("agrees with the points form's length rule on digit strings", (digits) => {
    expect(Result.isSuccess(validateOrderNumber(digits))).toBe(Result.isSuccess(parseOrderNumber(digits)))
  })
})
