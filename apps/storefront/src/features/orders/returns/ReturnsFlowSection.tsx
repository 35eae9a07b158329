/**
 * The returns and exchanges flow of one order (RF0–RF4), shown in place of the order's
 * details while it runs. Loaded by the order detail page only when the flow starts (the
 * intro address `#order-returns-intro`, or the page's "Return or exchange items" button),
 * so the page's first load does not carry it.
 *
 * The flow's state is the domain's machine (`useReturnsFlow`); this lays out each step:
 * - the intro (policy text and the returns-and-exchanges policy modal);
 * - select items: each returnable line is chosen as a return (the reason modal) or an
 *   exchange (the exchange quick view); a line that cannot be returned says why;
 * - return method (prepaid label, or ship it yourself); refund method (original payment,
 *   or an eGift card, not offered for an order paid externally);
 * - review: the items, the chosen cards marked, the refund summary (the domain's display
 *   rules for the site and the return method) and the submit button.
 *
 * Outfitter's choices: the section always opens at the intro, since the page mounts it
 * only once the flow has started, whichever way; the refund is calculated when an item's
 * modal is saved (a failure keeps the modal open with its error) and again on the review
 * when the selection changed since; continue stays focusable while nothing is selected
 * (marked disabled) so a press says why; leaving with items chosen asks first.
 */
import {
  activeMethodCards,
  buttonTimings,
  canContinue,
  canSubmit,
  isOutcomeUnknown,
  orderTimings,
  type OrderDetails,
  type RefundCalculation,
  type RefundMethod,
  refundSummary,
  type RefundSummaryRowKind,
  type ReturnItem,
  type ReturnMethod,
  returnsIntroHash,
  returnsProgress,
  returnsRefusalMessages,
  type ReturnsStepView,
  returnSubmissionBody,
  returnSubmissionFlags,
  returnSubmittedAddress,
  type SavedReturnItem,
  selectedReturnItems,
  summarySite,
} from "@outfitter/domain"
import {
  useRefundCalculation,
  useReturnReasons,
  useReturnsFlow,
  useStatefulButton,
  useStoreSettings,
  useSubmitReturn,
} from "@outfitter/react-hooks"
import * as Result from "effect/Result"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { useParams } from "wouter"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { ModalDialog } from "../../../ui/ModalDialog.tsx"
import { useSite } from "../../../site/useSite.ts"
import { ExchangeModal } from "./ExchangeModal.tsx"
import { ReturnReasonModal } from "./ReturnReasonModal.tsx"
import { notReturnableReason, type ReturnLine, returnLines, selectionItems, selectionKey } from "./returnLines.tsx"
import "./returns.css"

export interface ReturnsFlowSectionProps {
  /** The order being returned, as its details call answered. */
  readonly details: OrderDetails
  /** The e-mail the order was looked up with (a guest's, or the signed-in member's). */
  readonly email: string
  /** Whether the visitor is signed in (a guest gets a guest session before the submission). */
  readonly signedIn: boolean
  /** The address hash the page was loaded with (`#order-returns-intro` opens the intro). */
  readonly hash: string
  /** Back to the order's details (the flow's Exit). */
  readonly onExit: () => void
  /** How to go to the return order's page once submitted; a full page load by default. */
  readonly navigateTo?: (address: string) => void
}

const stepNames: Record<ReturnsStepView, string> = {
  RF1: "Select items",
  RF2: "Return method",
  RF3: "Refund method",
  RF4: "Review your return",
}

const returnMethodCards: ReadonlyArray<{ readonly method: ReturnMethod; readonly title: string; readonly text: string }> = [
  { method: "prepaidLabel", title: "Prepaid return label", text: "Print the label we send you and drop the parcel at the carrier." },
  { method: "shipYourself", title: "Ship it yourself", text: "Send the parcel with a carrier of your choice, at your own cost." },
]

