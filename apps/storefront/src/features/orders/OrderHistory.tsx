/**
 * Order history with resend confirmation (/shop/:site/account/orders; loyalty §2, §4, §7,
 * §8). Each order has a resend button: online orders resend the order confirmation,
 * in-store orders the e-receipt. The button says Sending while working, shows the success
 * text after 1 s and is back after 4 s; a failure shows an error message and the button is
 * back after 2 s; clicks while it is busy are ignored.
 *
 * Where the spec is silent: the button's labels ("Resend confirmation", "Resend
 * e-receipt", failed "Not sent"), the failure text (domain `resendFailureMessage`), and
 * that the success and failure texts are also announced in the live region.
 *
 * The list part, {@link OrderHistoryPanels}, is shared with the points-history page (§2
 * "order history with panels"); `headingLevel` is the level of each order card's heading
 * (2 under this page's h1, 3 under the points-history page's h2).
 *
 * An online order's card links to its order detail page (/account/orders/:orderNumber);
 * an in-store purchase has none to show.
 *
 * The list is newest first and pages with the pagination helper (orders-returns-help §4:
 * the domain's `orderHistoryPage`, `orderHistoryPageSize` orders a page, 10 unless the store
 * says otherwise); the page is the address's `page` parameter, so a reload or Back keeps it,
 * and a new page takes focus at its list. The placed date is written as on the order's page
 * (`formatLongDate`: Intl, in the page's locale).
 *
 * The words are the orders section's (`orderHistory`, `orderCard`, `resend`) in the page's
 * language; the resend's working, sent and failure texts are the domain's, shown through the
 * translation's domain messages.
 */
import {
  formatLongDate,
  orderHistoryPage,
  type OrderSummary,
  resendEvent,
  resendFailureMessage,
  resendSuccessMessages,
  resendWorkingLabel,
} from "@outfitter/domain"
import { useOrderHistory, useResendConfirmation, useStoreSettings } from "@outfitter/react-hooks"
import { useId, useRef, useState } from "react"
import { Link, useLocation, useSearch } from "wouter"
import { ordersText, type OrdersTexts } from "../../site/text/en/orders.ts"
import { useSpecText, useText } from "../../site/text/useText.ts"
import { useSite } from "../../site/useSite.ts"
import { emitAnalytics } from "../../ui/analytics.ts"
import { LiveRegion, useAnnouncer } from "../../ui/LiveRegion.tsx"
import { StatefulButton } from "../../ui/StatefulButton.tsx"
import { StorePagination } from "../../ui/store-search/StorePagination.tsx"
import { usePageTitle } from "../../ui/usePageTitle.ts"
import "./orders.css"

const labelsFor = (order: OrderSummary, text: OrdersTexts["resend"], spec: (message: string) => string) => {
  const kind = order.isOnlinePurchase ? "confirmation" : "ereceipt"
  return {
    initial: order.isOnlinePurchase ? text.confirmation : text.ereceipt,
    processing: spec(resendWorkingLabel),
    success: spec(resendSuccessMessages[kind]),
    failed: text.failed,
  }
}

type HeadingLevel = 2 | 3

const OrderCard = (
  { order, announce, headingLevel }: {
    readonly order: OrderSummary
    readonly announce: (message: string) => void
    readonly headingLevel: HeadingLevel
  },
) => {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const headingId = useId()
  const { href, locale } = useSite()
  const texts = useText(ordersText)
  const text = texts.orderCard
  const spec = useSpecText()
  const { state, resend } = useResendConfirmation(order)
  const [error, setError] = useState(false)
  const kind = order.isOnlinePurchase ? "confirmation" : "ereceipt"
  const onClick = async () => {
    setError(false)
    const outcome = await resend()
    if (outcome === undefined) return
    if (outcome.ok) {
      announce(spec(resendSuccessMessages[outcome.kind]))
      emitAnalytics(resendEvent(outcome.kind, "success"))
    } else {
      setError(true)
      announce(spec(resendFailureMessage))
      emitAnalytics(resendEvent(kind, "failure"))
    }
  }
  return (
    <article className="account-panel order-card" aria-labelledby={headingId}>
      <Heading id={headingId}>{text.heading(order.orderId)}</Heading>
      <dl className="order-card__facts">
        <dt>{text.placed}</dt>
        <dd>{formatLongDate(order.placedDate, locale)}</dd>
        <dt>{text.total}</dt>
        <dd>{order.total}</dd>
        <dt>{text.status}</dt>
        <dd>{order.status}</dd>
        <dt>{text.purchased}</dt>
        <dd>{order.isOnlinePurchase ? text.online : text.inStore}</dd>
      </dl>
      {order.isOnlinePurchase
        ? (
          <p className="order-card__details">
            <Link href={href(`/account/orders/${encodeURIComponent(order.orderId)}`)} aria-describedby={headingId}>
              {text.viewDetails}
            </Link>
          </p>
        )
        : null}
      <StatefulButton type="button" state={state} labels={labelsFor(order, texts.resend, spec)} onClick={() => void onClick()} />
      {error && state === "failed" ? <p className="order-card__error" role="alert">{spec(resendFailureMessage)}</p> : null}
    </article>
  )
}

/**
 * The order panels: loading and error states, the empty text, one card per order with its
 * resend button, and the live region for the resend outcomes.
 */
export const OrderHistoryPanels = ({ headingLevel = 2 }: { readonly headingLevel?: HeadingLevel }) => {
  const history = useOrderHistory()
  const text = useText(ordersText).orderHistory
  const { orderHistoryPageSize } = useStoreSettings()
  const { message, announce } = useAnnouncer()
  const [location, navigate] = useLocation()
  const search = useSearch()
  const list = useRef<HTMLUListElement>(null)
  const params = new URLSearchParams(search)
  const shown = orderHistoryPage(history.data ?? [], Number(params.get("page") ?? "1"), orderHistoryPageSize)
  const toPage = (page: number) => {
    params.set("page", String(page))
    navigate(`${location}?${params.toString()}`)
    list.current?.focus()
  }
  return (
    <>
      {history.isPending ? <p role="status">{text.loading}</p> : null}
      {history.isError ? <p role="alert">{text.loadFailed}</p> : null}
      {history.data === undefined ? null : history.data.length === 0
        ? <p>{text.empty}</p>
        : (
          <>
            <ul
              ref={list}
              tabIndex={-1}
              className="account-panels order-history__list"
              aria-label={text.listLabel}
            >
              {shown.orders.map((order) => (
                <li key={order.orderId}>
                  <OrderCard order={order} announce={announce} headingLevel={headingLevel} />
                </li>
              ))}
            </ul>
            {shown.pageCount > 1
              ? <StorePagination page={shown.page} pageCount={shown.pageCount} onPage={toPage} label={text.pagesLabel} />
              : null}
          </>
        )}
      <LiveRegion message={message} />
    </>
  )
}

export const OrderHistoryView = () => {
  const text = useText(ordersText).orderHistory
  usePageTitle(text.pageTitle)
  return (
    <section aria-labelledby="order-history-heading" className="order-history">
      <h1 id="order-history-heading">{text.heading}</h1>
      <OrderHistoryPanels headingLevel={2} />
    </section>
  )
}
