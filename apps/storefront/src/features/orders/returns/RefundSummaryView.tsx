/** The review's refund summary: the domain's display rows for the site and the return method, and where the refund goes. */
import { paymentMethodName, refundSummary, refundSummaryRowLabels } from "@outfitter/domain"
import { useEffect, useRef } from "react"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { revealMessage } from "../../../ui/revealMessage.ts"
import type { ShownCalculation } from "./useRefund.ts"

/** The amounts are the service's, formatted as it sent them. */
export const RefundSummaryView = ({ calculation, site, selfShip, eGiftCard, onRetry }: {
  readonly calculation: ShownCalculation
  readonly site: Parameters<typeof refundSummary>[1]["site"]
  readonly selfShip: boolean
  readonly eGiftCard: boolean
  readonly onRetry: () => void
}) => {
  const text = useText(returnsText).summary
  const spec = useSpecText()
  // a refund that could not be worked out is brought into view (announced as an alert; focus stays on the review)
  const failure = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (calculation.status === "failed") revealMessage(failure.current, { focus: false })
  }, [calculation.status])
  if (calculation.status === "calculating") {
    return <div className="refund-summary" aria-busy="true"><h4>{text.heading}</h4><p>{text.calculating}</p></div>
  }
  if (calculation.status === "failed") {
    return (
      <div ref={failure} className="refund-summary">
        <h4>{text.heading}</h4>
        <p role="alert">{text.failed}</p>
        <button type="button" onClick={onRetry}>{text.tryAgain}</button>
      </div>
    )
  }
  const summary = refundSummary(calculation.value, { site, selfShip })
  const total = summary.rows.find((row) => row.kind === "total")
  // the exchange row's label is the domain's (what the exchanged items are worth is not refunded)
  const labels = { items: text.items, exchange: spec(refundSummaryRowLabels.exchange), tax: text.tax, shipping: text.shipping, total: text.total }
  return (
    <div className="refund-summary">
      <h4>{text.heading}</h4>
      <dl aria-label={text.heading}>
        {summary.rows.map((row) => (
          <div key={row.kind} className={`refund-row is-${row.kind}`}>
            <dt>{labels[row.kind]}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
      </dl>
      <h5>{text.refundedTo}</h5>
      <ul className="refund-payments" aria-label={text.refundedTo}>
        {eGiftCard
          ? <li>{text.eGiftCardShare(total?.amount ?? "")}</li>
          : summary.payments.map((payment) => <li key={payment.paymentName}>{text.paymentShare(spec(paymentMethodName(payment.paymentName)), payment.amount)}</li>)}
      </ul>
    </div>
  )
}
