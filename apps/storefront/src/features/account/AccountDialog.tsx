/**
 * A modal dialog of the account area (the change-preferred-store modal, the address and
 * billing-country modals): labelled by its heading, Escape and the close button dismiss
 * it, focus moves into it and returns to what opened it.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from "react"
import "./account.css"

export interface AccountDialogProps {
  readonly title: string
  readonly onClose: () => void
  readonly children?: ReactNode
}

export const AccountDialog = ({ title, onClose, children }: AccountDialogProps) => {
  const headingId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const [opener] = useState(() => (typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null)))
  useEffect(() => {
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus()
    return () => opener?.focus?.()
  }, [opener])
  return (
    <div className="account-backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        className="account-dialog"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation()
            onClose()
          }
        }}
      >
        <h2 id={headingId}>{title}</h2>
        {children}
        <button type="button" className="account-dialog-close" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  )
}
