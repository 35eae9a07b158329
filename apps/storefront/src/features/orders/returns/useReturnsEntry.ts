/** The order page's side of the returns flow's history entries (stepHistory.ts says how they behave). */
import { useEffect, useRef, useState } from "react"
import { endedFlows, flowAddress, isFlowAddress, keptFlows, newFlowId, orderAddress, type StoredEntry, storedEntryOf, withEntry } from "./historyEntry.ts"

/**
 * The order page's side: whether the address is the flow's (and its flow not over), and
 * starting it from the order's entry. `onClosed` runs when the flow closes by the history
 * (Back past the intro, or leaving), with whether its choices are kept.
 */
export const useReturnsEntry = (orderNumber: string, onClosed: (choicesKept: boolean) => void) => {
  const [isOpen, setOpen] = useState(false)
  const open = useRef(false)
  const closed = useRef(onClosed)
  closed.current = onClosed
  const show = (next: boolean) => {
    open.current = next
    setOpen(next)
  }
  useEffect(() => {
    const sync = () => {
      const entry = storedEntryOf(window.history.state)
      const ended = entry !== undefined && endedFlows.has(entry.flowId)
      // an ended flow's entry shows the order: the hash goes, so a reload shows the order too
      if (isFlowAddress() && ended) window.history.replaceState(withEntry(window.history.state, undefined), "", orderAddress())
      const next = isFlowAddress() && !ended
      if (open.current && !next) closed.current(keptFlows.has(orderNumber))
      show(next)
    }
    sync()
    // Back and Forward, and an address set in place (a link to this very order, the router's
    // navigation): the router announces its history writes as `pushState` and `replaceState` events
    const events = ["popstate", "pushState", "replaceState"] as const
    for (const type of events) window.addEventListener(type, sync)
    return () => {
      for (const type of events) window.removeEventListener(type, sync)
    }
  }, [orderNumber])
  return {
    isOpen,
    /** Opens the flow at its intro, a new entry after the order's. */
    start: () => {
      const entry: StoredEntry = { flowId: keptFlows.get(orderNumber)?.flowId ?? newFlowId(), view: "RF0", depth: 0, fromOrder: true, previous: undefined }
      window.history.pushState(withEntry(undefined, entry), "", flowAddress())
      show(true)
    },
    /** Closes the flow with no history move (the return order's page replaces it). */
    close: () => show(false),
  }
}
