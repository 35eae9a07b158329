import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import { cancelAttempts, orderTimings, withCancelAttempts } from "../../../src/orders/details/OrderTimings.ts"

describe("orderTimings (orders-returns-help §4, §9)", () => {
  it("has the spec's numbers", () => {
    expect(orderTimings).toEqual({
      cancelSuccessModalCloseMs: 1000,
      cancelResetAfterFailureMs: 3000,
      cancelReturnProcessingDelayMs: 800,
      reservationSuccessTextMs: 2000,
      reservationReloadMs: 3000,
      returnSubmitResetAfterFailureMs: 3000,
      exchangeSaveDelayMs: 1000,
      featureSwitchWaitMs: 2000,
      cancelAttemptSpacingMs: 1000,
    })
    expect(cancelAttempts).toBe(3)
  })
})

const counted = (failures: number) => {
  let calls = 0
  const call = Effect.suspend(() => {
    calls += 1
    return calls <= failures ? Effect.fail(`attempt ${calls}`) : Effect.succeed({ status: "Success" })
  })
  return { call, calls: () => calls }
}

describe("withCancelAttempts (§7: up to 3 attempts, 1 s apart)", () => {
  it.effect("succeeds at once without waiting", () =>
    Effect.gen(function*() {
      const attempt = counted(0)
      expect(yield* withCancelAttempts(attempt.call)).toEqual({ status: "Success" })
      expect(attempt.calls()).toBe(1)
    }))

  it.effect("tries again 1 s after a failure, and succeeds on the third attempt", () =>
    Effect.gen(function*() {
      const attempt = counted(2)
      const fiber = yield* Effect.forkChild(withCancelAttempts(attempt.call))
      yield* TestClock.adjust(999)
      expect(attempt.calls()).toBe(1)
      yield* TestClock.adjust(1)
      expect(attempt.calls()).toBe(2)
      yield* TestClock.adjust(1000)
      expect(yield* Fiber.join(fiber)).toEqual({ status: "Success" })
      expect(attempt.calls()).toBe(3)
    }))

  it.effect("fails with the last failure after three attempts", () =>
    Effect.gen(function*() {
      const attempt = counted(5)
      const fiber = yield* Effect.forkChild(Effect.flip(withCancelAttempts(attempt.call)))
      yield* TestClock.adjust(5000)
      expect(yield* Fiber.join(fiber)).toBe("attempt 3")
      expect(attempt.calls()).toBe(3)
    }))
})
