/**
 * One line of the order: image, name, colour and size, quantity, price, status, tracking and
 * its cancel. A line in a return names that return, linked; on a return order the tracking
 * number is the return parcel's (no outbound carrier status beside it) and an exchanged line
 * says the colour and size it is exchanged for.
 */
import type { OrderLine as OrderDetailLine } from "@outfitter/domain"
import { useId } from "react"
import { Link } from "wouter"
import { ordersText } from "../../../site/text/en/orders.ts"
import { useText } from "../../../site/text/useText.ts"
import type { useSite } from "../../../site/useSite.ts"
import { ProductImage } from "./ProductImage.tsx"
import { TrackingNumber } from "./TrackingNumber.tsx"

export const OrderLine = (
  { line, brand, onCancel, inReturn, returnOrder = false }: {
    readonly line: OrderDetailLine
    readonly brand: ReturnType<typeof useSite>["brand"]
    readonly onCancel: (() => void) | undefined
    /** The return this line is in, and its page's address. */
    readonly inReturn?: { readonly returnOrderId: string; readonly href: string } | undefined
    /** The line is a return order's. */
    readonly returnOrder?: boolean
  },
) => {
  const headingId = useId()
  const text = useText(ordersText).orderLine
  return (
    <article className="order-line" aria-labelledby={headingId}>
      <ProductImage imageId={line.imageId} name={line.name} brand={brand} />
      <div className="order-line__text">
        <h3 id={headingId}>{line.name}</h3>
        <dl className="order-line__facts">
          {line.colour === undefined ? null : (
            <>
              <dt>{text.colour}</dt>
              <dd>{line.colour}</dd>
            </>
          )}
          {line.size === undefined ? null : (
            <>
              <dt>{text.size}</dt>
              <dd>{line.size}</dd>
            </>
          )}
          <dt>{text.quantity}</dt>
          <dd>{line.quantity}</dd>
          {line.priceFmt === undefined ? null : (
            <>
              <dt>{text.price}</dt>
              <dd>{line.priceFmt}</dd>
            </>
          )}
          <dt>{text.status}</dt>
          <dd>
            {text.lineStatus(line.status ?? "", line.finalSale)}
            {inReturn === undefined ? null : <>{text.inReturnBeforeLink}<Link href={inReturn.href}>{text.inReturnLink(inReturn.returnOrderId)}</Link></>}
          </dd>
          {line.exchangedFor === undefined ? null : (
            <>
              <dt>{text.exchangedFor}</dt>
              <dd>{[line.exchangedFor.colour, line.exchangedFor.size].filter((part) => part !== undefined).join(", ") || line.exchangedFor.shortSku}</dd>
            </>
          )}
        </dl>
        {line.trackingNumber === undefined
          ? null
          : returnOrder
          ? <p className="order-tracking">{text.returnTrackingNumber(line.trackingNumber)}</p>
          : <TrackingNumber trackingNumber={line.trackingNumber} status={line.status} />}
        {onCancel === undefined ? null : (
          <button type="button" className="order-detail__secondary" aria-label={text.cancelItemLabel(line.name)} onClick={onCancel}>
            {text.cancelItem}
          </button>
        )}
      </div>
    </article>
  )
}
