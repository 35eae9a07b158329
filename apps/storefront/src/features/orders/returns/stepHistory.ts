/**
 * The returns flow in the browser's history: each step the shopper reaches is a history
 * entry of the order's own address with the intro's hash (`#order-returns-intro`), the
 * step and the flow's choices kept in the entry's state. So the browser's Back and Forward
 * move between steps with every choice kept (items, reasons, exchange sizes, return and
 * refund method), and a reload carries on at the same step.
 *
 * Outfitter's choices, where the rules are silent:
 * - the choices are one: moving to another step's entry keeps the choices as they are now
 *   (the entry gives the step, not older choices); only a reload reads them from the entry;
 *   the domain's `returnsFlow` carries a kept flow on against the order as it now is;
 * - the flow's Back button goes back through the history when the entry before is the
 *   step before (so Back and the browser's Back agree); otherwise it is a new entry;
 * - leaving the flow on purpose (Cancel return, confirmed when items are chosen) goes back
 *   through the flow's entries to the order's; the flow is over and its entries, reached
 *   again with Forward, show the order. So does a submitted flow's, after the return
 *   order's page;
 * - the browser's own Back past the intro cannot be stopped with a dialog: the order shows,
 *   and its choices stay (Forward, or "Return or exchange items" again, carries on with
 *   them) for as long as the page is open;
 * - a link out of the flow with items chosen asks first (the leave dialog); a reload asks
 *   nothing: it carries on at the same step with every choice.
 */
import { type ReturnsFlow, type ReturnsView, returnsViews } from "@outfitter/domain"
import { useEffect, useRef } from "react"
import { endedFlows, flowAddress, type KeptChoices, keptFlows, newFlowId, orderAddress, type StepEntry, storedEntryOf, withEntry } from "./historyEntry.ts"

/** The entry the flow opens on, and the choices it carries on with: the entry's own after a reload, else the page's kept ones. */
export const openingEntry = (orderNumber: string): { readonly entry: StepEntry; readonly kept: KeptChoices | undefined } => {
  const stored = storedEntryOf(window.history.state)
  const inMemory = keptFlows.get(orderNumber)
  const entry: StepEntry = stored ?? { flowId: newFlowId(), view: "RF0", depth: 0, fromOrder: false, previous: undefined }
  const kept = inMemory !== undefined && inMemory.flowId === entry.flowId ? inMemory : stored?.kept
  // the button opens the intro; an entry after a reload, its own step
  return { entry, kept: kept === undefined ? undefined : { ...kept, flow: { ...kept.flow, view: stored?.kept === undefined ? "RF0" : entry.view } } }
}

const previousViewOf = (view: ReturnsView): ReturnsView | undefined => returnsViews[returnsViews.indexOf(view) - 1]

/**
 * The flow's side: writes each step's entry (a new one when the shopper moves to another
 * step, the same one updated when a choice changes), follows Back and Forward (`onStep`
 * with the entry's step), and says how to go back and how to leave.
 */
export const useStepHistory = ({ orderNumber, opening, flow, exchangeLabels, onStep, onLeft }: {
  readonly orderNumber: string
  readonly opening: StepEntry
  readonly flow: ReturnsFlow
  readonly exchangeLabels: Readonly<Record<string, string>>
  /** The history moved to this step's entry. */
  readonly onStep: (view: ReturnsView) => void
  /** The flow was left with no entry to go back to (loaded at the intro, never moved). */
  readonly onLeft: () => void
}) => {
  const current = useRef(opening)
  // the first write is the opening entry's own (a kept step the order no longer allows moves it)
  const byHistory = useRef(true)
  const latest = useRef(flow)
  latest.current = flow
  const step = useRef(onStep)
  step.current = onStep
  const { flowId } = opening

  useEffect(() => {
    if (flow.phase._tag === "submitted") {
      endedFlows.add(flowId)
      keptFlows.delete(orderNumber)
      return
    }
    if (flow.view === "OD" || endedFlows.has(flowId)) return
    const kept = { flow, exchangeLabels }
    keptFlows.set(orderNumber, { ...kept, flowId })
    const moved = flow.view !== current.current.view && !byHistory.current
    byHistory.current = false
    if (moved) {
      current.current = { ...current.current, view: flow.view, depth: current.current.depth + 1, previous: current.current.view }
      window.history.pushState(withEntry(undefined, { ...current.current, kept }), "", flowAddress())
    } else {
      current.current = { ...current.current, view: flow.view }
      window.history.replaceState(withEntry(window.history.state, { ...current.current, kept }), "", flowAddress())
    }
  }, [flow, exchangeLabels])

  useEffect(() => {
    const follow = (event: PopStateEvent) => {
      const entry = storedEntryOf(event.state)
      if (entry === undefined || endedFlows.has(entry.flowId)) return
      // while the return is being sent the flow stays where it is
      if (latest.current.phase._tag !== "ready") return
      current.current = { ...entry, flowId }
      byHistory.current = true
      step.current(entry.view)
    }
    window.addEventListener("popstate", follow)
    return () => window.removeEventListener("popstate", follow)
  }, [flowId])

  return {
    /** Back one step: through the history when the entry before is the step before, else as a new entry. */
    back: (dispatchBack: () => void) => {
      const entry = current.current
      if (entry.depth > 0 && entry.previous !== undefined && entry.previous === previousViewOf(entry.view)) window.history.back()
      else dispatchBack()
    },
    /** Leaves on purpose: the flow is over; back through its entries to the order's. */
    leave: () => {
      endedFlows.add(flowId)
      keptFlows.delete(orderNumber)
      const entries = current.current.depth + (current.current.fromOrder ? 1 : 0)
      if (entries > 0) return window.history.go(-entries)
      window.history.replaceState(withEntry(window.history.state, undefined), "", orderAddress())
      onLeft()
    },
    /** Marks the flow over before another page is opened (a link out, confirmed). */
    end: () => {
      endedFlows.add(flowId)
      keptFlows.delete(orderNumber)
    },
  }
}
