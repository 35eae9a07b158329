/**
 * A stateful button in React: runs an async action through the domain's
 * `runStatefulButton` program (platform §4, §9 timings) and exposes the state.
 *
 * @since 0.1.0
 */
"use client"
import { type ButtonState, buttonTimings, type ButtonTimings, runStatefulButton } from "@outfitter/domain"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { useCallback, useState } from "react"
import { runUnlessAborted, useRunSignal } from "./useRunSignal.ts"

/** @category models */
export type StatefulButtonResult<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: unknown }

/**
 * The state and a `run` that resolves once the button has finished (success shown for
 * its time, or back to initial after a failure). Unmounting, or the next `run`,
 * interrupts the program and its timers; the interrupted run's promise never settles, so
 * what the caller does after it (announce, reload) does not happen on a page that is
 * gone. A `run` after unmounting starts nothing.
 *
 * @example
 * import { useStatefulButton } from "@outfitter/react-hooks"
 * // const button = useStatefulButton()
 * // <button disabled={button.state === "processing"} onClick={() => button.run(save)}>
 * @category hooks
 */
export const useStatefulButton = (timings: ButtonTimings = buttonTimings) => {
  const [state, setState] = useState<ButtonState>("initial")
  const nextRun = useRunSignal()
  const run = useCallback(<A>(action: (signal: AbortSignal) => Promise<A>): Promise<StatefulButtonResult<A>> => {
    const program = runStatefulButton(
      Effect.tryPromise({ try: action, catch: (error) => error }),
      (next) => Effect.sync(() => setState(next)),
      timings,
    )
    return runUnlessAborted(program, nextRun()).then((exit): StatefulButtonResult<A> => {
      // the program returns the action's exit; it fails only on a defect
      if (Exit.isFailure(exit)) return { ok: false, error: Cause.squash(exit.cause) }
      const action = exit.value
      return Exit.isSuccess(action) ? { ok: true, value: action.value } : { ok: false, error: Cause.squash(action.cause) }
    })
  }, [timings, nextRun])
  return { state, run }
}