const refundMethodCards: ReadonlyArray<{ readonly method: RefundMethod; readonly title: string; readonly text: string }> = [
  { method: "originalPayment", title: "Original payment", text: "The refund goes back to how you paid." },
  { method: "eGiftCard", title: "eGift card", text: "The refund comes as an eGift card, sent by e-mail." },
]

const summaryLabels: Record<RefundSummaryRowKind, string> = {
  items: "Items refund",
  exchange: "Exchange",
  tax: "Sales tax",
  shipping: "Return shipping",
  total: "Total refund",
}

const submitTimings = { ...buttonTimings, resetAfterFailureMs: orderTimings.returnSubmitResetAfterFailureMs }
const submitLabels = { initial: "Submit return", processing: "Submitting…", success: "Return submitted", failed: "Not submitted" } as const
const submitFailedMessage = "Your return could not be submitted. Your choices are kept: please try again in a moment."
/** The submission's answer was lost and the order could not be read again: it may exist. */
const submitUnknownMessage =
  "We could not confirm whether your return was submitted. Please check your order's returns before you try again."

type Calculation =
  | { readonly status: "idle" }
  | { readonly status: "calculating"; readonly key: string }
  | { readonly status: "failed"; readonly key: string }
  | { readonly status: "done"; readonly key: string; readonly value: RefundCalculation }

