/**
 * Review (RF4): the chosen items, the chosen method cards marked (each with a way back to
 * its step), the refund summary and the submission's error.
 */
import { activeMethodCards, type ReturnsFlow, type ReturnsStepView, selectedReturnItems } from "@outfitter/domain"
import { type ReactNode, type RefObject, useEffect, useRef } from "react"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { revealMessage } from "../../../ui/revealMessage.ts"
import { type MethodCard, methodCards, refundMethods, returnMethods } from "./MethodCards.tsx"
import type { ReturnLine } from "./returnLines.tsx"

export const ReviewStep = ({ headingRef, flow, lines, exchangeLabels, busy, onChange, summary, error }: {
  readonly headingRef: RefObject<HTMLHeadingElement | null>
  readonly flow: ReturnsFlow
  readonly lines: ReadonlyArray<ReturnLine>
  readonly exchangeLabels: Readonly<Record<string, string>>
  readonly busy: boolean
  readonly onChange: (view: ReturnsStepView) => void
  /** The refund summary, as the section shows it. */
  readonly summary: ReactNode
  readonly error: string | undefined
}) => {
  const text = useText(returnsText)
  const spec = useSpecText()
  // a failed submission's message is brought to the middle of the window and focused: the review is long on a phone
  const errorRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (error !== undefined) revealMessage(errorRef.current, { focus: true })
  }, [error])
  return (
    <div className="returns-step">
      <h3 ref={headingRef} tabIndex={-1}>{text.steps.RF4}</h3>
      <h4>{text.review.items}</h4>
      <ul className="returns-review-items">
        {selectedReturnItems(flow).map((item) => {
          const line = lines.find((candidate) => candidate.itemId === item.itemId)
          return (
            <li key={item.itemId}>
              <strong>{line?.name}</strong> {line?.description === "" ? null : <span className="muted">{line?.description}</span>}
              <br />
              {item.saved.kind === "return"
                ? text.review.returnItem(spec(item.saved.reason.reasonText))
                : text.review.exchangeItem(exchangeLabels[item.itemId] || item.saved.newShortSku, spec(item.saved.reason.reasonText))}
            </li>
          )
        })}
      </ul>
      <ReviewCards flow={flow} onChange={onChange} busy={busy} />
      {summary}
      {error === undefined ? null : <p ref={errorRef} role="alert" className="form-error" tabIndex={-1}>{error}</p>}
    </div>
  )
}

const ReviewCards = ({ flow, onChange, busy }: {
  readonly flow: ReturnsFlow
  readonly onChange: (view: ReturnsStepView) => void
  readonly busy: boolean
}) => {
  const text = useText(returnsText)
  const active = activeMethodCards(flow)
  if (active === undefined) return null
  const group = <M extends string>(title: string, change: string, view: ReturnsStepView, cards: ReadonlyArray<MethodCard<M>>, chosen: M) => (
    <div className="returns-review-group">
      <h4>{title}</h4>
      <ul className="returns-review-cards" aria-label={title}>
        {cards.map((card) => (
          <li key={card.method} className={card.method === chosen ? "returns-card is-active" : "returns-card"} aria-current={card.method === chosen ? "true" : undefined}>
            {card.title}
            {card.method === chosen ? <span className="returns-card-chosen"> {text.review.chosen}</span> : null}
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" aria-disabled={busy} onClick={() => !busy && onChange(view)}>
        {change}
      </button>
    </div>
  )
  return (
      <div className="returns-review-methods">
        {group(text.review.returnMethod, text.review.changeReturnMethod, "RF2", methodCards(returnMethods, text.returnMethod), active.returnMethod.method)}
        {group(text.review.refundMethod, text.review.changeRefundMethod, "RF3", methodCards(refundMethods, text.refundMethod), active.refundMethod.method)}
      </div>
  )
}
