/**
 * A line's tracking number with what the carrier's status means (orders-returns-help §1
 * "see an order with tracking tooltips"). A tooltip that only a pointer can open is not
 * usable by keyboard or touch, so it is a disclosure: a button next to the number
 * (aria-expanded) shows or hides the explanation, Escape hides it and returns focus to the
 * button. The explanation's words are Outfitter's (the spec gives none).
 */
import { type CarrierStatus, carrierStatusOf } from "@outfitter/domain"
import { useId, useRef, useState } from "react"

const carrierStatusTexts: Readonly<Record<CarrierStatus, string>> = {
  delivered: "The carrier has delivered this package. If you cannot find it, check with your neighbours or contact us.",
  shipped: "This package is with the carrier and on its way. The carrier's status can take a day to update after it leaves us.",
  other: "The carrier will update this package's status as it moves. Use the tracking number on the carrier's website.",
}

/** What the carrier's status means for a line in that status. */
export const carrierStatusText = (status: string | undefined): string => carrierStatusTexts[carrierStatusOf(status)]

export const TrackingNumber = ({ trackingNumber, status }: { readonly trackingNumber: string; readonly status: string | undefined }) => {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  return (
    <span
      className="order-tracking"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation()
          setOpen(false)
          button.current?.focus()
        }
      }}
    >
      <span>Tracking number {trackingNumber}</span>{" "}
      <button
        ref={button}
        type="button"
        className="button-link order-tracking__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        Carrier status
      </button>
      <span id={panelId} className="order-tracking__panel" hidden={!open}>
        {carrierStatusText(status)}
      </span>
    </span>
  )
}
