/**
 * Keeps Tab and Shift+Tab inside the dialog it wraps (the modal's focus stays in the modal
 * until it closes): from the last focusable element Tab goes to the first, and back.
 */
import type { ReactNode } from "react"

const focusable = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

export const FocusTrap = ({ children }: { readonly children: ReactNode }) => (
  <div
    onKeyDown={(event) => {
      if (event.key !== "Tab") return
      const dialog = event.currentTarget.querySelector<HTMLElement>('[role="dialog"]')
      if (dialog === null) return
      const items = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((item) => !item.closest("[hidden]"))
      const first = items[0]
      const last = items.at(-1)
      if (first === undefined || last === undefined) return
      const active = document.activeElement
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }}
  >
    {children}
  </div>
)
