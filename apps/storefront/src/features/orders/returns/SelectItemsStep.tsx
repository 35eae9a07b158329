/**
 * Select items (RF1): each returnable line is chosen as a return (the reason modal) or an
 * exchange (the exchange quick view); a line that cannot be returned says why.
 */
import type { ReturnItemKind, ReturnsFlow, SavedReturnItem } from "@outfitter/domain"
import type { RefObject } from "react"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"
import { notReturnableReason, type ReturnLine } from "./returnLines.tsx"

export const SelectItemsStep = ({ headingRef, lines, flow, exchangeLabels, onToggle }: {
  readonly headingRef: RefObject<HTMLHeadingElement | null>
  readonly lines: ReadonlyArray<ReturnLine>
  readonly flow: ReturnsFlow
  readonly exchangeLabels: Readonly<Record<string, string>>
  readonly onToggle: (itemId: string, kind: ReturnItemKind) => void
}) => {
  const text = useText(returnsText)
  return (
    <div className="returns-step">
      <h3 ref={headingRef} tabIndex={-1}>{text.steps.RF1}</h3>
      <ul className="returns-items">
        {lines.map((line) => (
          <ItemRow
            key={line.itemId}
            line={line}
            saved={flow.items[line.itemId]?.saved}
            exchangeLabel={exchangeLabels[line.itemId]}
            onToggle={(kind) => onToggle(line.itemId, kind)}
          />
        ))}
      </ul>
    </div>
  )
}

const ItemRow = ({ line, saved, exchangeLabel, onToggle }: {
  readonly line: ReturnLine
  readonly saved: SavedReturnItem | undefined
  readonly exchangeLabel: string | undefined
  readonly onToggle: (kind: ReturnItemKind) => void
}) => {
  const text = useText(returnsText)
  const spec = useSpecText()
  const why = notReturnableReason(line, text.notReturnable)
  const state = saved === undefined
    ? undefined
    : saved.kind === "return"
    ? text.selectItems.returning(spec(saved.reason.reasonText))
    : text.selectItems.exchanging(exchangeLabel || saved.newShortSku, spec(saved.reason.reasonText))
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
          <div className="returns-item-choice" role="group" aria-label={text.selectItems.choice(line.name)}>
            <button type="button" aria-pressed={saved?.kind === "return"} onClick={() => onToggle("return")}>{text.selectItems.return}</button>
            <button type="button" aria-pressed={saved?.kind === "exchange"} onClick={() => onToggle("exchange")}>{text.selectItems.exchange}</button>
            {state === undefined ? null : <p className="returns-item-state">{state}</p>}
          </div>
        )}
    </li>
  )
}
