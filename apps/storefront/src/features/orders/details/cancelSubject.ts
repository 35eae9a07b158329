/**
 * What a cancel is for, and its words: the modal's title, the button's labels, the outcome
 * texts, made from the orders section's `cancel` texts the modal is given (the page's language).
 */
import type { ButtonState, CancelKind, CancelTarget } from "@outfitter/domain"
import type { OrdersTexts } from "../../../site/text/en/orders.ts"

export interface CancelSubject {
  readonly kind: CancelKind
  /** The order (or return order) number the cancel is sent for. */
  readonly orderNumber: string
  /** The item's short sku and name, for an item cancel. */
  readonly item?: { readonly shortSku: string; readonly name: string }
}

/** The cancel modals' texts (the orders section's `cancel`, in the page's language). */
export type CancelTexts = OrdersTexts["cancel"]

/** What the button does and what the modal says once it is done, for each kind of cancel. */
export const texts = (text: CancelTexts): Readonly<Record<CancelKind, { readonly action: string; readonly success: string }>> => ({
  order: { action: text.orderAction, success: text.orderCancelled },
  item: { action: text.itemAction, success: text.itemCancelled },
  reservation: { action: text.reservationAction, success: text.reservationCancelled },
  return: { action: text.returnAction, success: text.returnCancelled },
})

export const labels = (kind: CancelKind, text: CancelTexts): Record<ButtonState, string> => ({
  initial: texts(text)[kind].action,
  processing: text.processing,
  success: text.success,
  failed: text.failed,
})

export const titleOf = (subject: CancelSubject, text: CancelTexts): string => {
  switch (subject.kind) {
    case "order":
      return text.orderTitle(subject.orderNumber)
    case "item":
      return subject.item === undefined ? text.unnamedItemTitle : text.itemTitle(subject.item.name)
    case "reservation":
      return text.reservationTitle(subject.orderNumber)
    case "return":
      return text.returnTitle(subject.orderNumber)
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
