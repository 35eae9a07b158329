/**
 * A polite live region and the hook that feeds it.
 *
 * platform §9 "Live-region update delay 50 ms": the region is emptied, then the message is
 * written 50 ms later, so screen readers notice a change even when the same text repeats.
 */
import { uiTimings } from "@outfitter/domain"
import { useCallback, useState } from "react"
import { useTimeout } from "./useTimeout.ts"

const { liveRegionUpdateDelayMs } = uiTimings

export interface Announcer {
  readonly message: string
  readonly announce: (message: string) => void
}

export const useAnnouncer = (): Announcer => {
  const [message, setMessage] = useState("")
  // an announcement after unmounting (a save that answered late) starts no timer
  const write = useTimeout()
  const announce = useCallback((next: string) => {
    setMessage("")
    write.start(() => setMessage(next), liveRegionUpdateDelayMs)
  }, [write])
  return { message, announce }
}

/** Visually hidden, read by screen readers: role status is polite and atomic. */
export const LiveRegion = ({ message, id }: { readonly message: string; readonly id?: string }) => (
  <div id={id} role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
    {message}
  </div>
)
