/**
 * The loyalty retries stop at their limit, and they never wait: under the TestClock the
 * whole retry run ends with the clock where it started, so a token failure can hold a
 * page no longer than its calls take (each bounded by the clients' time-out).
 */
import { describe, expect, it } from "@effect/vitest"
import * as Clock from "effect/Clock"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as fc from "fast-check"
import { loyaltyRetrySchedule } from "../../src/loyalty/LoyaltyFailure.ts"

describe("loyaltyRetrySchedule under the TestClock", () => {
  it.effect("for any given count n, a token failure is tried 1 + n times and no time passes", () =>
    Effect.gen(function*() {
      const samples = fc.sample(fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constant(undefined)), { numRuns: 40, seed: 20 })
      for (const retries of samples) {
        let calls = 0
        const failing = Effect.suspend(() => {
          calls += 1
          return Effect.fail({ reason: 21 })
        })
        const before = yield* Clock.currentTimeMillis
        // forked and never given any time: it must end on its own
        const fiber = yield* Effect.forkChild(Effect.flip(Effect.retry(failing, loyaltyRetrySchedule(retries))))
        const error = yield* Fiber.join(fiber)
        expect(error.reason).toBe(21)
        expect(calls).toBe(1 + (retries ?? 3))
        expect(yield* Clock.currentTimeMillis).toBe(before)
      }
    }))
})
