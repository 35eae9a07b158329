/**
 * One order's details as the order detail page reads them, and the decoder. Rules: orders
 * §3 "Order details".
 *
 * Where the spec is silent: which fields are required and which optional, the page's own
 * fields, the `returns` links, a line's `exchangedFor` and a return's `returnShipTo` are Outfitter's, as the rules page records; numbers are
 * finite; unnamed fields are ignored; a body that does not match is AjaxFailed saying
 * where it was wrong, never what it held.
 *
 * @since 0.2.0
 */
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaIssue from "effect/SchemaIssue"
import { AjaxFailed } from "../../errors/index.ts"
import { shownAs } from "../../kernel/Untrusted.ts"

const OptionalString = Schema.optionalKey(Schema.String)

/**
 * One payment of the order (§3 "payments"): the refund amounts are formatted text and are
 * present once a refund has been calculated.
 *
 * @category schemas
 */
export const OrderPayment = /*#__PURE__*/ Schema.Struct({
  paymentName: Schema.String,
  sequence: Schema.Finite,
  refundFmt: OptionalString,
  refundNoShippingFmt: OptionalString,
})
/** @category models */
export type OrderPayment = typeof OrderPayment.Type

const returnItemFields = {
  itemId: Schema.String,
  shortSku: Schema.String,
  returnReasonCode: Schema.String,
  returnReasonDetailCode: Schema.NullOr(Schema.String).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))),
  returnReasonComments: Schema.String.pipe(Schema.withDecodingDefaultKey(Effect.succeed(""))),
}

/**
 * An item returned for a refund (the exchange flag false or absent).
 *
 * @category schemas
 */
export const PlainReturnItem = /*#__PURE__*/ Schema.Struct({
  ...returnItemFields,
  exchange: Schema.Literal(false).pipe(Schema.withDecodingDefaultKey(Effect.succeed(false))),
})
/** @category models */
export type PlainReturnItem = typeof PlainReturnItem.Type

/**
 * An item exchanged for another size or colour (§3 "For exchanges also").
 *
 * @category schemas
 */
export const ExchangeReturnItem = /*#__PURE__*/ Schema.Struct({
  ...returnItemFields,
  exchange: Schema.Literal(true),
  newShortSku: Schema.String,
  productId: Schema.String,
  collection: OptionalString,
  seq: Schema.optionalKey(Schema.Union([Schema.String, Schema.Finite])),
  swatch: OptionalString,
  urgencyPrimary: OptionalString,
  urgencySecondary: OptionalString,
  imageId: OptionalString,
})
/** @category models */
export type ExchangeReturnItem = typeof ExchangeReturnItem.Type

/**
 * A return item: a plain return or an exchange.
 *
 * @category schemas
 */
export const ReturnItem = /*#__PURE__*/ Schema.Union([ExchangeReturnItem, PlainReturnItem])
/** @category models */
export type ReturnItem = typeof ReturnItem.Type

const Flag = Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(false)))

/**
 * One return made from an order, as the order's details link it: the return order's
 * number (its own details are read by it), its status ("Return requested", "Cancelled", …)
 * and the ids of the order's items it returns.
 *
 * @category schemas
 */
export const OrderReturnLink = /*#__PURE__*/ Schema.Struct({
  returnOrderId: Schema.String,
  status: OptionalString,
  itemIds: Schema.Array(Schema.String),
})
/** @category models */
export type OrderReturnLink = typeof OrderReturnLink.Type

/**
 * What an exchanged line of a return order is exchanged for: the new item's short sku, its
 * colour and size.
 *
 * @category schemas
 */
export const ExchangedFor = /*#__PURE__*/ Schema.Struct({
  shortSku: Schema.String,
  colour: OptionalString,
  size: OptionalString,
})
/** @category models */
export type ExchangedFor = typeof ExchangedFor.Type

/**
 * Where a self-shipped return is sent (the customer chose to ship it themselves): the
 * addressee and the address's lines, in the order they are written on the parcel.
 *
 * @category schemas
 */
export const ReturnShipTo = /*#__PURE__*/ Schema.Struct({
  name: Schema.String,
  lines: Schema.Array(Schema.String),
})
/** @category models */
export type ReturnShipTo = typeof ReturnShipTo.Type

