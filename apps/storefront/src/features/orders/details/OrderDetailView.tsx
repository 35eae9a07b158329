/**
 * The order detail page (/shop/:site/account/orders/:orderNumber; orders-returns-help §2
 * "Order detail page", §3, §4, §8): the order's number, placed date and status, its items
 * (image with the brand's fallback, name, colour and size, quantity, price, status, tracking
 * number with the carrier status disclosure), payments and total, resend confirmation, the
 * cancel modals (CancelDialog.tsx), and the returns flow shown in place of the details.
 *
 * Who sees it: a signed-in member (the order is read with the member's e-mail), or a guest
 * whose address carries the order's e-mail (`?email=`, from track order, or `orderEmail=`
 * after a return was submitted; the account layout lets a guest with an e-mail see this one
 * page). The order is the path's number, or the `orderNumber` query parameter when present
 * (the address after a submitted return names the new return order there).
 *
 * Where the spec is silent (Outfitter's choices):
 * - a member reads the order with the account's e-mail, a guest with the address's; an
 *   order not found is said in each one's terms (a member's account, a guest's number and
 *   e-mail);
 * - resend confirmation is offered to members (the resend call needs a member's session)
 *   on orders (not on return orders);
 * - "reload" re-reads the order (the query), not the document: the customer sees the order
 *   as it now stands with no blank page, and a test gives its own `reload`;
 * - after a return is cancelled the page moves to `returnCancelledAddress` (returnSubmitted=false)
 *   in place and re-reads the order;
 * - once a return is submitted the page moves to the return order's address in place (no
 *   page load) and shows it with the confirmation, opened at the page's top with the
 *   confirmation's heading focused;
 * - the returns flow opens at its intro, a new history entry with `#order-returns-intro`,
 *   when the "Return or exchange items" button is pressed; on load and on Back or Forward,
 *   the address hash decides (`initialReturnsView`), and each step is an entry of its own
 *   (returns/stepHistory.ts); it is offered only when an item is returnable;
 * - the items total is the sum of the lines shown (price × quantity) in the order's currency;
 * - an order whose WECHATPAY or ALIPAY payment is pending shows the QR payment above its
 *   details (the wallet feature, its own chunk).
 */
