/**
 * Leaving the returns flow with items chosen by a link asks first: a link outside the flow
 * (the header, the account menu…) is held, and `onLinkOut` gets its address for the leave
 * dialog; a link opened in another tab or window is not held.
 *
 * Outfitter's choice: no `beforeunload` prompt. A reload carries on at the same step with
 * its choices (they are in the history entry, stepHistory.ts), as does a closed tab the
 * browser reopens, so the browser's prompt would ask about nothing that is lost.
 */
import { type RefObject, useEffect, useRef } from "react"

export const useLeavePrompt = ({ isAsking, within, onLinkOut }: {
  /** Whether leaving would lose something (items chosen, nothing being sent). */
  readonly isAsking: boolean
  /** The flow's own element: its links (and its dialogs') are not a way out. */
  readonly within: RefObject<HTMLElement | null>
  readonly onLinkOut: (href: string) => void
}) => {
  const linkOut = useRef(onLinkOut)
  linkOut.current = onLinkOut
  useEffect(() => {
    if (!isAsking) return
    const hold = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null
      if (!(link instanceof HTMLAnchorElement) || within.current?.contains(link) === true) return
      if ((link.target !== "" && link.target !== "_self") || link.hasAttribute("download")) return
      // before the router's own click handler: the link waits for the shopper's answer
      event.preventDefault()
      event.stopPropagation()
      linkOut.current(link.href)
    }
    document.addEventListener("click", hold, true)
    return () => document.removeEventListener("click", hold, true)
  }, [isAsking, within])
}
