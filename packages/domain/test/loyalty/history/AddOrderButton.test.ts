import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import { addOrderMessages, type AddOrderButtonState, runAddOrderButton } from "../../../src/loyalty/history/AddOrder.ts"

const harness = <E>(call: Effect.Effect<string, E>) =>
  Effect.gen(function*() {
    const states: Array<AddOrderButtonState> = []
    const fiber = yield* Effect.forkChild(runAddOrderButton(call, (state) => Effect.sync(() => void states.push(state))))
    yield* Effect.yieldNow
    return { states, fiber }
  })

describe("runAddOrderButton (loyalty §4, §9)", () => {
  it.effect("a quick success shows processing for 3 s, success for 4 s, then initial", () =>
    Effect.gen(function*() {
      const { states, fiber } = yield* harness(Effect.succeed("LoyaltyAdded"))
      expect(states).toEqual(["processing"])
      yield* TestClock.adjust(2999)
      expect(states).toEqual(["processing"])
      yield* TestClock.adjust(1)
      expect(states).toEqual(["processing", "success"])
      yield* TestClock.adjust(3999)
      expect(states).toEqual(["processing", "success"])
      yield* TestClock.adjust(1)
      expect(states).toEqual(["processing", "success", "initial"])
      expect((yield* Fiber.join(fiber)).message).toBe(addOrderMessages.success)
    }))

  it.effect("a call that took longer than 3 s shows its result 10 ms after it answered", () =>
    Effect.gen(function*() {
      const { states, fiber } = yield* harness(Effect.sleep(5000).pipe(Effect.as("LoyaltyAdded")))
      yield* TestClock.adjust(5000)
      expect(states).toEqual(["processing"])
      yield* TestClock.adjust(9)
      expect(states).toEqual(["processing"])
      yield* TestClock.adjust(1)
      expect(states).toEqual(["processing", "success"])
      yield* TestClock.adjust(4000)
      yield* Fiber.join(fiber)
    }))

  it.effect("a non-success status or a failed call goes back to initial after the delay, no success", () =>
    Effect.gen(function*() {
      const known = yield* harness(Effect.succeed("LoyaltyAlreadyAdded"))
      const failed = yield* harness(Effect.fail("boom"))
      yield* TestClock.adjust(3000)
      expect(known.states).toEqual(["processing", "initial"])
      expect(failed.states).toEqual(["processing", "initial"])
      expect((yield* Fiber.join(known.fiber)).key).toBe("already-added")
      expect((yield* Fiber.join(failed.fiber)).key).toBe("error")
    }))
})
