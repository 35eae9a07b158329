/**
 * The order's details: its facts, the actions it allows (resend, returns, the cancels), its
 * lines, the returns made from it (linked), payments and items total. A return order shows
 * its original order, its refund as it stands (none once cancelled: "No refund") and, when
 * the customer ships it, the address to send it to.
 */
import { canCancelWholeOrder, formatLongDate, isCancelledStatus, type OrderDetails as Details, orderItemsTotal, paymentMethodName, returnOfItem } from "@outfitter/domain"
import { Link } from "wouter"
import { ordersText } from "../../../site/text/en/orders.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import type { CancelSubject } from "./CancelDialog.tsx"
import { OrderLine } from "./OrderLine.tsx"
import { ResendConfirmation } from "./ResendConfirmation.tsx"
import { OrderReturns, ReturnShipToView, useReturnOrderHref } from "./ReturnOrderParts.tsx"

export const OrderSummaryView = (
  { details, signedIn, announce, onCancel, onReturns }: {
    readonly details: Details
    readonly signedIn: boolean
    readonly announce: (message: string) => void
    readonly onCancel: (subject: CancelSubject) => void
    readonly onReturns: () => void
  },
) => {
  const { brand, locale, href } = useSite()
  const text = useText(ordersText).orderSummary
  const spec = useSpecText()
  // a guest reads the original order with the e-mail the return order was read with
  const originalHref = (original: string) =>
    href(`/account/orders/${encodeURIComponent(original)}${details.orderEmail === undefined ? "" : `?email=${encodeURIComponent(details.orderEmail)}`}`)
  const isReturn = details.returnOrder
  const isReservation = details.isReservation
  const cancelled = isCancelledStatus(details.status)
  const canCancelOrder = canCancelWholeOrder(details)
  const returnable = !isReturn && details.items.some((line) => line.returnable)
  const total = orderItemsTotal(details, locale)
  const number = details.orderNumber
  const returnHref = useReturnOrderHref(details)
  const inReturn = (itemId: string) => {
    const link = returnOfItem(details, itemId)
    return link === undefined ? undefined : { returnOrderId: link.returnOrderId, href: returnHref(link.returnOrderId) }
  }
  return (
    <>
      <dl className="order-detail__facts">
        <dt>{isReturn ? text.returnOrderNumber : text.orderNumber}</dt>
        <dd>{number}</dd>
        {isReturn && details.originalSalesOrderNumber !== undefined ? (
          <>
            <dt>{text.originalOrder}</dt>
            <dd><Link href={originalHref(details.originalSalesOrderNumber)}>{details.originalSalesOrderNumber}</Link></dd>
          </>
        ) : null}
        <dt>{text.placed}</dt>
        <dd>{formatLongDate(details.placedTime, locale)}</dd>
        <dt>{text.status}</dt>
        <dd>{details.status ?? ""}</dd>
      </dl>
      <div className="order-detail__actions">
        {signedIn && !isReturn ? <ResendConfirmation details={details} announce={announce} /> : null}
        {returnable ? <button type="button" onClick={onReturns}>{text.returnOrExchange}</button> : null}
        {canCancelOrder ? <button type="button" className="order-detail__secondary" onClick={() => onCancel({ kind: "order", orderNumber: number })}>{text.cancelOrder}</button> : null}
        {isReservation && !cancelled
          ? <button type="button" className="order-detail__secondary" onClick={() => onCancel({ kind: "reservation", orderNumber: number })}>{text.cancelReservation}</button>
          : null}
        {isReturn && !cancelled
          ? <button type="button" className="order-detail__secondary" onClick={() => onCancel({ kind: "return", orderNumber: number })}>{text.cancelReturn}</button>
          : null}
      </div>
      <section aria-labelledby="order-detail-items" className="order-detail__items">
        <h2 id="order-detail-items">{text.items}</h2>
        <ul aria-labelledby="order-detail-items">
          {details.items.map((line) => (
            <li key={line.itemId}>
              <OrderLine
                line={line}
                brand={brand}
                inReturn={inReturn(line.itemId)}
                returnOrder={isReturn}
                onCancel={line.cancellable && !isReservation && !isReturn
                  ? () => onCancel({ kind: "item", orderNumber: number, item: { shortSku: line.shortSku, name: line.name } })
                  : undefined}
              />
            </li>
          ))}
        </ul>
      </section>
      <OrderReturns details={details} />
      {isReturn && !cancelled && details.returnShipTo !== undefined ? <ReturnShipToView shipTo={details.returnShipTo} /> : null}
      <section aria-labelledby="order-detail-payments" className="order-detail__payments">
        <h2 id="order-detail-payments">{isReturn ? text.refund : text.payment}</h2>
        <ul>
          {[...details.payments].sort((a, b) => a.sequence - b.sequence).map((payment) => (
            <li key={`${payment.sequence}-${payment.paymentName}`}>
              {payment.refundFmt === undefined || (isReturn && cancelled)
                ? spec(paymentMethodName(payment.paymentName))
                : text.paymentRefund(spec(paymentMethodName(payment.paymentName)), payment.refundFmt)}
            </li>
          ))}
        </ul>
        {isReturn && cancelled ? <p>{text.noRefund}</p> : null}
        {total === undefined ? null : (
          <dl className="order-detail__total">
            <dt>{text.itemsTotal}</dt>
            <dd>{total}</dd>
          </dl>
        )}
      </section>
    </>
  )
}
