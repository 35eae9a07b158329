/**
 * The refund calculation's wire shapes: the body sent and the answer. Rules: orders §3
 * "Refund calculation and return submission", §7.
 *
 * Where the spec is silent: counts and shippingCharges are finite and never negative; the
 * amounts shown are the service's formatted text, never formatted here; the counts,
 * itemsRefundFmt, totalRefundFmt, totalRefundNoShippingFmt and payments are required, the
 * other amounts optional.
 *
 * @since 0.2.0
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type { AjaxFailed } from "../../errors/index.ts"
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
