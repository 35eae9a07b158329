/** The order's resend-confirmation button (a signed-in member's own order): the domain's button states, the outcome said. */
import { formatLongDate, type OrderDetails, orderItemsTotal, type OrderSummary, resendFailureMessage, resendSuccessMessages, resendWorkingLabel } from "@outfitter/domain"
import { useResendConfirmation } from "@outfitter/react-hooks"
import { useState } from "react"
import { ordersText } from "../../../site/text/en/orders.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { StatefulButton } from "../../../ui/StatefulButton.tsx"

export const ResendConfirmation = ({ details, announce }: { readonly details: OrderDetails; readonly announce: (message: string) => void }) => {
  const { locale } = useSite()
  const text = useText(ordersText).resend
  const spec = useSpecText()
  const order: OrderSummary = {
    orderId: details.orderNumber,
    placedDate: formatLongDate(details.placedTime, locale),
    total: orderItemsTotal(details, locale) ?? "",
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
        labels={{
          initial: text.confirmation,
          processing: spec(resendWorkingLabel),
          success: spec(resendSuccessMessages.confirmation),
          failed: text.failed,
        }}
        onClick={() =>
          void resend().then((outcome) => {
            if (outcome === undefined) return
            setError(!outcome.ok)
            announce(spec(outcome.ok ? resendSuccessMessages.confirmation : resendFailureMessage))
          })}
      />
      {error && state === "failed" ? <p role="alert">{spec(resendFailureMessage)}</p> : null}
    </div>
  )
}
