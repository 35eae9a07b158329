/**
 * The mobile-wallet calls' wire formats: the precreate answer and the status answer.
 * Rules: loyalty §3, §7; orders §3 "Wallet QR payment".
 *
 * Where the spec is silent: only the precreate answer's `status` is required (a failed one
 * has no code); `expires` is text or a number; unnamed fields are ignored.
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
