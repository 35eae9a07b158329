/**
 * The re-authorisation button on the TestClock (loyalty-payments §4, §9; platform §9):
 * processing at least 1500 ms; success that stays; failed, then initial 3000 ms later; an
 * open outcome (the 3-D Secure frame, the PayPal redirect) keeps it processing.
 */
import { describe, expect, it } from "@effect/vitest"
import type { ButtonState } from "../../../src/ui/ButtonState.ts"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as TestClock from "effect/testing/TestClock"
import { reauthButtonTimings, runReauthButton } from "../../../src/payments/reauth/ReauthButton.ts"

/** Runs the button over an action that ends after `ms`, recording the states and the exit seen. */
const recorder = () => {
  const states: Array<ButtonState> = []
  const exits: Array<Exit.Exit<string, string>> = []
  const handlers = {
    onState: (state: ButtonState) => Effect.sync(() => void states.push(state)),
    onExit: (exit: Exit.Exit<string, string>) => Effect.sync(() => void exits.push(exit)),
    isEnd: (outcome: string) => outcome === "authorised",
  }
  return { states, exits, handlers }
}

const after = (ms: number, outcome: Effect.Effect<string, string>) => Effect.andThen(Effect.sleep(ms), outcome)

describe("runReauthButton", () => {
  it("the timings: processing at least 1500 ms, failed for 3000 ms", () => {
    expect(reauthButtonTimings).toEqual({ processingMinimumMs: 1500, failureResetMs: 3000 })
  })

  it.effect("authorised at once: processing for 1500 ms, then success, which stays", () =>
    Effect.gen(function*() {
      const { states, exits, handlers } = recorder()
      const fiber = yield* Effect.forkChild(runReauthButton(Effect.succeed("authorised"), handlers))
      yield* TestClock.adjust("1499 millis")
      expect(states).toEqual(["processing"])
      expect(exits).toEqual([])
      yield* TestClock.adjust("1 millis")
      expect(states).toEqual(["processing", "success"])
      expect(yield* Fiber.join(fiber)).toEqual(Exit.succeed("authorised"))
      yield* TestClock.adjust("1 day")
      expect(states).toEqual(["processing", "success"])
    }))

  it.effect("a slow answer: processing until it comes", () =>
    Effect.gen(function*() {
      const { states, handlers } = recorder()
      const fiber = yield* Effect.forkChild(runReauthButton(after(20_000, Effect.succeed("authorised")), handlers))
      yield* TestClock.adjust("19999 millis")
      expect(states).toEqual(["processing"])
      yield* TestClock.adjust("1 millis")
      yield* Fiber.join(fiber)
      expect(states).toEqual(["processing", "success"])
    }))

  it.effect("a failure: failed with the exit at 1500 ms, initial at 4500 ms", () =>
    Effect.gen(function*() {
      const { states, exits, handlers } = recorder()
      const fiber = yield* Effect.forkChild(runReauthButton(Effect.fail("declined"), handlers))
      yield* TestClock.adjust("1500 millis")
      expect(states).toEqual(["processing", "failed"])
      expect(exits).toEqual([Exit.fail("declined")])
      yield* TestClock.adjust("2999 millis")
      expect(states).toEqual(["processing", "failed"])
      yield* TestClock.adjust("1 millis")
      expect(states).toEqual(["processing", "failed", "initial"])
      expect(yield* Fiber.join(fiber)).toEqual(Exit.fail("declined"))
    }))

  it.effect("an open outcome (the 3-D Secure frame) keeps it processing", () =>
    Effect.gen(function*() {
      const { states, exits, handlers } = recorder()
      yield* Effect.forkChild(runReauthButton(Effect.succeed("challenge"), handlers))
      yield* TestClock.adjust("1 day")
      expect(states).toEqual(["processing"])
      expect(exits).toEqual([Exit.succeed("challenge")])
    }))

  it.effect("interrupted (the page left) while failed: no reset afterwards", () =>
    Effect.gen(function*() {
      const { states, handlers } = recorder()
      const fiber = yield* Effect.forkChild(runReauthButton(Effect.fail("declined"), handlers))
      yield* TestClock.adjust("2000 millis")
      yield* Fiber.interrupt(fiber)
      yield* TestClock.adjust("1 day")
      expect(states).toEqual(["processing", "failed"])
    }))
})