export const ReturnsFlowSection = ({ details, email, signedIn, onExit, navigateTo }: ReturnsFlowSectionProps) => {
  const lines = useMemo(() => returnLines(details), [details])
  const returnable = useMemo(() => lines.filter((line) => notReturnableReason(line) === undefined), [lines])
  const { flow, refused, dispatch } = useReturnsFlow({
    itemIds: returnable.map((line) => line.itemId),
    // the page mounts this section once the flow has started, so it always opens at the intro
    hash: returnsIntroHash,
    exchangePageFlag: details.exchangePageFlag,
  })
  const { site } = useSite()
  const params = useParams<{ site?: string }>()
  const settings = useStoreSettings()
  const reasons = useReturnReasons()
  const calculate = useRefundCalculation()
  const submitReturn = useSubmitReturn()
  const submitButton = useStatefulButton(submitTimings)
  const { message, announce } = useAnnouncer()
  const [calculation, setCalculation] = useState<Calculation>({ status: "idle" })
  const [exchangeLabels, setExchangeLabels] = useState<Readonly<Record<string, string>>>({})
  const [policyOpen, setPolicyOpen] = useState(false)
  const [leaveOpen, setLeaveOpen] = useState(false)
  const [submitError, setSubmitError] = useState<string | undefined>(undefined)
  const submitting = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)

  // every refusal is said out loud
  useEffect(() => {
    if (refused !== undefined) announce(refused.message)
  }, [refused, announce])

  // a new step moves focus to its heading (not on the first render: the page decides that)
  const firstView = useRef(true)
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false
      return
    }
    heading.current?.focus()
  }, [flow.view])

  const run = useCallback(async (items: ReadonlyArray<ReturnItem>) => {
    const key = selectionKey(items)
    setCalculation({ status: "calculating", key })
    try {
      const request = { returnItems: items, payments: details.payments, returnShippingFee: details.returnShippingFee, returnFeeWaived: details.returnFeeWaived, shipToCountryCode: details.shipToCountry }
      const value = await calculate.mutateAsync({ orderNumber: details.orderNumber, request })
      setCalculation({ status: "done", key, value })
    } catch (error) {
      setCalculation({ status: "failed", key })
      throw error
    }
  }, [calculate.mutateAsync, details])

  const items = selectionItems(flow, lines)
  const currentKey = selectionKey(items)

  // the review needs the refund of the current selection: asked again when it changed since
  useEffect(() => {
    if (flow.view !== "RF4" || items.length === 0) return
    if (calculation.status !== "idle" && calculation.key === currentKey) return
    run(items).catch(() => announce(calculationFailed))
  }, [flow.view, currentKey])

  const modalLine = flow.modal === undefined ? undefined : lines.find((line) => line.itemId === flow.modal?.itemId)
  const modalSaved = flow.modal === undefined ? undefined : flow.items[flow.modal.itemId]?.saved
  const saveFor = (itemId: string) => (saved: SavedReturnItem) => run(selectionItems(flow, lines, { itemId, saved }))
  const savedFor = (itemId: string, label?: string) => (saved: SavedReturnItem) => {
    if (label !== undefined || saved.kind === "exchange") {
      setExchangeLabels((labels) => ({ ...labels, [itemId]: label ?? "" }))
    }
    dispatch({ _tag: "SaveItem", itemId, saved })
    announce(saved.kind === "return" ? "Item added to your return." : "Exchange added to your return.")
  }
  const cancelModal = () => {
    if (flow.modal === undefined) return
    const wasSaved = modalSaved !== undefined
    dispatch({ _tag: "CancelItem", itemId: flow.modal.itemId })
    if (wasSaved) announce("Item removed from your return.")
  }

  const leave = () => {
    dispatch({ _tag: "Exit" })
    onExit()
  }
  const askToLeave = () => (selectedReturnItems(flow).length === 0 ? leave() : setLeaveOpen(true))

  const submit = async () => {
    if (submitting.current || submitButton.state !== "initial") return
    if (!canSubmit(flow)) return dispatch({ _tag: "Submit" })
    const flags = returnSubmissionFlags(flow)
    const body = returnSubmissionBody(details, { ...flags, items })
    if (Result.isFailure(body)) return announce(returnsRefusalMessages.NothingSelected)
    submitting.current = true
    setSubmitError(undefined)
    dispatch({ _tag: "Submit" })
    const outcome = await submitButton.run(async () => {
      try {
        // a lost answer is settled by the client, which reads this order again for its return
        const origin = { orderNumber: details.orderNumber, email }
        const response = await submitReturn.mutateAsync({ body: body.success, signedIn, origin })
        dispatch({ _tag: "SubmitSucceeded", returnOrderId: response.returnOrderId })
        announce("Your return has been submitted.")
        return response
      } catch (error) {
        dispatch({ _tag: "SubmitFailed" })
        const said = isOutcomeUnknown(error) ? submitUnknownMessage : submitFailedMessage
        setSubmitError(said)
        announce(said)
        throw error
      }
    })
    submitting.current = false
    if (!outcome.ok) return
    const displayPath = `/shop/${params.site ?? site}/account/orders/${encodeURIComponent(outcome.value.returnOrderId)}`
    const address = returnSubmittedAddress(displayPath, details, outcome.value.returnOrderId)
    ;(navigateTo ?? ((to: string) => window.location.assign(to)))(address)
  }

  const busy = flow.phase._tag !== "ready"
  const continueEnabled = canContinue(flow)
  const stepView = flow.view === "RF0" || flow.view === "OD" ? undefined : flow.view
  const progress = returnsProgress(flow)

  const actions = (
    <div className="returns-actions">
      {flow.view === "RF0" || flow.view === "OD" ? null : (
        <button type="button" aria-disabled={busy} onClick={() => !busy && dispatch({ _tag: "Back" })}>
          Back
        </button>
      )}
      {flow.view === "RF4" ? (
        <button
          type="button"
          className={`primary stateful-button is-${submitButton.state}`}
          aria-disabled={submitButton.state !== "initial" || !canSubmit(flow)}
          aria-busy={submitButton.state === "processing"}
          onClick={() => void submit()}
        >
          {submitLabels[submitButton.state]}
        </button>
      ) : (
        <button
          type="button"
          className="primary"
          aria-disabled={!continueEnabled}
          aria-describedby={continueEnabled ? undefined : "returns-continue-hint"}
          onClick={() => dispatch({ _tag: "Continue" })}
        >
          Continue
        </button>
      )}
      <button type="button" className="link-button" aria-disabled={busy} onClick={() => !busy && askToLeave()}>
        Cancel return
      </button>
      {continueEnabled || flow.view === "RF0" || flow.view === "RF4"
        ? null
        : <p id="returns-continue-hint" className="muted">{returnsRefusalMessages.NothingSelected}</p>}
    </div>
  )

  return (
    <section className="returns-flow" aria-labelledby="returns-flow-title">
      <h2 id="returns-flow-title" className="visually-hidden">Return or exchange items</h2>
      {stepView === undefined ? null : (
        <ol className="returns-progress" aria-label="Return progress">
          {progress.map((step) => (
            <li key={step.view} className={`is-${step.status}`} aria-current={step.status === "current" ? "step" : undefined}>
              <span className="returns-progress-number" aria-hidden="true">{step.status === "complete" ? "✓" : step.step}</span>
              <span className="returns-progress-name">{stepNames[step.view]}</span>
              <span className="visually-hidden">{`, ${step.label}`}</span>
            </li>
          ))}
        </ol>
      )}

      {flow.view === "RF0" || flow.view === "OD" ? (
        <div className="returns-step">
          <h3 ref={heading} tabIndex={-1}>Return or exchange items</h3>
          <p>
            Choose the items you'd like to send back, whether each is a return or an exchange for another size or colour,
            how you'll send them, and how you'd like your refund. You'll review everything before you submit.
          </p>
          <p>Items marked final sale can't be returned or exchanged.</p>
          <p>
            <button type="button" className="link-button" onClick={() => setPolicyOpen(true)}>
              Read our returns and exchanges policy
            </button>
          </p>
        </div>
      ) : null}

      {flow.view === "RF1" ? (
        <div className="returns-step">
          <h3 ref={heading} tabIndex={-1}>{stepNames.RF1}</h3>
          <ul className="returns-items">
            {lines.map((line) => (
              <ItemRow
                key={line.itemId}
                line={line}
                saved={flow.items[line.itemId]?.saved}
                exchangeLabel={exchangeLabels[line.itemId]}
                onToggle={(kind) => dispatch({ _tag: "ToggleItem", itemId: line.itemId, kind })}
              />
            ))}
          </ul>
        </div>
      ) : null}

      {flow.view === "RF2" ? (
        <MethodStep
          headingRef={heading}
          title={stepNames.RF2}
          legend="How will you send your items back?"
          cards={returnMethodCards}
          chosen={flow.returnMethod}
          unavailable={undefined}
          onChoose={(method) => dispatch({ _tag: "ChooseReturnMethod", method })}
        />
      ) : null}

      {flow.view === "RF3" ? (
        <MethodStep
          headingRef={heading}
          title={stepNames.RF3}
          legend="How would you like your refund?"
          cards={refundMethodCards}
          chosen={flow.refundMethod}
          unavailable={flow.eGiftCardAvailable ? undefined : { method: "eGiftCard", why: returnsRefusalMessages.EGiftCardUnavailable }}
          onChoose={(method) => dispatch({ _tag: "ChooseRefundMethod", method })}
        />
      ) : null}

      {flow.view === "RF4" ? (
        <div className="returns-step">
          <h3 ref={heading} tabIndex={-1}>{stepNames.RF4}</h3>
          <h4>Items</h4>
          <ul className="returns-review-items">
            {selectedReturnItems(flow).map((item) => {
              const line = lines.find((candidate) => candidate.itemId === item.itemId)
              return (
                <li key={item.itemId}>
                  <strong>{line?.name}</strong> {line?.description === "" ? null : <span className="muted">{line?.description}</span>}
                  <br />
                  {item.saved.kind === "return"
                    ? `Return: ${item.saved.reason.reasonText}`
                    : `Exchange for ${exchangeLabels[item.itemId] || item.saved.newShortSku}: ${item.saved.reason.reasonText}`}
                </li>
              )
            })}
          </ul>
          <ReviewCards flow={flow} onChange={(view) => dispatch({ _tag: "GoToStep", view })} busy={busy} />
          <RefundSummaryView
            calculation={calculation.status !== "idle" && calculation.key === currentKey ? calculation : { status: "calculating", key: currentKey }}
            site={summarySite(details.site, site)}
            selfShip={flow.returnMethod === "shipYourself"}
            eGiftCard={flow.refundMethod === "eGiftCard"}
            onRetry={() => void run(items).catch(() => announce(calculationFailed))}
          />
          {submitError === undefined ? null : <p role="alert" className="form-error">{submitError}</p>}
        </div>
      ) : null}

      {actions}
      <LiveRegion message={message} />

      {flow.modal !== undefined && modalLine !== undefined && flow.modal.kind === "return" ? (
        <ReturnReasonModal
          key={modalLine.itemId}
          line={modalLine}
          options={reasons.data}
          reasonsFailed={reasons.isError}
          saved={modalSaved}
          onSave={saveFor(modalLine.itemId)}
          onSaved={savedFor(modalLine.itemId)}
          onCancel={cancelModal}
          announce={announce}
        />
      ) : null}
      {flow.modal !== undefined && modalLine !== undefined && flow.modal.kind === "exchange" ? (
        <ExchangeModal
          key={modalLine.itemId}
          line={modalLine}
          options={reasons.data}
          reasonsFailed={reasons.isError}
          updatedReasonCodes={settings.updatedReasonCodes}
          saved={modalSaved}
          onSave={saveFor(modalLine.itemId)}
          onSaved={(saved, label) => savedFor(modalLine.itemId, label)(saved)}
          onCancel={cancelModal}
          announce={announce}
        />
      ) : null}
      {policyOpen ? (
        <ModalDialog
          title="Returns and exchanges policy"
          onClose={() => setPolicyOpen(false)}
          classNames={{ backdrop: "modal-backdrop", dialog: "modal-dialog returns-modal", close: "modal-close" }}
        >
          <p>Items can be returned or exchanged unworn and unwashed, with their tags attached.</p>
          <p>An exchange is for another size or colour of the same item. If it is no longer sold, you can still return it for a refund.</p>
          <p>Final sale items can't be returned or exchanged.</p>
          <p>
            With a prepaid return label the label's cost is taken from your refund, unless your order has free returns. If you ship
            it yourself, the cost of sending it is yours.
          </p>
          <p>Refunds go back to your original payment, or to an eGift card when you choose one.</p>
        </ModalDialog>
      ) : null}
      {leaveOpen ? (
        <ModalDialog
          title="Leave your return?"
          onClose={() => setLeaveOpen(false)}
          classNames={{ backdrop: "modal-backdrop", dialog: "modal-dialog returns-modal", close: "modal-close" }}
        >
          <p>The items you chose won't be returned and your choices will be lost.</p>
          <div className="returns-modal-actions">
            <button type="button" className="primary" onClick={leave}>Leave return</button>
            <button type="button" onClick={() => setLeaveOpen(false)}>Keep going</button>
          </div>
        </ModalDialog>
      ) : null}
    </section>
  )
}

