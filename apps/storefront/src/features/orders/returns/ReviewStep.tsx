/**
 * Review (RF4): the chosen items, the chosen method cards marked (each with a way back to
 * its step), the refund summary and the submission's error.
 */
import { activeMethodCards, type ReturnsFlow, type ReturnsStepView, selectedReturnItems } from "@outfitter/domain"
import { type ReactNode, type RefObject, useEffect, useRef } from "react"
import { revealMessage } from "../../../ui/revealMessage.ts"
import type { ReturnLine } from "./returnLines.tsx"
import { type MethodCard, refundMethodCards, returnMethodCards, stepNames } from "./returnsText.ts"

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
  // a failed submission's message is brought to the middle of the window and focused: the review is long on a phone
  const errorRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (error !== undefined) revealMessage(errorRef.current, { focus: true })
  }, [error])
  return (
    <div className="returns-step">
      <h3 ref={headingRef} tabIndex={-1}>{stepNames.RF4}</h3>
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
  const active = activeMethodCards(flow)
  if (active === undefined) return null
  const group = <M extends string>(title: string, view: ReturnsStepView, cards: ReadonlyArray<MethodCard<M>>, chosen: M) => (
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
