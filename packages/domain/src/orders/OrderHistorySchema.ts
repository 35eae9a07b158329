/**
 * The order history's wire schemas. Rules: loyalty §3, §7 (the list call is Outfitter's).
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/**
 * One order in the history list (§3 order element data plus the resend data).
 *
 * @category schemas
 */
export const OrderSummary = /*#__PURE__*/ Schema.Struct({
  orderId: Schema.String,
  placedDate: Schema.String,
  total: Schema.String,
  status: Schema.String,
  isOnlinePurchase: Schema.Boolean,
  isShipped: Schema.Boolean,
  channel: Schema.String,
  packageNumber: Schema.optional(Schema.String),
  businessDate: Schema.optional(Schema.String),
  inStoreId: Schema.optional(Schema.String),
  transactionId: Schema.optional(Schema.String),
  workstationId: Schema.optional(Schema.String),
  /** A problem order: its payment must be re-authorised (our field; absent means false). */
  needsPaymentUpdate: Schema.optional(Schema.Boolean),
})
/** @category models */
export type OrderSummary = typeof OrderSummary.Type

/** @category schemas */
export const OrderHistoryResponse = /*#__PURE__*/ Schema.Struct({ orders: Schema.Array(OrderSummary) })
/** @category models */
export type OrderHistoryResponse = typeof OrderHistoryResponse.Type
