/**
 * The refund summary as text: the domain's `refundSummary` rows (items, exchange, tax,
 * shipping, total; the display rules already applied) and each payment's share. Used by
 * `returns calculate` and the wizard's review step.
 *
 * @since 0.2.0
 */
import { type RefundSummary, type RefundSummaryRowKind, refundSummaryRowLabels } from "@outfitter/domain/orders"
import { paymentMethodName } from "@outfitter/domain/payments/method-name"
import { columns } from "./OrderDetail.ts"

/**
 * Each row's label.
 *
 * @category constants
 */
export const refundRowLabels: Readonly<Record<RefundSummaryRowKind, string>> = {
  items: "Items",
  exchange: refundSummaryRowLabels.exchange,
  tax: "Tax",
  shipping: "Shipping",
  total: "Total refund",
}

/**
 * The summary's lines: the rows, then "Refunded to:" and the payments.
 *
 * @category views
 */
export const refundSummaryLines = (summary: RefundSummary): Array<string> => [
  columns(summary.rows.map((row) => [refundRowLabels[row.kind], row.amount])),
  ...(summary.payments.length === 0
    ? []
    : ["Refunded to:", columns(summary.payments.map((payment) => [paymentMethodName(payment.paymentName), payment.amount]))]),
]
