/**
 * The wire formats of the mobile-wallet calls (loyalty §3 "Mobile-payment precreate
 * request", §7; orders-returns-help §3 "Wallet QR payment"): the precreate answer and the
 * status answer. The clients decode with them (a body that does not match is AjaxFailed,
 * never a throw); the fixtures encode with them.
 *
 * Where the spec is silent (choices):
 * - the precreate answer carries the payment's `status` and, when it failed, an
 *   `errorCode` (the spec's success test reads both), beside clientSN, expires, qrCode,
 *   redirectUrl and sn; only `status` is required, since a failed precreate has no code
 *   (what a success must carry is `walletCodeOf`'s rule); `expires` is text or a number;
 * - the status answer carries the payment's status code as `status` (PENDING, PAID, …); its
 *   reason (completed, not started, …) is the domain's mapping, `walletStatusReason`;
 * - fields the spec does not name are ignored.
 *
 * @since 0.3.0
 */
import * as Schema from "effect/Schema"

const OptionalText = Schema.optionalKey(Schema.String)

/**
 * The precreate answer.
 *
 * @category schemas
 */
export const WalletPrecreateResponse = /*#__PURE__*/ Schema.Struct({
  status: Schema.String,
  errorCode: Schema.optionalKey(Schema.NullOr(Schema.String)),
  qrCode: OptionalText,
  redirectUrl: OptionalText,
  clientSN: OptionalText,
  sn: OptionalText,
  expires: Schema.optionalKey(Schema.Union([Schema.String, Schema.Finite])),
})
/** @category models */
export type WalletPrecreateResponse = typeof WalletPrecreateResponse.Type

/**
 * The status answer: the payment's status code.
 *
 * @category schemas
 */
export const WalletStatusResponse = /*#__PURE__*/ Schema.Struct({
  orderId: OptionalText,
  status: Schema.String,
})
/** @category models */
export type WalletStatusResponse = typeof WalletStatusResponse.Type