/**
 * One line of the order as the order detail page shows it: the product, the size and
 * colour, the quantity and price, its status and tracking number, and what can be done
 * with it (returned, exchanged, cancelled; a final-sale line is never returnable). On a
 * return order the tracking number is the return parcel's (its prepaid label's), and an
 * exchanged line says what it is exchanged for.
 *
 * @category schemas
 */
export const OrderLine = /*#__PURE__*/ Schema.Struct({
  itemId: Schema.String,
  shortSku: Schema.String,
  productId: OptionalString,
  imageId: OptionalString,
  name: Schema.String,
  colour: OptionalString,
  size: OptionalString,
  quantity: Schema.Finite,
  price: Schema.optionalKey(Schema.Finite),
  priceFmt: OptionalString,
  status: OptionalString,
  trackingNumber: OptionalString,
  finalSale: Flag,
  returnable: Flag,
  exchangeable: Flag,
  cancellable: Flag,
  exchangedFor: Schema.optionalKey(ExchangedFor),
})
/** @category models */
export type OrderLine = typeof OrderLine.Type

/**
 * The order details (§3), with what the order detail page shows besides (see the module
 * notes).
 *
 * @category schemas
 */
export const OrderDetails = /*#__PURE__*/ Schema.Struct({
  orderNumber: Schema.String,
  externalOrderId: OptionalString,
  placedTime: OptionalString,
  channel: OptionalString,
  selected: OptionalString,
  orderEmail: OptionalString,
  email: OptionalString,
  orderToken: Schema.String,
  billToKey: Schema.String,
  shipToKey: Schema.String,
  shipToCountry: Schema.String,
  currency: Schema.String,
  payments: Schema.Array(OrderPayment),
  returnItems: Schema.Array(ReturnItem).pipe(Schema.withDecodingDefaultKey(Effect.succeed([]))),
  returnShippingFee: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(0)),
  ),
  returnFeeWaived: Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(false))),
  status: OptionalString,
  site: OptionalString,
  isReservation: Flag,
  pickupStoreId: OptionalString,
  pendingPayment: Schema.optionalKey(Schema.Struct({ payway: Schema.String })),
  exchangePageFlag: OptionalString,
  originalSalesOrderNumber: OptionalString,
  returnOrder: Flag,
  items: Schema.Array(OrderLine).pipe(Schema.withDecodingDefaultKey(Effect.succeed([]))),
  returns: Schema.optionalKey(Schema.Array(OrderReturnLink)),
  /** A return order the customer ships themselves: where to send it. */
  returnShipTo: Schema.optionalKey(ReturnShipTo),
})
/** @category models */
export type OrderDetails = typeof OrderDetails.Type

const standardIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/**
 * Decodes an answer with a schema: the value, or AjaxFailed naming the paths that did not
 * match (never the values found there). Shared by the order-detail schema modules.
 *
 * @example
 * import { decodeOrderBody, OrderPayment } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.isFailure(decodeOrderBody(OrderPayment, "payment")({ paymentName: "VISA" })) // => true
 * @category decoding
 */
export const decodeOrderBody = <S extends Schema.ConstraintDecoder<unknown>>(schema: S, what: string) => {
  const decode = Schema.decodeUnknownResult(schema)
  return (input: unknown): Result.Result<S["Type"], AjaxFailed> =>
    Result.mapError(decode(input), (error) => {
      const paths = standardIssues(error.issue).issues.map((issue) =>
        (issue.path ?? []).map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".") ||
        "(the body)"
      )
      const where = [...new Set(paths)].join(", ")
      return new AjaxFailed({
        message: `the ${shownAs(what)} did not match the contract`,
        cause: { name: "SchemaError", message: `the body did not match the contract at ${where}` },
      })
    })
}

/**
 * Decodes the order details answer (GET of the order details, orders-returns-help §7).
 *
 * @example
 * import { decodeOrderDetails } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const details = decodeOrderDetails({
 *   orderNumber: "10000001001", orderToken: "t", billToKey: "b", shipToKey: "s",
 *   shipToCountry: "US", currency: "USD", payments: [],
 * })
 * Result.isSuccess(details) // => true
 * @category decoding
 */
export const decodeOrderDetails: (input: unknown) => Result.Result<OrderDetails, AjaxFailed> =
  /*#__PURE__*/ decodeOrderBody(OrderDetails, "order details")
