/** What a cancel is for, and its words: the modal's title, the button's labels, the outcome texts. */
import type { ButtonState, CancelKind, CancelTarget } from "@outfitter/domain"

export interface CancelSubject {
  readonly kind: CancelKind
  /** The order (or return order) number the cancel is sent for. */
  readonly orderNumber: string
  /** The item's short sku and name, for an item cancel. */
  readonly item?: { readonly shortSku: string; readonly name: string }
}

export const cancelErrorMessage = "We could not cancel this. Please try again, or contact us if it keeps happening."

export const cancelUnknownMessage =
  "We could not confirm whether this was cancelled. Please reload the page to see its status before you try again."

export const texts: Readonly<Record<CancelKind, { readonly action: string; readonly success: string }>> = {
  order: { action: "Cancel order", success: "Your order has been cancelled." },
  item: { action: "Cancel item", success: "The item has been cancelled." },
  reservation: { action: "Cancel reservation", success: "Your reservation has been cancelled." },
  return: { action: "Cancel return", success: "Your return has been cancelled." },
}

export const labels = (kind: CancelKind): Record<ButtonState, string> => ({
  initial: texts[kind].action,
  processing: "Cancelling…",
  success: "Cancelled",
  failed: "Not cancelled",
})

export const titleOf = (subject: CancelSubject): string => {
  switch (subject.kind) {
    case "order":
      return `Cancel order ${subject.orderNumber}?`
    case "item":
      return `Cancel ${subject.item?.name ?? "this item"}?`
    case "reservation":
      return `Cancel reservation ${subject.orderNumber}?`
    case "return":
      return `Cancel return ${subject.orderNumber}?`
  }
}

export const targetOf = (subject: CancelSubject, reason: string): CancelTarget => {
  switch (subject.kind) {
    case "order":
      return { kind: "order", changeReasonCode: reason }
    case "item":
      return { kind: "items", shortSkus: subject.item === undefined ? [] : [subject.item.shortSku], changeReasonCode: reason }
    case "reservation":
      return { kind: "reservation" }
    case "return":
      return { kind: "return" }
  }
}
