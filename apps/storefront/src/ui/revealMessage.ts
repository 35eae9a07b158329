/**
 * A message the shopper must read (a failure's reason) brought where they are looking:
 * scrolled to the middle of the window (at once when less motion is asked for) and, with
 * `focus`, focused (made focusable by script only, `tabindex="-1"`), so a screen reader
 * reads it from there too. A message already in view still moves to the middle: a phone's window
 * is short, and the reason belongs beside what the shopper does next.
 */
import { scrollBehavior } from "./motion.ts"

export const revealMessage = (element: HTMLElement | null | undefined, { focus }: { readonly focus: boolean }): void => {
  if (element === null || element === undefined) return
  element.scrollIntoView?.({ behavior: scrollBehavior(), block: "center" })
  if (!focus) return
  // a message is not focusable by itself: focus reaches it by script only, never by Tab
  if (!element.hasAttribute("tabindex")) element.tabIndex = -1
  element.focus({ preventScroll: true })
}
