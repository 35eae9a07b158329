/**
 * Points history (/shop/:site/account/rewards/history, body id account-rewards-history;
 * loyalty-payments §2, §3, §4, §5, §8, §9): the add-order form, the find-your-order-number
 * help modals, the recent-purchase / problem-order banner and the points history list
 * with Load more. Every rule is the domain's (loyalty/history); this page lays it out.
 *
 * Choices where the spec is silent:
 * - the banner and help texts are ours (the spec names the areas, not their words); the
 *   receipt images are described in text (no image assets are shipped).
 * - the banner is the domain's `pointsHistoryBanner` over the order history (./PointsBanner.tsx);
 *   the order history panels are the /account/orders cards (`OrderHistoryPanels`) under an h2
 *   below the points list, each card's heading an h3.
 * - a wrong-length order number shows the not-found message as the field's error and in the
 *   live region, and emits the incorrect-length event; it makes no call.
 * - the call's message shows under the form and in the live region once the button leaves
 *   processing; known statuses clear the input.
 * - the list shows the first `initialNumRecordsPointsHistory` records, Load more adds
 *   `numRecordsPointsHistory` and moves focus to the first new record.
 */
import { useOrderHistory } from "@outfitter/react-hooks"
import { useRef } from "react"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useText } from "../../../site/text/useText.ts"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { OrderHistoryPanels } from "../../orders/index.ts"
import { AddOrderForm } from "./AddOrderForm.tsx"
import { HistoryList } from "./HistoryList.tsx"
import "./points-history.css"
import { PointsBanner } from "./PointsBanner.tsx"

export const PointsHistoryPage = () => {
  const text = useText(loyaltyText).history
  usePageTitle(text.title)
  // The banner sits above the page and depends on the order history: the page waits for
  // the first answer (or failure) of it, so the banner never pushes down a form the
  // visitor already sees. Once shown, the page stays (a retry on mount must not hide it).
  const orders = useOrderHistory()
  const shown = useRef(false)
  if (!(orders.isPending && orders.fetchStatus === "fetching")) shown.current = true
  if (!shown.current) {
    return (
      <div id="account-rewards-history" className="points-history-page">
        <h1>{text.title}</h1>
        <p role="status">{text.loading}</p>
      </div>
    )
  }
  return (
    <div id="account-rewards-history" className="points-history-page">
      <h1>{text.title}</h1>
      <PointsBanner />
      <AddOrderForm />
      <section aria-labelledby="points-history-heading">
        <h2 id="points-history-heading">{text.yourPoints}</h2>
        <HistoryList />
      </section>
      <section aria-labelledby="points-orders-heading" className="order-history points-orders">
        <h2 id="points-orders-heading">{text.orderHistory}</h2>
        <OrderHistoryPanels headingLevel={3} />
      </section>
    </div>
  )
}
