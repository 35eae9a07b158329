/** The order's resend-confirmation button (a signed-in member's own order): the domain's button states, the outcome said. */
import { formatLongDate, type OrderDetails, orderItemsTotal, type OrderSummary, resendFailureMessage, resendSuccessMessages, resendWorkingLabel } from "@outfitter/domain"
import { useResendConfirmation } from "@outfitter/react-hooks"
import { useState } from "react"
import { StatefulButton } from "../../../ui/StatefulButton.tsx"

export const ResendConfirmation = ({ details, announce }: { readonly details: OrderDetails; readonly announce: (message: string) => void }) => {
  const order: OrderSummary = {
    orderId: details.orderNumber,
    placedDate: formatLongDate(details.placedTime),
    total: orderItemsTotal(details) ?? "",
    status: details.status ?? "",
    isOnlinePurchase: true,
    isShipped: details.items.some((line) => line.trackingNumber !== undefined),
    channel: details.channel ?? "",
  }
  const { state, resend } = useResendConfirmation(order)
  const [error, setError] = useState(false)
  return (
    <div className="order-detail__resend">
      <StatefulButton
        type="button"
        state={state}
        labels={{ initial: "Resend confirmation", processing: resendWorkingLabel, success: resendSuccessMessages.confirmation, failed: "Not sent" }}
        onClick={() =>
          void resend().then((outcome) => {
            if (outcome === undefined) return
            setError(!outcome.ok)
            announce(outcome.ok ? resendSuccessMessages.confirmation : resendFailureMessage)
          })}
      />
      {error && state === "failed" ? <p role="alert">{resendFailureMessage}</p> : null}
    </div>
  )
}