import { accountNavigationFor, pendingWalletPayway, returnCancelledAddress, returnsIntroHash } from "@outfitter/domain"
import { type OrderDetailsError, useOrderDetails, useUser, useVisitor } from "@outfitter/react-hooks"
import { lazy, Suspense, useEffect, useRef, useState } from "react"
import { Link, useLocation, useSearch } from "wouter"
import { ordersText } from "../../../site/text/en/orders.ts"
import { useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { useReturnsEntry } from "../returns/useReturnsEntry.ts"
import { CancelDialog, type CancelSubject } from "./CancelDialog.tsx"
import { OrderSummaryView } from "./OrderSummaryView.tsx"
import { useOrderAddress } from "./useOrderAddress.ts"
import "./orderDetail.css"

// the returns flow is its own chunk, loaded only when the flow starts
const ReturnsFlowSection = lazy(() => import("../returns/ReturnsFlowSection.tsx").then((module) => ({ default: module.ReturnsFlowSection })))
// the wallet QR payment too, loaded only for an order whose WECHATPAY or ALIPAY payment is pending
const WalletQrWidget = lazy(() => import("../../wallet/index.ts").then((module) => ({ default: module.WalletQrWidget })))

/** No such order for that e-mail: the read's answer, possibly after its retries. */
const isNotFound = (error: OrderDetailsError): boolean =>
  error._tag === "NotFound" || (error._tag === "MaxRetries" && error.last._tag === "NotFound")

export interface OrderDetailViewProps {
  /** Re-reads the order after a cancel; the page's own query refetch by default. */
  readonly reload?: () => void
}

export const OrderDetailView = ({ reload }: OrderDetailViewProps) => {
  const { orderNumber, guestEmail, returnSubmitted } = useOrderAddress()
  const text = useText(ordersText).orderDetail
  usePageTitle(text.pageTitle(orderNumber))
  const visitor = useVisitor()
  const signedIn = visitor.data !== undefined && accountNavigationFor(visitor.data)._tag === "LoggedIn"
  const user = useUser({ enabled: signedIn })
  const email = signedIn ? (user.data?.email ?? "") : guestEmail
  const query = useOrderDetails(orderNumber, email)
  const [location, navigate] = useLocation()
  const search = useSearch()
  const { message, announce } = useAnnouncer()
  const { href } = useSite()
  const [cancelling, setCancelling] = useState<CancelSubject | undefined>(undefined)
  const heading = useRef<HTMLHeadingElement>(null)
  const confirmation = useRef<HTMLHeadingElement>(null)
  const details = query.data
  const walletPayway = details === undefined ? undefined : pendingWalletPayway(details)

  // the address hash and history entry are the browser's: read after the first render
  const returns = useReturnsEntry(orderNumber, (choicesKept) => {
    heading.current?.focus()
    if (choicesKept) announce(text.returnsChoicesKept)
  })
  const canReturn = details !== undefined && !details.returnOrder && details.items.some((line) => line.returnable)

  useEffect(() => {
    if (!returnSubmitted) return
    // the confirmation opens at the page's top, where its heading is, wherever the review was
    window.scrollTo(0, 0)
    confirmation.current?.focus({ preventScroll: true })
    announce(text.returnSubmittedAnnouncement(orderNumber))
  }, [returnSubmitted, orderNumber, announce, text])

  const reloadOrder = reload ?? (() => void query.refetch())
  const cancelled = (subject: CancelSubject) => {
    setCancelling(undefined)
    if (subject.kind === "return") navigate(returnCancelledAddress(`${location}?${search}`), { replace: true })
    reloadOrder()
    heading.current?.focus()
  }

  return (
    <section className="order-detail" aria-labelledby="order-detail-heading">
      <h1 id="order-detail-heading" ref={heading} tabIndex={-1}>{text.heading(orderNumber)}</h1>
      {returnSubmitted
        ? (
          <div className="order-detail__confirmation">
            <h2 ref={confirmation} tabIndex={-1}>{text.returnSubmitted}</h2>
            <p>{text.returnOrderNumber(orderNumber)}</p>
          </div>
        )
        : null}
      <div className="order-detail__content">
        {signedIn && user.isError
          ? (
            <div className="order-detail__problem">
              <p role="alert">{text.loadFailed}</p>
              <button type="button" onClick={() => void user.refetch()} disabled={user.isFetching}>{text.tryAgain}</button>
            </div>
          )
          : query.isError
          ? isNotFound(query.error)
            ? (
              <div role="alert" className="order-detail__problem">
                <p>{text.notFound}</p>
                {signedIn
                  ? <p>{text.notYourOrderBeforeLink}<Link href={href("/account/orders")}>{text.seeYourOrders}</Link></p>
                  : <p>{text.checkNumberAndEmail}</p>}
              </div>
            )
            : (
              <div className="order-detail__problem">
                <p role="alert">{text.loadFailed}</p>
                <button type="button" onClick={() => void query.refetch()} disabled={query.isFetching}>{text.tryAgain}</button>
              </div>
            )
          : details === undefined
          ? <p role="status">{text.loading}</p>
          : returns.isOpen && canReturn
          ? (
            <Suspense fallback={<p role="status">{text.loadingReturns}</p>}>
              <ReturnsFlowSection
                details={details}
                email={email}
                signedIn={signedIn}
                hash={returnsIntroHash}
                navigateTo={(address) => {
                  // in place: the return order's page is this page at another address
                  returns.close()
                  navigate(address.startsWith("/") ? `~${address}` : address)
                }}
                onExit={() => {
                  returns.close()
                  heading.current?.focus()
                }}
              />
            </Suspense>
          )
          : (
            <>
              {walletPayway === undefined ? null : (
                <Suspense fallback={<p role="status">{text.loadingPayment}</p>}>
                  <WalletQrWidget orderNumber={details.orderNumber} payway={walletPayway} country={details.shipToCountry} email={email} />
                </Suspense>
              )}
              <OrderSummaryView
                details={details}
                signedIn={signedIn}
                announce={announce}
                onCancel={setCancelling}
                onReturns={returns.start}
              />
            </>
          )}
      </div>
      {cancelling === undefined || details === undefined ? null : (
        <CancelDialog
          subject={cancelling}
          email={email}
          onClose={() => setCancelling(undefined)}
          onCancelled={() => cancelled(cancelling)}
        />
      )}
      <LiveRegion message={message} />
    </section>
  )
}
