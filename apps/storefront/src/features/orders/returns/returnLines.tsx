/**
 * The order's lines as the returns flow lists them, and the return items it sends for the
 * customer's choices (the order's line, with the saved reason and, for an exchange, the new
 * size or colour).
 */
import type { ButtonState, ImageSize, NotReturnableReason, OrderDetails, ReturnItem, ReturnsFlow, SavedReturnItem } from "@outfitter/domain"
import { notReturnableReasonOf, returnItemFor, selectedReturnItems } from "@outfitter/domain"
import { useSite } from "../../../site/useSite.ts"
import { ProductImage } from "../details/ProductImage.tsx"

export type ReturnLine = OrderDetails["items"][number] & { readonly description: string }

/** Shown in a modal (and announced) when the refund cannot be calculated. */
export const calculationFailedMessage = "We couldn't work out your refund just now. Your choices are kept; please try again."

export const returnLines = (details: OrderDetails): ReadonlyArray<ReturnLine> =>
  details.items.map((line) => ({
    ...line,
    description: [line.colour, line.size === undefined ? undefined : `Size ${line.size}`, line.quantity > 1 ? `Qty ${line.quantity}` : undefined]
      .filter((part) => part !== undefined && part !== "")
      .join(", "),
  }))

const notReturnableTexts: Readonly<Record<NotReturnableReason, string>> = {
  finalSale: "Final sale: this item can't be returned or exchanged.",
  returnRequested: "A return for this item is already on its way.",
  cancelled: "This item was cancelled.",
  notShipped: "This item can be returned once it has shipped.",
}

/** Why a line cannot be chosen, or undefined when it can. */
export const notReturnableReason = (line: ReturnLine): string | undefined => {
  const reason = notReturnableReasonOf(line)
  return reason === undefined ? undefined : notReturnableTexts[reason]
}


/** The return items of the flow's selection, with one item's choice replaced (or added) when given. */
export const selectionItems = (
  flow: ReturnsFlow,
  lines: ReadonlyArray<ReturnLine>,
  change?: { readonly itemId: string; readonly saved: SavedReturnItem | undefined },
): ReadonlyArray<ReturnItem> => {
  const chosen = new Map(selectedReturnItems(flow).map((item) => [item.itemId, item.saved] as const))
  if (change !== undefined) {
    if (change.saved === undefined) chosen.delete(change.itemId)
    else chosen.set(change.itemId, change.saved)
  }
  return lines.flatMap((line) => {
    const saved = chosen.get(line.itemId)
    return saved === undefined ? [] : [returnItemFor(line, saved)]
  })
}

/** A key naming a selection, so a calculation is reused only for the items it was made for. */
export const selectionKey = (items: ReadonlyArray<ReturnItem>): string => JSON.stringify(items)

/** The item a modal is about: its name, colour, size and quantity. */
/** The item a modal is about: its image at the modal's size (the domain's `itemImageSizes`), name and description. */
export const ModalItem = ({ line, imageSize }: { readonly line: ReturnLine; readonly imageSize: ImageSize }) => {
  const { brand } = useSite()
  return (
    <div className="returns-modal-item">
      <ProductImage imageId={line.imageId} name={line.name} brand={brand} size={imageSize} className="returns-modal-item__image" />
      <p>
        {line.name}
        {line.description === "" ? null : <span className="muted"> · {line.description}</span>}
      </p>
    </div>
  )
}

/**
 * A modal's error, the note that cancelling removes an item already saved, and its Save
 * (a stateful button, disabled while the input cannot be saved) and Cancel buttons.
 */
export const SaveActions = ({ error, removes, state, label, canSave, onCancel }: {
  readonly error: string | undefined
  readonly removes: boolean
  readonly state: ButtonState
  readonly label: string
  readonly canSave: boolean
  readonly onCancel: () => void
}) => (
  <>
    {error === undefined ? null : <p role="alert" className="form-error">{error}</p>}
    {removes ? <p className="muted">Cancelling removes this item from your return.</p> : null}
    <div className="returns-modal-actions">
      <button
        type="submit"
        className={`primary stateful-button is-${state}`}
        disabled={!canSave}
        aria-disabled={state !== "initial"}
        aria-busy={state === "processing"}
      >
        {label}
      </button>
      <button type="button" onClick={onCancel}>Cancel</button>
    </div>
  </>
)
