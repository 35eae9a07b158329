import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { AjaxFailed, InvalidParams } from "../../src/errors/ServiceError.ts"
import {
  isRepudiationFailure,
  loyaltyFailure,
  loyaltyReasonFor,
  loyaltyRetriesFor,
  loyaltyRetrySchedule,
  TokenExpired,
  TokenInvalid,
} from "../../src/loyalty/LoyaltyFailure.ts"
import { GenericUser } from "../../src/session/Permissions.ts"

describe("errorKey → reason (platform §8)", () => {
  const rows = [
    ["TOKEN_EXPIRED", 21, TokenExpired],
    ["TOKEN_INVALID", 22, TokenInvalid],
    ["INVALID_PARAMS", 3, InvalidParams],
    ["GENERIC_USER", 4, GenericUser],
    ["CROSSBORDER_USER", 2, AjaxFailed],
    ["token_expired", 2, AjaxFailed],
    ["toString", 2, AjaxFailed],
    [undefined, 2, AjaxFailed],
  ] as const
  for (const [errorKey, reason, ErrorClass] of rows) {
    it(`${String(errorKey)} → ${reason} (${ErrorClass.name})`, () => {
      expect(loyaltyReasonFor(errorKey)).toBe(reason)
      const error = loyaltyFailure(errorKey === undefined ? undefined : { errorKey, errorMessage: "m" }, 400)
      expect(error).toBeInstanceOf(ErrorClass)
      expect(error.reason).toBe(reason)
    })
  }

  it("keeps the entry's message and key, and says 'service unavailable' without one", () => {
    const failed = loyaltyFailure({ errorKey: "CROSSBORDER_USER", errorCode: 7, errorMessage: "cross" }, 400)
    expect(failed).toMatchObject({ message: "cross", errorKey: "CROSSBORDER_USER", errorCode: "7", status: 400 })
    expect(loyaltyFailure(undefined).message).toBe("service unavailable")
  })
})

describe("retry rule (platform §8, §9)", () => {
  it("reason 20 is never retried, 21 and 22 get 3 without a count", () => {
    expect(loyaltyRetriesFor(20, undefined)).toBe(0)
    expect(loyaltyRetriesFor(2, 5)).toBe(0)
    expect(loyaltyRetriesFor(21, undefined)).toBe(3)
    expect(loyaltyRetriesFor(22, undefined)).toBe(3)
  })

  it("a given count is respected (0, 1, 5), and a broken one is sane", () => {
    expect(loyaltyRetriesFor(21, 0)).toBe(0)
    expect(loyaltyRetriesFor(21, 1)).toBe(1)
    expect(loyaltyRetriesFor(21, 5)).toBe(5)
    expect(loyaltyRetriesFor(21, -2)).toBe(0)
    expect(loyaltyRetriesFor(21, Number.NaN)).toBe(3)
  })

  const attempts = (reason: number, retries: number | undefined) => {
    let calls = 0
    const failing = Effect.suspend(() => {
      calls += 1
      return Effect.fail({ reason })
    })
    return Effect.retry(failing, loyaltyRetrySchedule(retries)).pipe(Effect.flip, Effect.map(() => calls))
  }

  it.effect("the schedule makes 1 + 3 calls for reason 21, 1 for reason 20, 1 + n for a given n", () =>
    Effect.gen(function*() {
      expect(yield* attempts(21, undefined)).toBe(4)
      expect(yield* attempts(22, undefined)).toBe(4)
      expect(yield* attempts(20, undefined)).toBe(1)
      expect(yield* attempts(21, 1)).toBe(2)
      expect(yield* attempts(21, 0)).toBe(1)
    }))

  it.effect("stops retrying when the failure turns into a reason of 20 or below", () =>
    Effect.gen(function*() {
      let calls = 0
      const failing = Effect.suspend(() => {
        calls += 1
        return Effect.fail({ reason: calls === 1 ? 21 : 2 })
      })
      const error = yield* Effect.flip(Effect.retry(failing, loyaltyRetrySchedule(undefined)))
      expect(error.reason).toBe(2)
      expect(calls).toBe(2)
    }))
})

describe("repudiation (platform §8)", () => {
  it("is CROSSBORDER_USER only", () => {
    expect(isRepudiationFailure(loyaltyFailure({ errorKey: "CROSSBORDER_USER" }))).toBe(true)
    expect(isRepudiationFailure(loyaltyFailure({ errorKey: "TOKEN_EXPIRED" }))).toBe(false)
    expect(isRepudiationFailure(new AjaxFailed({ message: "x" }))).toBe(false)
    expect(isRepudiationFailure(undefined)).toBe(false)
  })
})

describe("values of the wrong type (never a TypeError)", () => {
  it("reads an entry that is not an object as no entry, and fields of the wrong type as absent", () => {
    expect(loyaltyFailure(null as never)).toEqual(new AjaxFailed({ message: "service unavailable", status: undefined }))
    const failure = loyaltyFailure({ errorKey: 21, errorMessage: { text: "x" }, errorCode: [1] } as never, "500" as never, {
      method: 1,
      url: "https://x.test/a",
      cause: "boom",
    } as never)
    expect(failure).toEqual(new AjaxFailed({ message: "service unavailable", status: undefined, url: "https://x.test/a" }))
  })
  it("keeps a numeric error code as text", () => {
    const failure = loyaltyFailure({ errorKey: "OTHER", errorCode: 42 } as never)
    expect(failure._tag === "AjaxFailed" && failure.errorCode).toBe("42")
  })
  it("gives no retries to a reason that is not a number above 20, and 3 to a count that is not a number", () => {
    for (const reason of [Number.NaN, "21", null]) expect(loyaltyRetriesFor(reason as never, 2)).toBe(0)
    expect(loyaltyRetriesFor(21, "2" as never)).toBe(3)
  })
})

describe("an error key that cannot become text", () => {
  it("maps to 2, never throwing", () => {
    expect(loyaltyReasonFor(JSON.parse('{"toString":[],"valueOf":{}}') as never)).toBe(2)
  })
})
