/**
 * What ties a hook's runs (a button's program and its timers) to the component that
 * started them, so none outlives it: internal to the hooks, not exported.
 *
 * @since 0.1.0
 */
"use client"
import * as Effect from "effect/Effect"
import type * as Exit from "effect/Exit"
import { useCallback, useEffect, useRef } from "react"

/**
 * Returns `next`, which starts a run: it aborts the run before it and returns the new
 * run's signal. Unmounting aborts the current run, and a run started after unmounting
 * (from a late promise callback, say) gets a signal that is already aborted.
 */
export const useRunSignal = (): (() => AbortSignal) => {
  const current = useRef<AbortController | undefined>(undefined)
  const unmounted = useRef(false)
  useEffect(() => {
    // mounted again (React's strict mode runs effects twice)
    unmounted.current = false
    return () => {
      unmounted.current = true
      current.current?.abort()
    }
  }, [])
  return useCallback(() => {
    current.current?.abort()
    const controller = new AbortController()
    if (unmounted.current) controller.abort()
    current.current = controller
    return controller.signal
  }, [])
}

/** A promise that never settles: what an aborted run returns. */
const abandoned = <A>(): Promise<A> => new Promise<A>(() => undefined)

/**
 * Runs `program` until `signal` aborts (which interrupts it, clearing its timers). An
 * aborted run's promise never settles, so nothing the caller chains after it (an
 * announcement, a reload) runs for a component that is gone or a run that was replaced.
 */
export const runUnlessAborted = <A, E>(program: Effect.Effect<A, E>, signal: AbortSignal): Promise<Exit.Exit<A, E>> =>
  signal.aborted
    ? abandoned()
    : Effect.runPromiseExit(program, { signal }).then((exit) => (signal.aborted ? abandoned() : exit))
