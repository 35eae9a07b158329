/**
 * The returns and exchanges flow of one order (RF0–RF4), shown in place of the order's
 * details while it runs. Loaded by the order detail page only when the flow starts (the
 * intro address `#order-returns-intro`, or the page's "Return or exchange items" button),
 * so the page's first load does not carry it.
 *
 * The flow's state is the domain's machine (`useReturnsFlow`); each step is its own module:
 * IntroStep (RF0), SelectItemsStep (RF1), ReturnMethodStep (RF2), RefundMethodStep (RF3),
 * ReviewStep (RF4); the refund and the submission are hooks (useRefund,
 * useReturnSubmission).
 *
 * Outfitter's choices: the section always opens at the intro, since the page mounts it
 * only once the flow has started, whichever way; leaving with items chosen asks first.
 */
import { isReturnsStepView, type OrderDetails, returnsIntroHash, selectedReturnItems, summarySite } from "@outfitter/domain"
import { useReturnsFlow } from "@outfitter/react-hooks"
import { useEffect, useMemo, useRef, useState } from "react"
import { useSite } from "../../../site/useSite.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { IntroStep } from "./IntroStep.tsx"
import { ItemModal } from "./ItemModal.tsx"
import { LeaveReturnDialog } from "./LeaveReturnDialog.tsx"
import { RefundMethodStep } from "./RefundMethodStep.tsx"
import { RefundSummaryView } from "./RefundSummaryView.tsx"
import { notReturnableReason, returnLines, selectionItems } from "./returnLines.tsx"
import { ReturnMethodStep } from "./ReturnMethodStep.tsx"
import { ReturnsActions } from "./ReturnsActions.tsx"
import { ReturnsProgress } from "./ReturnsProgress.tsx"
import { ReviewStep } from "./ReviewStep.tsx"
import { SelectItemsStep } from "./SelectItemsStep.tsx"
import { useRefund } from "./useRefund.ts"
import { useReturnSubmission } from "./useReturnSubmission.ts"
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
  const { message, announce } = useAnnouncer()
  const items = selectionItems(flow, lines)
  const refund = useRefund(details, flow.view, items, announce)
  const submission = useReturnSubmission({ details, email, signedIn, flow, items, dispatch, announce, navigateTo })
  const [exchangeLabels, setExchangeLabels] = useState<Readonly<Record<string, string>>>({})
  const [leaveOpen, setLeaveOpen] = useState(false)
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

  const leave = () => {
    dispatch({ _tag: "Exit" })
    onExit()
  }
  const busy = flow.phase._tag !== "ready"

  return (
    <section className="returns-flow" aria-labelledby="returns-flow-title">
      <h2 id="returns-flow-title" className="visually-hidden">Return or exchange items</h2>
      {isReturnsStepView(flow.view) ? <ReturnsProgress flow={flow} /> : <IntroStep headingRef={heading} />}
      {flow.view === "RF1" ? (
        <SelectItemsStep
          headingRef={heading}
          lines={lines}
          flow={flow}
          exchangeLabels={exchangeLabels}
          onToggle={(itemId, kind) => dispatch({ _tag: "ToggleItem", itemId, kind })}
        />
      ) : null}
      {flow.view === "RF2"
        ? <ReturnMethodStep headingRef={heading} chosen={flow.returnMethod} onChoose={(method) => dispatch({ _tag: "ChooseReturnMethod", method })} />
        : null}
      {flow.view === "RF3" ? (
        <RefundMethodStep
          headingRef={heading}
          chosen={flow.refundMethod}
          eGiftCardAvailable={flow.eGiftCardAvailable}
          onChoose={(method) => dispatch({ _tag: "ChooseRefundMethod", method })}
        />
      ) : null}
      {flow.view === "RF4" ? (
        <ReviewStep
          headingRef={heading}
          flow={flow}
          lines={lines}
          exchangeLabels={exchangeLabels}
          busy={busy}
          onChange={(view) => dispatch({ _tag: "GoToStep", view })}
          error={submission.error}
          summary={
            <RefundSummaryView
              calculation={refund.shown}
              site={summarySite(details.site, site)}
              selfShip={flow.returnMethod === "shipYourself"}
              eGiftCard={flow.refundMethod === "eGiftCard"}
              onRetry={refund.retry}
            />
          }
        />
      ) : null}
      <ReturnsActions
        flow={flow}
        dispatch={dispatch}
        submitState={submission.state}
        onSubmit={() => void submission.submit()}
        onCancel={() => (selectedReturnItems(flow).length === 0 ? leave() : setLeaveOpen(true))}
      />
      <LiveRegion message={message} />
      <ItemModal
        flow={flow}
        lines={lines}
        dispatch={dispatch}
        calculate={refund.run}
        announce={announce}
        onExchangeLabel={(itemId, label) => setExchangeLabels((labels) => ({ ...labels, [itemId]: label }))}
      />
      {leaveOpen ? <LeaveReturnDialog onLeave={leave} onStay={() => setLeaveOpen(false)} /> : null}
    </section>
  )
}
