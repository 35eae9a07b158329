/**
 * The stateful button (platform §4 "Preference change", "Address default button"; §9):
 * initial → processing (at least 1.5 s) → success (shown 1 s) or failed (back to initial
 * after 3 s). An Effect program over any action, so every button that saves something
 * (preferences, address default, cards, copy buttons) shares the same timing.
 *
 * Choices where the spec is silent: the program ends after success has been shown for its
 * display time (the caller then reloads, redirects or resets), and after a failure once
 * the button is back to initial; the action's exit is returned either way, so the caller
 * can show its own failure (the preference modal's generic error). Timings come from a
 * host's settings, so a timing that is not a number is the spec's (a malformed value never
 * becomes a defect of the program).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { fieldsOf } from "../site/OutsideData.ts"
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
