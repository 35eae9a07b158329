/**
 * A polite live region and the hook that feeds it.
 *
 * platform §9 "Live-region update delay 50 ms": the region is emptied, then the message is
 * written 50 ms later, so screen readers notice a change even when the same text repeats.
 */
import { uiTimings } from "@outfitter/domain"
import { useCallback, useEffect, useRef, useState } from "react"

const { liveRegionUpdateDelayMs } = uiTimings

export interface Announcer {
  readonly message: string
  readonly announce: (message: string) => void
}

export const useAnnouncer = (): Announcer => {
  const [message, setMessage] = useState("")
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const announce = useCallback((next: string) => {
    clearTimeout(timer.current)
    setMessage("")
    timer.current = setTimeout(() => setMessage(next), liveRegionUpdateDelayMs)
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])
  return { message, announce }
}

/** Visually hidden, read by screen readers: role status is polite and atomic. */
export const LiveRegion = ({ message, id }: { readonly message: string; readonly id?: string }) => (
  <div id={id} role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
    {message}
  </div>
)
