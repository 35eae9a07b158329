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
import {
  addOrderIncorrectLength,
  type AddOrderOutcome,
  historyListClasses,
  historyListState,
  parseOrderNumber,
  type PointsHistoryEntry,
} from "@outfitter/domain"
import { useAddOrderButton, useOrderHistory, usePointsHistory, useStoreSettings } from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from "react"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"
import { emitAnalytics } from "../../../ui/analytics.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { StatefulButton } from "../../../ui/StatefulButton.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { OrderHistoryPanels } from "../../orders/index.ts"
import "./points-history.css"
import { PointsBanner } from "./PointsBanner.tsx"

const addLabels = { initial: "Add points", processing: "Adding…", success: "Points added", failed: "Add points" } as const

const statusLabels = { pending: "Pending", rejected: "Rejected", approved: "Approved" } as const

const helpTexts = {
  store: {
    title: "Find your in-store order number",
    body: "Your order number is printed at the bottom of your store receipt, under the barcode.",
  },
  online: {
    title: "Find your online order number",
    body: "Your order number is in your order confirmation e-mail and in your order history.",
  },
} as const

type Help = keyof typeof helpTexts

const AddOrderForm = () => {
  const inputId = useId()
  const errorId = useId()
  const [value, setValue] = useState("")
  const [fieldError, setFieldError] = useState<string | undefined>(undefined)
  const [shown, setShown] = useState<AddOrderOutcome | undefined>(undefined)
  const [help, setHelp] = useState<Help | undefined>(undefined)
  const { message, announce } = useAnnouncer()
  const button = useAddOrderButton()

  useEffect(() => {
    if (button.outcome === undefined) return
    setShown(button.outcome)
    announce(button.outcome.message)
    if (button.outcome.clearInput) setValue("")
  }, [button.outcome, announce])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (button.state !== "initial") return
    const parsed = parseOrderNumber(value)
    if (Result.isFailure(parsed)) {
      setFieldError(parsed.failure.message)
      setShown(undefined)
      announce(parsed.failure.message)
      emitAnalytics(addOrderIncorrectLength)
      return
    }
    setFieldError(undefined)
    setShown(undefined)
    void button.submit(parsed.success)
  }

  return (
    <section className="points-add-order" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>Add points from a past order</h2>
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId}>Order number</label>
        <input
          id={inputId}
          name="orderNumber"
          value={value}
          autoComplete="off"
          aria-invalid={fieldError !== undefined}
          aria-describedby={fieldError === undefined ? undefined : errorId}
          onChange={(event) => setValue(event.target.value)}
        />
        {fieldError !== undefined && <p id={errorId} className="field-error">{fieldError}</p>}
        <StatefulButton state={button.state} labels={addLabels} />
      </form>
      {shown !== undefined && (
        <p className={`points-add-order__message is-${shown.key}`} data-key={shown.key}>{shown.message}</p>
      )}
      <p className="points-add-order__help">
        Need help finding it?{" "}
        <button type="button" className="link-button" onClick={() => setHelp("store")}>In-store receipt</button>{" "}
        <button type="button" className="link-button" onClick={() => setHelp("online")}>Online order</button>
      </p>
      {help !== undefined && (
        <AccountDialog title={helpTexts[help].title} onClose={() => setHelp(undefined)}>
          <p>{helpTexts[help].body}</p>
        </AccountDialog>
      )}
      <LiveRegion message={message} />
    </section>
  )
}

const HistoryRow = ({ entry, focusRef }: { readonly entry: PointsHistoryEntry; readonly focusRef?: Ref<HTMLLIElement> }) => (
  <li ref={focusRef} tabIndex={focusRef === undefined ? undefined : -1} className={`points-history__record is-${entry.displayClass}`}>
    <span className="points-history__date">{entry.createdAt}</span>
    <span className="points-history__text">{entry.text}</span>
    <span className="points-history__status">{statusLabels[entry.status]}</span>
    <span className="points-history__points">{entry.sign}{entry.pointsText}</span>
  </li>
)

const HistoryList = () => {
  const settings = useStoreSettings()
  const history = usePointsHistory()
  const [clicks, setClicks] = useState(0)
  const firstNew = useRef<HTMLLIElement>(null)
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined)
  useEffect(() => {
    if (focusIndex !== undefined) firstNew.current?.focus()
  }, [focusIndex])

  if (history.isPending) return <p role="status">Loading your points history…</p>
  if (history.isError) {
    return <p className={`points-history ${historyListClasses.ApiError}`}>We couldn't load your points history. Please try again later.</p>
  }
  const entries = history.data.entries
  const state = historyListState(entries.length, clicks, settings)
  if (state._tag !== "Records") {
    return <p className={`points-history ${historyListClasses.NoRecords}`}>You have no points history yet.</p>
  }
  return (
    <>
      <ol className="points-history" aria-label="Points history records">
        {entries.slice(0, state.shown).map((entry, index) => (
          <HistoryRow key={index} entry={entry} {...(index === focusIndex ? { focusRef: firstNew } : {})} />
        ))}
      </ol>
      <p className="points-history__count">Showing {state.shown} of {state.total}</p>
      {state.canLoadMore && (
        <button
          type="button"
          className="points-history__more"
          onClick={() => {
            setFocusIndex(state.shown)
            setClicks((n) => n + 1)
          }}
        >
          Load more
        </button>
      )}
    </>
  )
}

export const PointsHistoryPage = () => {
  usePageTitle("Points history")
  // The banner sits above the page and depends on the order history: the page waits for
  // the first answer (or failure) of it, so the banner never pushes down a form the
  // visitor already sees. Once shown, the page stays (a retry on mount must not hide it).
  const orders = useOrderHistory()
  const shown = useRef(false)
  if (!(orders.isPending && orders.fetchStatus === "fetching")) shown.current = true
  if (!shown.current) {
    return (
      <div id="account-rewards-history" className="points-history-page">
        <h1>Points history</h1>
        <p role="status">Loading your points history…</p>
      </div>
    )
  }
  return (
    <div id="account-rewards-history" className="points-history-page">
      <h1>Points history</h1>
      <PointsBanner />
      <AddOrderForm />
      <section aria-labelledby="points-history-heading">
        <h2 id="points-history-heading">Your points</h2>
        <HistoryList />
      </section>
      <section aria-labelledby="points-orders-heading" className="order-history points-orders">
        <h2 id="points-orders-heading">Order history</h2>
        <OrderHistoryPanels headingLevel={3} />
      </section>
    </div>
  )
}
