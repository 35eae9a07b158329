/**
 * The stateful button: an Effect program over any action, so every button that saves
 * something shares one timing. Rules: platform §4 "Changing country, language or
 * currency", "Address default button", §9; orders §4 "Stateful buttons".
 *
 * Where the spec is silent: the program ends once success has shown for its time, or once
 * a failed button is back to initial, and returns the action's exit either way; a timing
 * that is not a number is the default.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { fieldsOf } from "../kernel/Untrusted.ts"
import { uiTimings } from "./Timing.ts"

/** @category models */
export type ButtonState = "initial" | "processing" | "success" | "failed"

/** @category models */
export interface ButtonTimings {
  readonly processingMinimumMs: number
  readonly successDisplayMs: number
  readonly resetAfterFailureMs: number
}

/**
 * The spec's timings (platform §9: 1500, 1000, 3000 ms).
 *
 * @category constants
 */
export const buttonTimings: ButtonTimings = {
  processingMinimumMs: uiTimings.buttonProcessingMinimumMs,
  successDisplayMs: uiTimings.buttonSuccessDisplayMs,
  resetAfterFailureMs: uiTimings.buttonResetAfterFailureMs,
}

/** Each timing that is a number, else the spec's. */
const timingsOf = (given: unknown): ButtonTimings => {
  const fields = fieldsOf(given)
  const ms = (name: keyof ButtonTimings) => {
    const value = fields[name]
    return typeof value === "number" ? value : buttonTimings[name]
  }
  return {
    processingMinimumMs: ms("processingMinimumMs"),
    successDisplayMs: ms("successDisplayMs"),
    resetAfterFailureMs: ms("resetAfterFailureMs"),
  }
}

/**
 * Runs `action` behind a stateful button, reporting each state to `onState`, and returns
 * the action's exit once the button has finished (never fails itself).
 *
 * @example
 * import { runStatefulButton } from "@outfitter/domain"
 * import * as Effect from "effect/Effect"
 * const states: Array<string> = []
 * runStatefulButton(Effect.succeed(1), (state) => Effect.sync(() => void states.push(state)))
 * @category programs
 */
export const runStatefulButton = <A, E, R>(
  action: Effect.Effect<A, E, R>,
  onState: (state: ButtonState) => Effect.Effect<void>,
  givenTimings: ButtonTimings = buttonTimings,
): Effect.Effect<Exit.Exit<A, E>, never, R> =>
  Effect.gen(function*() {
    const timings = timingsOf(givenTimings)
    yield* onState("processing")
    const [exit] = yield* Effect.all([Effect.exit(action), Effect.sleep(timings.processingMinimumMs)], { concurrency: 2 })
    if (Exit.isSuccess(exit)) {
      yield* onState("success")
      yield* Effect.sleep(timings.successDisplayMs)
      return exit
    }
    yield* onState("failed")
    yield* Effect.sleep(timings.resetAfterFailureMs)
    yield* onState("initial")
    return exit
  })
