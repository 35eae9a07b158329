/**
 * The order history and resending an order's confirmation or e-receipt. Rules: loyalty §2
 * "Order history", §3, §4 "Resend-confirmation button", §7, §8 "Resend", §9. The schemas
 * are OrderHistorySchema.ts.
 *
 * Where the spec is silent: the list is GET `{apiRoot}/user/orders`, newest first; an order
 * is online when `isOnlinePurchase` is true; the e-receipt body sends `isShipping: false`;
 * with the v2 flag the confirmation follows the e-receipt to `{historyRootV2}`; a problem
 * order is marked by `needsPaymentUpdate: true` (absent: false); an order of the wrong shape
 * cannot be resent (InvalidParams).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Result from "effect/Result"
import { InvalidParams } from "../errors/index.ts"
import { fieldsOf, rootOf, stringOf, textOf, uriComponentOf } from "../kernel/Untrusted.ts"
import type { ButtonState, ButtonTimings } from "../ui/index.ts"
import { itemsOnPage, pageCountOf, runStatefulButton } from "../ui/index.ts"
import type { OrderSummary } from "./OrderHistorySchema.ts"

/**
 * The e-receipt body (§3 "for in-store e-receipt").
 *
 * @category models
 */
export interface EReceiptBody {
  readonly isShipping: false
  readonly businessDate: string
  readonly inStoreId: string
  readonly transactionId: string
  readonly workstationId: string
}

/** @category models */
export type ResendRequest =
  | { readonly kind: "confirmation"; readonly orderId: string }
  | { readonly kind: "ereceipt"; readonly orderId: string; readonly channel: string; readonly body: EReceiptBody }

/** @category models */
export type ResendKind = ResendRequest["kind"]

/**
 * The success texts (§8 "Resend"), verbatim.
 *
 * @category constants
 */
export const resendSuccessMessages: Record<ResendKind, string> = {
  confirmation: "Order Confirmation Email Sent",
  ereceipt: "E-Receipt Email Sent",
}

/**
 * The resend failure's text (loyalty §8 "Resend"; the wording is Outfitter's).
 *
 * @category constants
 */
export const resendFailureMessage = "We could not send the e-mail. Please try again."

/** The button text while working (§4). @category constants */
export const resendWorkingLabel = "Sending"

/**
 * §9: success after 1000 ms, reset 4000 ms, error reset 2000 ms.
 *
 * @category constants
 */
export const resendTimings: ButtonTimings = {
  processingMinimumMs: 1000,
  successDisplayMs: 4000,
  resetAfterFailureMs: 2000,
}

/**
 * The resend call for an order: online → confirmation; in-store → e-receipt with its channel.
 *
 * @category rules
 */
export const resendRequestFor = (order: OrderSummary): Result.Result<ResendRequest, InvalidParams> => {
  const fields = fieldsOf(order)
  const orderId = stringOf(fields["orderId"])
  if (orderId === undefined) return Result.fail(new InvalidParams({ message: "the order id is required", field: "orderId" }))
  if (fields["isOnlinePurchase"] === true) return Result.succeed({ kind: "confirmation", orderId })
  const businessDate = stringOf(fields["businessDate"])
  const inStoreId = stringOf(fields["inStoreId"])
  const transactionId = stringOf(fields["transactionId"])
  const workstationId = stringOf(fields["workstationId"])
  const channel = textOf(fields["channel"])
  if (
    businessDate === undefined || inStoreId === undefined || transactionId === undefined ||
    workstationId === undefined || channel === ""
  ) {
    return Result.fail(new InvalidParams({ message: "in-store receipt data is required", field: "orderId" }))
  }
  return Result.succeed({
    kind: "ereceipt",
    orderId,
    channel,
    body: { isShipping: false, businessDate, inStoreId, transactionId, workstationId },
  })
}

/**
 * The URL of a resend call (§7): `{apiRoot}/user/order/{orderId}/confirmation` or
 * `.../ereceipt?channel=`; with the v2 flag under `{historyRootV2}/order/{orderId}/`.
 *
 * @category rules
 */
export const resendUrl = (
  request: ResendRequest,
  roots: { readonly apiRoot: string; readonly v2: boolean; readonly historyRootV2: string },
): string => {
  const { apiRoot, v2, historyRootV2 } = fieldsOf(roots)
  const { kind, orderId, channel } = fieldsOf(request)
  const base = v2 === true
    ? `${rootOf(textOf(historyRootV2) === "" ? `${rootOf(apiRoot)}/v2` : historyRootV2)}/order`
    : `${rootOf(apiRoot)}/user/order`
  const id = uriComponentOf(orderId)
  return kind === "confirmation"
    ? `${base}/${id}/confirmation`
    : `${base}/${id}/ereceipt?channel=${uriComponentOf(channel)}`
}

