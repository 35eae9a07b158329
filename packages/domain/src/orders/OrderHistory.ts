/**
 * Order history with resend confirmation (loyalty §2 "order history with panels", §3
 * "Resend-confirmation data", §4 "Resend-confirmation button", §7, §8 "Resend", §9).
 *
 * Where the spec is silent (choices):
 * - the order list comes from GET `{apiRoot}/user/orders` (the spec shows no path); its
 *   response is `{ orders: [OrderSummary] }`, newest first as the service sends them;
 * - an order is online when `isOnlinePurchase` is true; an online order resends its
 *   confirmation (GET .../confirmation) and an in-store order its e-receipt
 *   (POST .../ereceipt?channel=, body from the in-store fields of §3);
 * - the e-receipt body sends `isShipping: false` and the four in-store fields; an in-store
 *   order missing any of them cannot be resent (`resendRequestFor` fails with InvalidParams);
 * - with the v2 flag both calls go to `{historyRootV2}/order/{orderId}/...`
 *   (the spec says so for the e-receipt; the confirmation follows it);
 * - the button: processing at least 1000 ms before success ("success after 1 s"), success
 *   shown 4000 ms, then initial; a failure shows failed for 2000 ms, then initial;
 * - a problem order (§2 "problem-order warning banner", §4 payment re-authorisation) is
 *   marked by the optional `needsPaymentUpdate: true` (the spec shows no field for it; absent
 *   means false, so older responses still decode);
 * - an order that is not an object, or whose id or in-store fields are not strings, cannot
 *   be resent (InvalidParams), and roots that are not strings are empty.
 *
 * The wire schemas (OrderSummary, OrderHistoryResponse) live in OrderHistorySchema.ts.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Result from "effect/Result"
import { InvalidParams } from "../errors/ServiceError.ts"
import { fieldsOf, rootOf, stringOf, textOf, uriComponentOf } from "../kernel/Untrusted.ts"
import type { ButtonState, ButtonTimings } from "../ui/ButtonState.ts"
import { runStatefulButton } from "../ui/ButtonState.ts"
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
 * The failure text (§8: "failure shows an error message element"; wording not shown).
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
