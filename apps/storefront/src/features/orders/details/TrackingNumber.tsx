/**
 * A line's tracking number with what the carrier's status means (orders-returns-help §1
 * "see an order with tracking tooltips"). A tooltip that only a pointer can open is not
 * usable by keyboard or touch, so it is a disclosure: a button next to the number
 * (aria-expanded) shows or hides the explanation, Escape hides it and returns focus to the
 * button. The explanation's words are Outfitter's (the spec gives none), the orders section's
 * `tracking` texts in the page's language.
 */
import { carrierStatusOf } from "@outfitter/domain"
import { useId, useRef, useState } from "react"
import { ordersText, type OrdersTexts } from "../../../site/text/en/orders.ts"
import { useText } from "../../../site/text/useText.ts"

/** What the carrier's status means for a line in that status, in the page's texts. */
export const carrierStatusText = (status: string | undefined, text: OrdersTexts["tracking"]): string => text[carrierStatusOf(status)]

export const TrackingNumber = ({ trackingNumber, status }: { readonly trackingNumber: string; readonly status: string | undefined }) => {
  const text = useText(ordersText).tracking
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
      <span>{text.trackingNumber(trackingNumber)}</span>{" "}
      <button
        ref={button}
        type="button"
        className="button-link order-tracking__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {text.carrierStatus}
      </button>
      <span id={panelId} className="order-tracking__panel" hidden={!open}>
        {carrierStatusText(status, text)}
      </span>
    </span>
  )
}