const calculationFailed = "We couldn't work out your refund just now. Please try again."

const ItemRow = ({ line, saved, exchangeLabel, onToggle }: {
  readonly line: ReturnLine
  readonly saved: SavedReturnItem | undefined
  readonly exchangeLabel: string | undefined
  readonly onToggle: (kind: "return" | "exchange") => void
}) => {
  const why = notReturnableReason(line)
  const state = saved === undefined
    ? undefined
    : saved.kind === "return"
    ? `Returning: ${saved.reason.reasonText}`
    : `Exchanging for ${exchangeLabel || saved.newShortSku}: ${saved.reason.reasonText}`
  return (
    <li className={`returns-item${saved === undefined ? "" : saved.kind === "return" ? " is-return" : " is-exchange"}`} aria-label={line.name}>
      <div>
        <strong>{line.name}</strong>
        {line.description === "" ? null : <span className="muted"> {line.description}</span>}
        {line.priceFmt === undefined ? null : <span> · {line.priceFmt}</span>}
      </div>
      {why !== undefined
        ? <p className="muted">{why}</p>
        : (
          <div className="returns-item-choice" role="group" aria-label={`${line.name}: return or exchange`}>
            <button type="button" aria-pressed={saved?.kind === "return"} onClick={() => onToggle("return")}>Return</button>
            <button type="button" aria-pressed={saved?.kind === "exchange"} onClick={() => onToggle("exchange")}>Exchange</button>
            {state === undefined ? null : <p className="returns-item-state">{state}</p>}
          </div>
        )}
    </li>
  )
}

