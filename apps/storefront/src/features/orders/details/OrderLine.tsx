/** One line of the order: image, name, colour and size, quantity, price, status, tracking and its cancel. */
import type { OrderLine as OrderDetailLine } from "@outfitter/domain"
import { useId } from "react"
import type { useSite } from "../../../site/useSite.ts"
import { ProductImage } from "./ProductImage.tsx"
import { TrackingNumber } from "./TrackingNumber.tsx"

export const OrderLine = (
  { line, brand, onCancel }: {
    readonly line: OrderDetailLine
    readonly brand: ReturnType<typeof useSite>["brand"]
    readonly onCancel: (() => void) | undefined
  },
) => {
  const headingId = useId()
  return (
    <article className="order-line" aria-labelledby={headingId}>
      <ProductImage imageId={line.imageId} name={line.name} brand={brand} />
      <div className="order-line__text">
        <h3 id={headingId}>{line.name}</h3>
        <dl className="order-line__facts">
          {line.colour === undefined ? null : (
            <>
              <dt>Colour</dt>
              <dd>{line.colour}</dd>
            </>
          )}
          {line.size === undefined ? null : (
            <>
              <dt>Size</dt>
              <dd>{line.size}</dd>
            </>
          )}
          <dt>Quantity</dt>
          <dd>{line.quantity}</dd>
          {line.priceFmt === undefined ? null : (
            <>
              <dt>Price</dt>
              <dd>{line.priceFmt}</dd>
            </>
          )}
          <dt>Status</dt>
          <dd>{line.status ?? ""}{line.finalSale ? " (final sale)" : ""}</dd>
        </dl>
        {line.trackingNumber === undefined ? null : <TrackingNumber trackingNumber={line.trackingNumber} status={line.status} />}
        {onCancel === undefined ? null : (
          <button type="button" className="order-detail__secondary" aria-label={`Cancel item: ${line.name}`} onClick={onCancel}>
            Cancel item
          </button>
        )}
      </div>
    </article>
  )
}
