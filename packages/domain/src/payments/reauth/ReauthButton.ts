/**
 * The re-authorisation's stateful button. Rules: loyalty §4 "Payment choice,
 * re-authorisation status, 3-D Secure", §9; platform §9.
 *
 * Where the spec is silent: an answer that is not yet an end (the 3-D Secure frame, the
 * PayPal redirect) keeps it processing; closing the frame runs the status check through
 * the same program.
 *
 * @since 0.3.0
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { countOf, memberOf } from "../../kernel/Untrusted.ts"
import type { ButtonState } from "../../ui/index.ts"
import { uiTimings } from "../../ui/index.ts"
import { reauthTimings } from "./ReauthPolling.ts"

/** @category models */
export interface ReauthButtonTimings {
  readonly processingMinimumMs: number
  readonly failureResetMs: number
}

/**
 * The timings: processing at least 1500 ms (platform §9), failed for 3000 ms (§9).
 *
 * @category constants
 */
export const reauthButtonTimings: ReauthButtonTimings = {
  processingMinimumMs: uiTimings.buttonProcessingMinimumMs,
  failureResetMs: reauthTimings.failureResetMs,
}

/** What the program reports to the page. @category models */
export interface ReauthButtonHandlers<O, E> {
  /** Each state of the button. */
  readonly onState: (state: ButtonState) => Effect.Effect<void>
  /** The action's exit, as soon as it is known (before the button shows success or failed). */
  readonly onExit: (exit: Exit.Exit<O, E>) => Effect.Effect<void>
  /** Whether a value ends the re-authorisation (success) or leaves it open (still processing). */
  readonly isEnd: (outcome: O) => boolean
}

/**
 * Runs `action` behind the re-authorisation button: processing (at least the minimum),
 * then the exit to `onExit`, then success (for a value that ends it), or failed and, after
 * the reset time, initial. Returns the action's exit once the button has finished. A
 * timing that is not a number of 0 ms or more is read as its default.
 *
 * @example
 * import { runReauthButton } from "@outfitter/domain"
 * import * as Effect from "effect/Effect"
 * const states: Array<string> = []
 * runReauthButton(Effect.succeed("authorised"), {
 *   onState: (state) => Effect.sync(() => void states.push(state)),
 *   onExit: () => Effect.void,
 *   isEnd: () => true,
 * }, { processingMinimumMs: 0, failureResetMs: 0 })
 * @category programs
 */
export const runReauthButton = <O, E, R>(
  action: Effect.Effect<O, E, R>,
  handlers: ReauthButtonHandlers<O, E>,
  timings: ReauthButtonTimings = reauthButtonTimings,
): Effect.Effect<Exit.Exit<O, E>, never, R> =>
  Effect.gen(function*() {
    const minimumMs = countOf(memberOf(timings, "processingMinimumMs"), reauthButtonTimings.processingMinimumMs)
    const resetMs = countOf(memberOf(timings, "failureResetMs"), reauthButtonTimings.failureResetMs)
    yield* handlers.onState("processing")
    const [exit] = yield* Effect.all([Effect.exit(action), Effect.sleep(minimumMs)], { concurrency: 2 })
    yield* handlers.onExit(exit)
    if (Exit.isSuccess(exit)) {
      if (handlers.isEnd(exit.value)) yield* handlers.onState("success")
      return exit
    }
    yield* handlers.onState("failed")
    yield* Effect.sleep(resetMs)
    yield* handlers.onState("initial")
    return exit
  })
