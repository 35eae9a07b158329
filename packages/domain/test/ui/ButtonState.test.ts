import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import { type ButtonState, buttonTimings, runStatefulButton } from "../../src/ui/ButtonState.ts"

const recorder = () => {
  const states: Array<ButtonState> = []
  return { states, onState: (state: ButtonState) => Effect.sync(() => void states.push(state)) }
}

describe("runStatefulButton (platform §4, §9)", () => {
  it("uses the spec's timings", () => {
    expect(buttonTimings).toEqual({ processingMinimumMs: 1500, successDisplayMs: 1000, resetAfterFailureMs: 3000 })
  })

  it.effect("holds processing for at least 1.5 s when the action is quicker, then shows success for 1 s", () =>
    Effect.gen(function*() {
      const { states, onState } = recorder()
      const fiber = yield* Effect.forkChild(runStatefulButton(Effect.succeed("saved"), onState))
      yield* TestClock.adjust(1499)
      expect(states).toEqual(["processing"])
      yield* TestClock.adjust(1)
      expect(states).toEqual(["processing", "success"])
      yield* TestClock.adjust(999)
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust(1)
      const exit = yield* Fiber.join(fiber)
      expect(exit).toEqual(Exit.succeed("saved"))
    }))

  it.effect("waits for a slow action beyond the minimum", () =>
    Effect.gen(function*() {
      const { states, onState } = recorder()
      yield* Effect.forkChild(runStatefulButton(Effect.as(Effect.sleep(2500), 1), onState))
      yield* TestClock.adjust(2000)
      expect(states).toEqual(["processing"])
      yield* TestClock.adjust(500)
      expect(states).toEqual(["processing", "success"])
    }))

  it.effect("fails after the minimum, goes back to initial 3 s later and returns the failure", () =>
    Effect.gen(function*() {
      const { states, onState } = recorder()
      const fiber = yield* Effect.forkChild(runStatefulButton(Effect.fail("nope"), onState))
      yield* TestClock.adjust(1500)
      expect(states).toEqual(["processing", "failed"])
      yield* TestClock.adjust(2999)
      expect(states).toEqual(["processing", "failed"])
      yield* TestClock.adjust(1)
      expect(states).toEqual(["processing", "failed", "initial"])
      const exit = yield* Fiber.join(fiber)
      expect(Exit.isFailure(exit)).toBe(true)
    }))
})
