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
 * Each step is an entry of the browser's history (stepHistory.ts): Back and Forward move
 * between steps with every choice kept, and a reload carries on at the step it was on.
 *
 * Outfitter's choices: the section opens at the intro, or at the step of the history entry
 * it is opened on; leaving with items chosen asks first, by Cancel return or by a link out
 * of the flow (the leave dialog, leavePrompt.ts); a reload keeps the step and the choices.
 */
import { hasSelection, isReturnsStepView, type OrderDetails, returnsIntroHash, summarySite } from "@outfitter/domain"
import { useReturnsFlow } from "@outfitter/react-hooks"
import { useEffect, useMemo, useRef, useState } from "react"
import { useLocation } from "wouter"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { IntroStep } from "./IntroStep.tsx"
import { ItemModal } from "./ItemModal.tsx"
import { LeaveReturnDialog } from "./LeaveReturnDialog.tsx"
import { useLeavePrompt } from "./leavePrompt.ts"
import { RefundMethodStep } from "./RefundMethodStep.tsx"
import { RefundSummaryView } from "./RefundSummaryView.tsx"
import { notReturnableReason, returnLines, selectionItems } from "./returnLines.tsx"
import { ReturnMethodStep } from "./ReturnMethodStep.tsx"
import { ReturnsActions } from "./ReturnsActions.tsx"
import { ReturnsProgress } from "./ReturnsProgress.tsx"
import { ReviewStep } from "./ReviewStep.tsx"
import { SelectItemsStep } from "./SelectItemsStep.tsx"
import { openingEntry, useStepHistory } from "./stepHistory.ts"
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
  /** The address hash the page was loaded with (`#order-returns-intro`); the step comes from the history entry. */
  readonly hash: string
  /** Back to the order's details when leaving has no history entry to go back to (the flow loaded at the intro, never moved). */
  readonly onExit: () => void
  /** How to go to the return order's page once submitted; a full page load by default. */
  readonly navigateTo?: (address: string) => void
}

export const ReturnsFlowSection = ({ details, email, signedIn, onExit, navigateTo }: ReturnsFlowSectionProps) => {
  const text = useText(returnsText)
  const spec = useSpecText()
  const { site, locale } = useSite()
  const lines = useMemo(() => returnLines(details, text.line, locale), [details, text.line, locale])
  const returnable = useMemo(() => lines.filter((line) => notReturnableReason(line, text.notReturnable) === undefined), [lines, text.notReturnable])
  const [opening] = useState(() => openingEntry(details.orderNumber))
  const flowInput = {
    itemIds: returnable.map((line) => line.itemId),
    // the page mounts this section once the flow has started, so it opens at the intro, or at its entry's step
    hash: returnsIntroHash,
    exchangePageFlag: details.exchangePageFlag,
  }
  const { flow, refused, dispatch, reset } = useReturnsFlow({ ...flowInput, kept: opening.kept?.flow })
  const [exchangeLabels, setExchangeLabels] = useState<Readonly<Record<string, string>>>(opening.kept?.exchangeLabels ?? {})
  const history = useStepHistory({
    orderNumber: details.orderNumber,
    opening: opening.entry,
    flow,
    exchangeLabels,
    // Back or Forward: that step, with the choices as they are now
    onStep: (view) => reset({ ...flowInput, kept: { ...flow, view } }),
    onLeft: onExit,
  })
  const [, navigate] = useLocation()
  const { message, announce } = useAnnouncer()
  const items = selectionItems(flow, lines)
  const refund = useRefund(details, flow.view, items, announce)
  const submission = useReturnSubmission({ details, email, signedIn, flow, items, dispatch, announce, navigateTo })
  // the leave dialog, for Cancel return or for a link out of the flow (its address)
  const [leaving, setLeaving] = useState<{ readonly href: string | undefined } | undefined>(undefined)
  const heading = useRef<HTMLHeadingElement>(null)
  const section = useRef<HTMLElement>(null)
  useLeavePrompt({ isAsking: hasSelection(flow) && flow.phase._tag === "ready", within: section, onLinkOut: (href) => setLeaving({ href }) })

  // every refusal is said out loud
  useEffect(() => {
    if (refused !== undefined) announce(spec(refused.message))
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
    const href = leaving?.href
    setLeaving(undefined)
    if (href === undefined) return history.leave()
    history.end()
    const url = new URL(href, window.location.href)
    if (url.origin === window.location.origin) navigate(`~${url.pathname}${url.search}${url.hash}`)
    else window.location.assign(href)
  }
  const busy = flow.phase._tag !== "ready"

  return (
    <section ref={section} className="returns-flow" aria-labelledby="returns-flow-title">
      <h2 id="returns-flow-title" className="visually-hidden">{text.flow.heading}</h2>
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
        onBack={() => history.back(() => dispatch({ _tag: "Back" }))}
        onSubmit={() => void submission.submit()}
        onCancel={() => (hasSelection(flow) ? setLeaving({ href: undefined }) : history.leave())}
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
      {leaving === undefined ? null : <LeaveReturnDialog onLeave={leave} onStay={() => setLeaving(undefined)} />}
    </section>
  )
}
