/**
 * The returns flow's analytics events. Rules: orders §8.
 *
 * Where the spec is silent: the submission event is `submit:fail`, with the HTTP status
 * or 0 when no answer came; no event carries the order's items, e-mail or payment.
 *
 * @since 0.2.0
 */

/** @category analytics */
export interface CalculateRefundFailEvent {
  readonly type: "returns"
  readonly name: "calculateRefund:fail"
}

/**
 * The event of a failed refund calculation.
 *
 * @example
 * import { calculateRefundFailEvent } from "@outfitter/domain"
 * calculateRefundFailEvent().name // => "calculateRefund:fail"
 * @category analytics
 */
export const calculateRefundFailEvent = (): CalculateRefundFailEvent => ({ type: "returns", name: "calculateRefund:fail" })

/** @category analytics */
export interface ReturnSubmitFailEvent {
  readonly type: "online returns"
  readonly name: "submit:fail"
  readonly status: number
}

/**
 * The event of a failed return submission, with the status of the answer (0 when none
 * came). Reads only a numeric `status` from the error; never throws.
 *
 * @example
 * import { returnSubmitFailEvent } from "@outfitter/domain"
 * returnSubmitFailEvent({ _tag: "AjaxFailed", status: 500 }).status // => 500
 * returnSubmitFailEvent(new TypeError("offline")).status // => 0
 * @category analytics
 */
export const returnSubmitFailEvent = (error: unknown): ReturnSubmitFailEvent => {
  const status = typeof error === "object" && error !== null ? (error as { readonly status?: unknown }).status : undefined
  return { type: "online returns", name: "submit:fail", status: typeof status === "number" && Number.isFinite(status) ? status : 0 }
}
