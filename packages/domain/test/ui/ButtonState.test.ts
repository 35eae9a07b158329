import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import { type CopyState, runCopyButton } from "../../src/loyalty/rewards/CopyButton.ts"
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

describe("runCopyButton (loyalty-payments §4, §9): processing, the result at 2 s, initial at 4 s", () => {
  const copyRecorder = () => {
    const states: Array<CopyState> = []
    return { states, onState: (state: CopyState) => Effect.sync(() => void states.push(state)) }
  }

  it.effect("a copy that works: success from 2 s to 4 s", () =>
    Effect.gen(function*() {
      const { states, onState } = copyRecorder()
      const fiber = yield* Effect.forkChild(runCopyButton(Effect.succeed(true), onState))
      yield* Effect.yieldNow
      expect(states).toEqual(["processing"])
      yield* TestClock.adjust(1999)
      expect(states).toEqual(["processing"])
      yield* TestClock.adjust(1)
      expect(states).toEqual(["processing", "success"])
      yield* TestClock.adjust(1999)
      expect(states).toEqual(["processing", "success"])
      yield* TestClock.adjust(1)
      expect(states).toEqual(["processing", "success", "initial"])
      expect(yield* Fiber.join(fiber)).toBe(true)
    }))

  it.effect("a copy that fails or dies shows failed, then initial", () =>
    Effect.gen(function*() {
      for (const copy of [Effect.succeed(false), Effect.fail("denied"), Effect.die("clipboard gone")]) {
        const { states, onState } = copyRecorder()
        const fiber = yield* Effect.forkChild(runCopyButton(copy, onState))
        yield* TestClock.adjust(4000)
        expect(states).toEqual(["processing", "failed", "initial"])
        expect(yield* Fiber.join(fiber)).toBe(false)
      }
    }))

  it.effect("a copy slower than 2 s shows its result when it answers; initial no sooner than 4 s", () =>
    Effect.gen(function*() {
      const { states, onState } = copyRecorder()
      const fiber = yield* Effect.forkChild(runCopyButton(Effect.as(Effect.sleep(3000), true), onState))
      yield* TestClock.adjust(2999)
      expect(states).toEqual(["processing"])
      yield* TestClock.adjust(1)
      expect(states).toEqual(["processing", "success"])
      yield* TestClock.adjust(1000)
      expect(states).toEqual(["processing", "success", "initial"])
      yield* Fiber.join(fiber)
    }))

  it.effect("interrupting it stops the timers: no state after", () =>
    Effect.gen(function*() {
      const { states, onState } = copyRecorder()
      const fiber = yield* Effect.forkChild(runCopyButton(Effect.succeed(true), onState))
      yield* TestClock.adjust(500)
      yield* Fiber.interrupt(fiber)
      yield* TestClock.adjust(10_000)
      expect(states).toEqual(["processing"])
    }))
})

describe("runStatefulButton: timings of the wrong type (a host's settings)", () => {
  it.effect("uses the spec's timing for each one that is not a number, never dying", () =>
    Effect.gen(function*() {
      const { states, onState } = recorder()
      const timings = { processingMinimumMs: "soon", successDisplayMs: null, resetAfterFailureMs: 10 } as never
      const fiber = yield* Effect.forkChild(runStatefulButton(Effect.fail("nope"), onState, timings))
      yield* TestClock.adjust(1499)
      expect(states).toEqual(["processing"])
      yield* TestClock.adjust(1)
      expect(states).toEqual(["processing", "failed"])
      yield* TestClock.adjust(10)
      expect(states).toEqual(["processing", "failed", "initial"])
      const exit = yield* Fiber.join(fiber)
      expect(Exit.isFailure(exit)).toBe(true)
    }))
})