const MethodStep = <M extends string>({ headingRef, title, legend, cards, chosen, unavailable, onChoose }: {
  readonly headingRef: React.RefObject<HTMLHeadingElement | null>
  readonly title: string
  readonly legend: string
  readonly cards: ReadonlyArray<{ readonly method: M; readonly title: string; readonly text: string }>
  readonly chosen: M
  readonly unavailable: { readonly method: M; readonly why: string } | undefined
  readonly onChoose: (method: M) => void
}) => (
  <div className="returns-step">
    <h3 ref={headingRef} tabIndex={-1}>{title}</h3>
    <fieldset className="returns-cards">
      <legend>{legend}</legend>
      {cards.map((card) => {
        const disabled = unavailable?.method === card.method
        return (
          <label key={card.method} className={`returns-card${chosen === card.method ? " is-active" : ""}${disabled ? " is-disabled" : ""}`}>
            <input
              type="radio"
              name={`returns-${title}`}
              value={card.method}
              checked={chosen === card.method}
              disabled={disabled}
              aria-describedby={disabled ? `returns-${card.method}-why` : undefined}
              onChange={() => onChoose(card.method)}
            />
            <span className="returns-card-title">{card.title}</span>
            <span className="returns-card-text">{card.text}</span>
            {disabled ? <span id={`returns-${card.method}-why`} className="returns-card-text muted">{unavailable.why}</span> : null}
          </label>
        )
      })}
    </fieldset>
  </div>
)