/**
 * Runs a resend behind the button (§4): the stateful button with the resend timings, then
 * back to initial after success has shown for 4 s.
 *
 * @category programs
 */
export const runResendButton = <A, E, R>(
  action: Effect.Effect<A, E, R>,
  onState: (state: ButtonState) => Effect.Effect<void>,
): Effect.Effect<Exit.Exit<A, E>, never, R> =>
  runStatefulButton(action, onState, resendTimings).pipe(
    Effect.tap((exit) => Exit.isSuccess(exit) ? onState("initial") : Effect.void),
  )

/**
 * Analytics events of a resend.
 *
 * @category analytics
 */
export type ResendEvent = {
  readonly type: "orders"
  readonly name: "resend-confirmation"
  readonly kind: ResendKind
  readonly outcome: "success" | "failure"
}

/** @category analytics */
export const resendEvent = (kind: ResendKind, outcome: ResendEvent["outcome"]): ResendEvent => ({
  type: "orders",
  name: "resend-confirmation",
  kind,
  outcome,
})

/** One page of the order history. @category models */
export interface OrderHistoryPage {
  /** The orders on the page, newest first. */
  readonly orders: ReadonlyArray<OrderSummary>
  /** The page shown, 1-based (pulled into range). */
  readonly page: number
  readonly pageCount: number
}

/** The instant a row was placed, for sorting; a row without a readable date sorts last. */
const placedAt = (order: unknown): number => {
  const placed = stringOf(fieldsOf(order)["placedDate"])
  const time = placed === undefined ? Number.NaN : Date.parse(placed)
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}

/**
 * The orders newest first, by placed date (rows of the same date, or without a readable
 * date, keep the service's order; a list that is not an array is empty).
 *
 * @example
 * import { ordersNewestFirst } from "@outfitter/domain"
 * const row = (orderId: string, placedDate: string) => ({ orderId, placedDate, total: "$1.00", status: "Shipped", isOnlinePurchase: true, isShipped: true, channel: "WEB" })
 * ordersNewestFirst([row("1", "2026-09-01"), row("2", "2026-10-02")]).map((order) => order.orderId) // => ["2", "1"]
 * @category rules
 */
export const ordersNewestFirst = (orders: ReadonlyArray<OrderSummary>): ReadonlyArray<OrderSummary> =>
  (Array.isArray(orders) ? [...orders] : []).sort((a, b) => {
    const [later, earlier] = [placedAt(b), placedAt(a)]
    return later === earlier ? 0 : later > earlier ? 1 : -1
  })

/**
 * A page of the order history: newest first, `pageSize` orders a page (the store setting
 * `orderHistoryPageSize`) with the pagination helper's rules (orders §4: an out-of-range page
 * is pulled into range, a size that is not a whole number of at least 1 is the helper's
 * default).
 *
 * @example
 * import { orderHistoryPage } from "@outfitter/domain"
 * const row = (orderId: string) => ({ orderId, placedDate: `2026-10-${orderId.padStart(2, "0")}`, total: "$1.00", status: "Shipped", isOnlinePurchase: true, isShipped: true, channel: "WEB" })
 * const rows = Array.from({ length: 12 }, (_, index) => row(String(index + 1)))
 * orderHistoryPage(rows, 2, 10).orders.map((order) => order.orderId) // => ["2", "1"]
 * orderHistoryPage(rows, 9, 10).page // => 2
 * @category rules
 */
export const orderHistoryPage = (orders: ReadonlyArray<OrderSummary>, page: number, pageSize: number): OrderHistoryPage => {
  const sorted = ordersNewestFirst(orders)
  const pageCount = pageCountOf(sorted.length, pageSize)
  const wanted = typeof page === "number" && Number.isFinite(page) ? Math.trunc(page) : 1
  return { orders: itemsOnPage(sorted, wanted, pageSize), page: Math.min(Math.max(wanted, 1), pageCount), pageCount }
}

/**
 * Whether an order of the history has a payment to update (a problem order, `needsPaymentUpdate`):
 * only such an order has a payment page to offer. An order not in the list has none.
 *
 * @example
 * import { hasPaymentToUpdate } from "@outfitter/domain"
 * const row = { orderId: "10000018001", placedDate: "2026-09-22", total: "$54.00", status: "Payment problem", isOnlinePurchase: true, isShipped: false, channel: "WEB", needsPaymentUpdate: true }
 * hasPaymentToUpdate([row], "10000018001") // => true
 * hasPaymentToUpdate([{ ...row, needsPaymentUpdate: false }], "10000018001") // => false
 * @category rules
 */
export const hasPaymentToUpdate = (orders: ReadonlyArray<OrderSummary>, orderId: string): boolean =>
  (Array.isArray(orders) ? orders : []).some((order) => {
    const fields = fieldsOf(order)
    return fields["orderId"] === orderId && fields["needsPaymentUpdate"] === true
  })
