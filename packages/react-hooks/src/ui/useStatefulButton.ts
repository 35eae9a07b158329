/**
 * A stateful button in React: runs an async action through the domain's
 * `runStatefulButton` program (platform §4, §9 timings) and exposes the state.
 *
 * @since 0.1.0
 */
import { type ButtonState, buttonTimings, type ButtonTimings, runStatefulButton } from "@outfitter/domain"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { useCallback, useEffect, useRef, useState } from "react"

/** @category models */
export type StatefulButtonResult<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: unknown }

/**
 * The state and a `run` that resolves once the button has finished (success shown for
 * its time, or back to initial after a failure). Unmounting interrupts the timers.
 *
 * @example
 * import { useStatefulButton } from "@outfitter/react-hooks"
 * // const button = useStatefulButton()
 * // <button disabled={button.state === "processing"} onClick={() => button.run(save)}>
 * @category hooks
 */
export const useStatefulButton = (timings: ButtonTimings = buttonTimings) => {
  const [state, setState] = useState<ButtonState>("initial")
  const controller = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => controller.current?.abort(), [])
  const run = useCallback(<A>(action: (signal: AbortSignal) => Promise<A>): Promise<StatefulButtonResult<A>> => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    const program = runStatefulButton(
      Effect.tryPromise({ try: action, catch: (error) => error }),
      (next) => Effect.sync(() => setState(next)),
      timings,
    )
    return Effect.runPromise(program, { signal: current.signal }).then(
      (exit): StatefulButtonResult<A> =>
        Exit.isSuccess(exit) ? { ok: true, value: exit.value } : { ok: false, error: Cause.squash(exit.cause) },
      (error: unknown): StatefulButtonResult<A> => ({ ok: false, error }),
    )
  }, [timings])
  return { state, run }
}
