/**
 * What an order's or a line's status text means for the order detail page, and the order's
 * items total. Statuses are compared without regard to case or surrounding spaces; a
 * cancelled one is `isCancelledStatus`.
 *
 * @since 0.6.0
 */
import { fieldsOf, recordsOf, textOf } from "../../kernel/Untrusted.ts"
import { centsOf, formatMoneyLike } from "../../site/index.ts"
import { isCancelledStatus } from "./LostAnswer.ts"

/** The status texts the page acts on. @category constants */
export const orderStatusTexts = {
  cancelled: "cancelled",
  canceled: "canceled",
  delivered: "delivered",
  shipped: "shipped",
  returnRequested: "return requested",
} as const

/** What the carrier has done with a tracked line. @category models */
export type CarrierStatus = "delivered" | "shipped" | "other"

const statusWord = (status: unknown): string => (typeof status === "string" ? status.trim().toLowerCase() : "")

/**
 * @example
 * import { carrierStatusOf } from "@outfitter/domain"
 * carrierStatusOf("DELIVERED") // => "delivered"
 * carrierStatusOf("In transit") // => "other"
 * @category rules
 */
export const carrierStatusOf = (status: unknown): CarrierStatus => {
  const word = statusWord(status)
  return word === orderStatusTexts.delivered || word === orderStatusTexts.shipped ? word : "other"
}

/** What the whole-order cancel reads of an order. @category models */
export interface CancellableOrder {
  readonly status?: string | undefined
  readonly returnOrder: boolean
  readonly isReservation: boolean
  readonly items: ReadonlyArray<{ readonly status?: string | undefined; readonly cancellable: boolean }>
}

/**
 * Whether the whole order may be cancelled: not a return or a reservation, not cancelled,
 * and every line that is not cancelled can be (at least one).
 *
 * @example
 * import { canCancelWholeOrder } from "@outfitter/domain"
 * canCancelWholeOrder({ returnOrder: false, isReservation: false, items: [{ cancellable: true }, { status: "Cancelled", cancellable: false }] }) // => true
 * canCancelWholeOrder({ returnOrder: false, isReservation: false, items: [{ cancellable: true }, { cancellable: false }] }) // => false
 * @category rules
 */
export const canCancelWholeOrder = (order: CancellableOrder): boolean => {
  const { returnOrder, isReservation, status, items } = fieldsOf(order)
  if (returnOrder === true || isReservation === true || isCancelledStatus(status)) return false
  const lines = recordsOf(items)
  const cancellable = lines.filter((line) => line.cancellable === true).length
  return cancellable > 0 && cancellable === lines.filter((line) => !isCancelledStatus(line.status)).length
}

/** What the items total reads of an order. @category models */
export interface PricedOrder {
  readonly currency: string
  readonly items: ReadonlyArray<{ readonly price?: number | undefined; readonly priceFmt?: string | undefined; readonly quantity: number }>
}

/**
 * The sum of the priced lines (price × quantity, in whole cents) in the order's currency,
 * written as the service writes the lines' prices beside it (the first `priceFmt`, see
 * `formatMoneyLike`), or undefined when no line has a price or the currency is unknown.
 * With no price written by the service, Intl writes it in `locale` (the page's; the
 * storefront's en-US unless told).
 *
 * @example
 * import { orderItemsTotal } from "@outfitter/domain"
 * orderItemsTotal({ currency: "USD", items: [{ price: 19.99, quantity: 3 }, { price: 0.1, quantity: 1 }] }) // => "$60.07"
 * orderItemsTotal({ currency: "AUD", items: [{ price: 35, priceFmt: "$35.00", quantity: 2 }, { price: 20, quantity: 1 }] }) // => "$90.00"
 * orderItemsTotal({ currency: "USD", items: [{ quantity: 1 }] }) // => undefined
 * orderItemsTotal({ currency: "EUR", items: [{ price: 1234.5, quantity: 1 }] }, "de-DE") // => "1.234,50 €" (a no-break space before €)
 * @category formatting
 */
export const orderItemsTotal = (order: PricedOrder, locale?: string): string | undefined => {
  const { items, currency } = fieldsOf(order)
  const lines = recordsOf(items).filter((line) => typeof line.price === "number" && typeof line.quantity === "number")
  if (lines.length === 0) return undefined
  const cents = lines.reduce((sum, line) => sum + centsOf(line.price) * (line.quantity as number), 0)
  const sample = lines.map((line) => line.priceFmt).find((text) => typeof text === "string" && text.trim() !== "")
  return formatMoneyLike(cents / 100, textOf(currency), sample, locale)
}

/**
 * @example
 * import { isReturnRequestedStatus } from "@outfitter/domain"
 * isReturnRequestedStatus("Return requested") // => true
 * isReturnRequestedStatus("Shipped") // => false
 * @category rules
 */
export const isReturnRequestedStatus = (status: unknown): boolean => statusWord(status) === orderStatusTexts.returnRequested

/** Why a line cannot be returned or exchanged. @category models */
export type NotReturnableReason = "finalSale" | "returnRequested" | "cancelled" | "notShipped"

/**
 * Why a line cannot be chosen for a return, or undefined when it can: final sale first, then
 * a return already requested, then cancelled; any other line is not shipped yet.
 *
 * @example
 * import { notReturnableReasonOf } from "@outfitter/domain"
 * notReturnableReasonOf({ returnable: false, finalSale: false, status: "Return requested" }) // => "returnRequested"
 * notReturnableReasonOf({ returnable: true, finalSale: false, status: "Delivered" }) // => undefined
 * @category rules
 */
export const notReturnableReasonOf = (
  line: { readonly returnable: boolean; readonly finalSale: boolean; readonly status?: string | undefined },
): NotReturnableReason | undefined => {
  const { returnable, finalSale, status } = fieldsOf(line)
  if (returnable === true) return undefined
  if (finalSale === true) return "finalSale"
  if (isReturnRequestedStatus(status)) return "returnRequested"
  return isCancelledStatus(status) ? "cancelled" : "notShipped"
}
