import { useCallback, useEffect, useRef } from "react"

/** A promise that resolves after `ms` (the dialog's own waits). */
export const useDelay = () => {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  useEffect(() => () => timers.current.forEach(clearTimeout), [])
  return useCallback((ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.current.delete(timer)
        resolve()
      }, ms)
      timers.current.add(timer)
    }), [])
}
