/** The review's refund summary: the domain's display rows for the site and the return method, and where the refund goes. */
import { paymentMethodName, refundSummary } from "@outfitter/domain"
import { useEffect, useRef } from "react"
import { revealMessage } from "../../../ui/revealMessage.ts"
import { calculationFailed, summaryLabels } from "./returnsText.ts"
import type { ShownCalculation } from "./useRefund.ts"

export const RefundSummaryView = ({ calculation, site, selfShip, eGiftCard, onRetry }: {
  readonly calculation: ShownCalculation
  readonly site: Parameters<typeof refundSummary>[1]["site"]
  readonly selfShip: boolean
  readonly eGiftCard: boolean
  readonly onRetry: () => void
}) => {
  // a refund that could not be worked out is brought into view (announced as an alert; focus stays on the review)
  const failure = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (calculation.status === "failed") revealMessage(failure.current, { focus: false })
  }, [calculation.status])
  if (calculation.status === "calculating") {
    return <div className="refund-summary" aria-busy="true"><h4>Refund summary</h4><p>Working out your refund…</p></div>
  }
  if (calculation.status === "failed") {
    return (
      <div ref={failure} className="refund-summary">
        <h4>Refund summary</h4>
        <p role="alert">{calculationFailed}</p>
        <button type="button" onClick={onRetry}>Try again</button>
      </div>
    )
  }
  const summary = refundSummary(calculation.value, { site, selfShip })
  const total = summary.rows.find((row) => row.kind === "total")
  return (
    <div className="refund-summary">
      <h4>Refund summary</h4>
      <dl aria-label="Refund summary">
        {summary.rows.map((row) => (
          <div key={row.kind} className={`refund-row is-${row.kind}`}>
            <dt>{summaryLabels[row.kind]}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
      </dl>
      <h5>Refunded to</h5>
      <ul className="refund-payments" aria-label="Refunded to">
        {eGiftCard
          ? <li>eGift card: {total?.amount}</li>
          : summary.payments.map((payment) => <li key={payment.paymentName}>{paymentMethodName(payment.paymentName)}: {payment.amount}</li>)}
      </ul>
    </div>
  )
}
