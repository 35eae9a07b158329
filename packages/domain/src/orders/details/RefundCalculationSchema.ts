/**
 * The refund calculation's wire shapes (orders-returns-help §3 "Refund calculation
 * request", §7 "Returns"): the body sent and the calculation answered.
 *
 * Where the spec is silent (choices):
 * - the counts and shippingCharges are finite numbers, never negative; every amount the page
 *   shows is the service's own formatted text (`…Fmt`), never formatted here;
 * - required in the answer: the two counts, itemsRefundFmt, totalRefundFmt,
 *   totalRefundNoShippingFmt and payments (the summary cannot be shown without them);
 *   optional: exchangeAmountFmt, salesTaxRefundFmt, shippingCharges, shippingChargesFmt (a
 *   row whose amount is absent is not shown; see RefundSummary.ts).
 *
 * The body is built by `refundCalculationBody` (RefundSummary.ts), which imports only these
 * types, so a rule never brings Schema.
 *
 * @since 0.2.0
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type { AjaxFailed } from "../../errors/ServiceError.ts"
import { decodeOrderBody, OrderPayment, ReturnItem } from "./OrderDetailsSchema.ts"

const Count = /*#__PURE__*/ Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))

/**
 * The body of the refund calculation call.
 *
 * @category schemas
 */
export const RefundCalculationRequest = /*#__PURE__*/ Schema.Struct({
  returnItems: Schema.Array(ReturnItem),
  payments: Schema.Array(OrderPayment),
  returnShippingFee: Count,
  returnFeeWaived: Schema.Boolean,
  shipToCountryCode: Schema.String,
})
/** @category models */
export type RefundCalculationRequest = typeof RefundCalculationRequest.Type

/**
 * The calculation the service answers.
 *
 * @category schemas
 */
export const RefundCalculation = /*#__PURE__*/ Schema.Struct({
  returnItemCount: Count,
  exchangeItemCount: Count,
  itemsRefundFmt: Schema.String,
  exchangeAmountFmt: Schema.optionalKey(Schema.String),
  salesTaxRefundFmt: Schema.optionalKey(Schema.String),
  shippingCharges: Schema.optionalKey(Count),
  shippingChargesFmt: Schema.optionalKey(Schema.String),
  totalRefundFmt: Schema.String,
  totalRefundNoShippingFmt: Schema.String,
  payments: Schema.Array(OrderPayment),
})
/** @category models */
export type RefundCalculation = typeof RefundCalculation.Type

/**
 * Decodes the calculation answer: the calculation, or AjaxFailed (reason 2).
 *
 * @example
 * import { decodeRefundCalculation } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.isFailure(decodeRefundCalculation({ returnItemCount: 1 })) // => true
 * @category decoding
 */
export const decodeRefundCalculation: (input: unknown) => Result.Result<RefundCalculation, AjaxFailed> =
  /*#__PURE__*/ decodeOrderBody(RefundCalculation, "refund calculation")
