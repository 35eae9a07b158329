/**
 * The modal of the item being chosen: the reason modal for a return, the exchange quick
 * view for an exchange. Saving asks for the refund with the item's choice in the selection
 * (a failure keeps the modal open with its error); cancelling an item that was saved
 * removes it.
 */
import type { ReturnItem, ReturnsAction, ReturnsFlow, SavedReturnItem } from "@outfitter/domain"
import { useReturnReasons, useStoreSettings } from "@outfitter/react-hooks"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useText } from "../../../site/text/useText.ts"
import { ExchangeModal } from "./ExchangeModal.tsx"
import { ReturnReasonModal } from "./ReturnReasonModal.tsx"
import { type ReturnLine, selectionItems } from "./returnLines.tsx"

export const ItemModal = ({ flow, lines, dispatch, calculate, announce, onExchangeLabel }: {
  readonly flow: ReturnsFlow
  readonly lines: ReadonlyArray<ReturnLine>
  readonly dispatch: (action: ReturnsAction) => void
  readonly calculate: (items: ReadonlyArray<ReturnItem>) => Promise<void>
  readonly announce: (message: string) => void
  /** An exchange is saved: the label names its new size and colour ("" when none). */
  readonly onExchangeLabel: (itemId: string, label: string) => void
}) => {
  const text = useText(returnsText)
  const settings = useStoreSettings()
  const reasons = useReturnReasons()
  const modal = flow.modal
  const line = modal === undefined ? undefined : lines.find((candidate) => candidate.itemId === modal.itemId)
  if (modal === undefined || line === undefined) return null
  const saved = flow.items[modal.itemId]?.saved
  const onSave = (choice: SavedReturnItem) => calculate(selectionItems(flow, lines, { itemId: line.itemId, saved: choice }))
  const onSaved = (choice: SavedReturnItem, label?: string) => {
    if (label !== undefined || choice.kind === "exchange") onExchangeLabel(line.itemId, label ?? "")
    dispatch({ _tag: "SaveItem", itemId: line.itemId, saved: choice })
    announce(choice.kind === "return" ? text.itemModal.returnAdded : text.itemModal.exchangeAdded)
  }
  const onCancel = () => {
    dispatch({ _tag: "CancelItem", itemId: modal.itemId })
    if (saved !== undefined) announce(text.itemModal.removed)
  }
  const shared = { line, options: reasons.data, reasonsFailed: reasons.isError, saved, onSave, onCancel, announce }
  return modal.kind === "return"
    ? <ReturnReasonModal key={line.itemId} {...shared} onSaved={(choice) => onSaved(choice)} />
    : <ExchangeModal key={line.itemId} {...shared} updatedReasonCodes={settings.updatedReasonCodes} onSaved={onSaved} />
}
