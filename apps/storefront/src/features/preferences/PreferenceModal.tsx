/**
 * A modal dialog for the country and language selections: labelled by its heading,
 * Escape and the close button dismiss it, focus returns to what opened it. When the change
 * fails the body is replaced with the generic error (platform §4, §8).
 */
import { type ReactNode, useEffect, useId, useRef, useState } from "react"

export const genericErrorText = {
  heading: "Sorry, something went wrong",
  primary: "We could not update your preferences.",
  secondary: "Please try again later.",
} as const

export interface PreferenceModalProps {
  readonly title: string
  readonly onClose: () => void
  readonly failed?: boolean
  readonly children?: ReactNode
}

export const PreferenceModal = ({ title, onClose, failed = false, children }: PreferenceModalProps) => {
  const headingId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  // read while rendering, before the field inside takes focus
  const [opener] = useState(() => document.activeElement as HTMLElement | null)
  useEffect(() => {
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus()
    return () => opener?.focus?.()
  }, [opener])
  return (
    <div className="preference-backdrop">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        className="preference-modal"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation()
            onClose()
          }
        }}
      >
        <h2 id={headingId}>{failed ? genericErrorText.heading : title}</h2>
        {failed
          ? (
            <div className="preference-error" role="alert">
              <p>{genericErrorText.primary}</p>
              <p>{genericErrorText.secondary}</p>
            </div>
          )
          : children}
        <button type="button" className="preference-close" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  )
}
