import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { cancelReasonCode, cancelReasons, cancelReasonShownLength, unknownCancelReasonMessage } from "../../../src/orders/details/CancelReason.ts"
import { reservationCancelCode } from "../../../src/orders/details/CancelRequest.ts"

const codes = [...cancelReasons.map((reason) => reason.code), reservationCancelCode]

describe("cancelReasonCode: only the codes the order page offers, and CANCEL", () => {
  test.prop([fc.constantFrom(...codes), fc.constantFrom("", " ", "\t"), fc.constantFrom("", " ", "\n"), fc.boolean()])(
    "every code is taken trimmed and in any case, as the code",
    (code, before, after, lower) => {
      expect(cancelReasonCode(`${before}${lower ? code.toLowerCase() : code}${after}`)).toEqual(Result.succeed(code))
    },
  )

  test.prop([fc.oneof(fc.string(), fc.string({ minLength: 1000, maxLength: 5000 }), fc.anything())])(
    "anything else is InvalidParams naming every code, and repeats at most the first 40 characters",
    (value) => {
      fc.pre(!(typeof value === "string" && codes.includes(value.trim().toUpperCase())))
      const checked = cancelReasonCode(value)
      expect(Result.isFailure(checked)).toBe(true)
      if (Result.isSuccess(checked)) return
      expect(checked.failure.field).toBe("changeReasonCode")
      for (const code of codes) expect(checked.failure.message).toContain(code)
      const fixedPart = unknownCancelReasonMessage("").length
      expect([...checked.failure.message].length).toBeLessThanOrEqual(fixedPart + cancelReasonShownLength + 1)
    },
  )

  it("a 100 KB reason is refused with a short message", () => {
    const checked = cancelReasonCode("R".repeat(100 * 1024))
    expect(Result.isFailure(checked) && checked.failure.message).toBe(
      `Unknown cancel reason '${"R".repeat(40)}…': use one of ORDERED_BY_MISTAKE, WRONG_SIZE_OR_COLOUR, DELIVERY_TOO_SLOW, FOUND_ELSEWHERE, CHANGED_MIND, or CANCEL for a reservation`,
    )
  })
})
