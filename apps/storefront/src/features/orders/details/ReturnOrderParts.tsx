/**
 * What makes a return an order of its own on the order detail page: the original order's
 * list of its returns, each a link to the return order's page (the domain's
 * `returnOrderAddress`: the return order without the submitted confirmation), and on a
 * self-shipped return order the address to send it to. Where a return order's page is
 * reached from is the site's account orders path, as the submitted return's address is.
 */
import { type OrderDetails, returnOrderAddress, type ReturnShipTo } from "@outfitter/domain"
import { Link } from "wouter"
import { ordersText } from "../../../site/text/en/orders.ts"
import { useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"

/** The address of one of an order's returns, inside the site (keeping the brand). */
export const useReturnOrderHref = (details: OrderDetails): (returnOrderId: string) => string => {
  const { href } = useSite()
  return (returnOrderId) => href(returnOrderAddress(`/account/orders/${encodeURIComponent(returnOrderId)}`, details, returnOrderId))
}

/** The returns made from an order, each linked, with its status; nothing when it has none. */
export const OrderReturns = ({ details }: { readonly details: OrderDetails }) => {
  const returnHref = useReturnOrderHref(details)
  const text = useText(ordersText).returnOrder
  const returns = details.returns ?? []
  if (details.returnOrder || returns.length === 0) return null
  return (
    <section aria-labelledby="order-detail-returns" className="order-detail__returns">
      <h2 id="order-detail-returns">{text.returns}</h2>
      <ul>
        {returns.map((link) => (
          <li key={link.returnOrderId}>
            <Link href={returnHref(link.returnOrderId)}>{text.returnLink(link.returnOrderId)}</Link>
            {link.status === undefined ? null : text.statusAfterLink(link.status)}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Where the customer sends a return they ship themselves. */
export const ReturnShipToView = ({ shipTo }: { readonly shipTo: ReturnShipTo }) => {
  const text = useText(ordersText).returnOrder
  return (
    <section aria-labelledby="order-detail-ship-to" className="order-detail__ship-to">
      <h2 id="order-detail-ship-to">{text.sendTo}</h2>
      <address>
        {[shipTo.name, ...shipTo.lines].map((line, index) => <span key={index} className="order-detail__address-line">{line}</span>)}
      </address>
    </section>
  )
}
