/**
 * One timer that belongs to a component, so it never outlives it: `start(run, ms)`
 * replaces the pending run, `clear()` drops it, unmounting clears it, and a `start` after
 * unmounting (from a promise that answered late, say) does nothing.
 */
import { useCallback, useEffect, useMemo, useRef } from "react"

export interface Timeout {
  readonly start: (run: () => void, ms: number) => void
  readonly clear: () => void
}

export const useTimeout = (): Timeout => {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const unmounted = useRef(false)
  const clear = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = undefined
  }, [])
  useEffect(() => {
    // mounted again (React's strict mode runs effects twice)
    unmounted.current = false
    return () => {
      unmounted.current = true
      clear()
    }
  }, [clear])
  const start = useCallback((run: () => void, ms: number) => {
    clear()
    if (unmounted.current) return
    timer.current = setTimeout(() => {
      timer.current = undefined
      run()
    }, ms)
  }, [clear])
  return useMemo(() => ({ start, clear }), [start, clear])
}
