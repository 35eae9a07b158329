/**
 * The storefront's one modal dialog: a backdrop, a `role="dialog"` labelled by its h2,
 * Escape and the Close button dismiss it, focus moves into it on open, Tab and Shift+Tab
 * stay inside it while it is open (from the last control Tab goes to the first, and
 * back), and focus returns to what opened it on close. Each feature gives its own class names (its width, colours, where
 * its Close button sits); `modal.css` has what they share (`modal-backdrop`,
 * `modal-dialog`, `modal-close`).
 */
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from "react"
import { shellText } from "../site/text/en/shell.ts"
import { useText } from "../site/text/useText.ts"
import "./modal.css"

const focusable = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Keeps Tab inside the dialog: past its last control to its first, before its first to its last. */
const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
  const dialog = event.currentTarget
  const items = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((item) => item.closest("[hidden]") === null)
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
}

/** The class names of a dialog in the shared modal style (modal.css), `dialog` its own class beside `modal-dialog`. */
export const sharedModalClassNames = (dialog: string) => ({ backdrop: "modal-backdrop", dialog: `modal-dialog ${dialog}`, close: "modal-close" }) as const

export interface ModalDialogProps {
  readonly title: ReactNode
  readonly onClose: () => void
  readonly children?: ReactNode
  readonly classNames: { readonly backdrop: string; readonly dialog: string; readonly close: string }
  /** Further attributes of the dialog element: an id, data attributes. */
  readonly dialogAttributes?: Readonly<Record<string, string>>
  /** Given, the heading is focusable (tabIndex -1) so the caller can move focus to it. */
  readonly headingRef?: Ref<HTMLHeadingElement>
}

export const ModalDialog = ({ title, onClose, children, classNames, dialogAttributes, headingRef }: ModalDialogProps) => {
  const text = useText(shellText)
  const headingId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  // read while rendering, before a field inside takes focus
  const [opener] = useState(() => (typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null)))
  useEffect(() => {
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus()
    return () => opener?.focus?.()
  }, [opener])
  return (
    <div className={classNames.backdrop}>
      <div
        {...dialogAttributes}
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        className={classNames.dialog}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation()
            onClose()
          } else if (event.key === "Tab") trapTab(event)
        }}
      >
        <h2 id={headingId} {...(headingRef === undefined ? {} : { ref: headingRef, tabIndex: -1 })}>{title}</h2>
        {children}
        <button type="button" className={classNames.close} onClick={onClose}>
          {text.dialogClose}
        </button>
      </div>
    </div>
  )
}
