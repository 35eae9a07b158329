/**
 * The storefront's one modal dialog: a backdrop, a `role="dialog"` labelled by its h2,
 * Escape and the Close button dismiss it, focus moves into it on open and returns to what
 * opened it on close. Each feature gives its own class names (its width, colours, where
 * its Close button sits); `modal.css` has what they share (`modal-backdrop`,
 * `modal-dialog`, `modal-close`).
 */
import { type ReactNode, type Ref, useEffect, useId, useRef, useState } from "react"
import "./modal.css"

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
          }
        }}
      >
        <h2 id={headingId} {...(headingRef === undefined ? {} : { ref: headingRef, tabIndex: -1 })}>{title}</h2>
        {children}
        <button type="button" className={classNames.close} onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  )
}