const ReviewCards = ({ flow, onChange, busy }: {
  readonly flow: Parameters<typeof activeMethodCards>[0]
  readonly onChange: (view: ReturnsStepView) => void
  readonly busy: boolean
}) => {
  const active = activeMethodCards(flow)
  if (active === undefined) return null
  const group = <M extends string>(
    title: string,
    view: ReturnsStepView,
    cards: ReadonlyArray<{ readonly method: M; readonly title: string }>,
    chosen: M,
  ) => (
    <div className="returns-review-group">
      <h4>{title}</h4>
      <ul className="returns-review-cards" aria-label={title}>
        {cards.map((card) => (
          <li key={card.method} className={card.method === chosen ? "returns-card is-active" : "returns-card"} aria-current={card.method === chosen ? "true" : undefined}>
            {card.title}
            {card.method === chosen ? <span className="returns-card-chosen"> (chosen)</span> : null}
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" aria-disabled={busy} onClick={() => !busy && onChange(view)}>
        Change {title.toLowerCase()}
      </button>
    </div>
  )
  return (
    <div className="returns-review-methods">
      {group("Return method", "RF2", returnMethodCards, active.returnMethod.method)}
      {group("Refund method", "RF3", refundMethodCards, active.refundMethod.method)}
    </div>
  )
}

const RefundSummaryView = ({ calculation, site, selfShip, eGiftCard, onRetry }: {
  readonly calculation: Exclude<Calculation, { readonly status: "idle" }>
  readonly site: Parameters<typeof refundSummary>[1]["site"]
  readonly selfShip: boolean
  readonly eGiftCard: boolean
  readonly onRetry: () => void
}) => {
  if (calculation.status === "calculating") {
    return <div className="refund-summary" aria-busy="true"><h4>Refund summary</h4><p>Working out your refund…</p></div>
  }
  if (calculation.status === "failed") {
    return (
      <div className="refund-summary">
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
          : summary.payments.map((payment) => <li key={payment.paymentName}>{payment.paymentName}: {payment.amount}</li>)}
      </ul>
    </div>
  )
}
