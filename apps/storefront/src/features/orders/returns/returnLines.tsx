/**
 * The order's lines as the returns flow lists them, and the return items it sends for the
 * customer's choices (the order's line, with the saved reason and, for an exchange, the new
 * size or colour).
 */
import type { ButtonState, ImageSize, NotReturnableReason, OrderDetails, ReturnItem, ReturnsFlow, SavedReturnItem } from "@outfitter/domain"
import { notReturnableReasonOf, returnItemFor, selectedReturnItems, withThousandsIn } from "@outfitter/domain"
import { returnsText } from "../../../site/text/en/returns.ts"
import { useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { ProductImage } from "../details/ProductImage.tsx"

export type ReturnLine = OrderDetails["items"][number] & { readonly description: string }

type ReturnsTexts = (typeof returnsText)["en"]

/** The order's lines, each described (colour, size, quantity) in the page's texts and locale. */
export const returnLines = (details: OrderDetails, text: ReturnsTexts["line"], locale: string): ReadonlyArray<ReturnLine> =>
  details.items.map((line) => ({
    ...line,
    description: [
      line.colour,
      line.size === undefined ? undefined : text.size(line.size),
      line.quantity > 1 ? text.quantity(withThousandsIn(line.quantity, locale)) : undefined,
    ]
      .filter((part) => part !== undefined && part !== "")
      .join(", "),
  }))

/** Why a line cannot be chosen (the catalogue's text for the domain's reason), or undefined when it can. */
export const notReturnableReason = (line: ReturnLine, text: Readonly<Record<NotReturnableReason, string>>): string | undefined => {
  const reason = notReturnableReasonOf(line)
  return reason === undefined ? undefined : text[reason]
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
}) => {
  const text = useText(returnsText)
  return (
    <>
      {error === undefined ? null : <p role="alert" className="form-error">{error}</p>}
      {removes ? <p className="muted">{text.itemModal.cancellingRemoves}</p> : null}
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
        <button type="button" onClick={onCancel}>{text.itemModal.cancel}</button>
      </div>
    </>
  )
}
