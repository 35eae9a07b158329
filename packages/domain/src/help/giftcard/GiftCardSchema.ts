/**
 * The gift card balance check's wire formats; clients decode and the fixtures encode with
 * them. Rules: orders §4 "Gift card balance", §7.
 *
 * Where the spec is silent: a status answer with neither a balance nor an errorKey is "not
 * ready yet"; `balance` is a number or numeric text; unnamed fields are ignored.
 *
 * @since 0.4.0
 */
import * as Schema from "effect/Schema"

const OptionalText = Schema.optionalKey(Schema.String)

/** The check answer: the lookup to poll. @category schemas */
export const GiftCardCheckResponse = /*#__PURE__*/ Schema.Struct({ lookupId: Schema.String })
/** @category models */
export type GiftCardCheckResponse = typeof GiftCardCheckResponse.Type

/** The status answer: a balance, an error, or neither yet. @category schemas */
export const GiftCardStatusResponse = /*#__PURE__*/ Schema.Struct({
  currency: OptionalText,
  balance: Schema.optionalKey(Schema.Union([Schema.Finite, Schema.String])),
  errorKey: OptionalText,
  errorMessage: OptionalText,
})
/** @category models */
export type GiftCardStatusResponse = typeof GiftCardStatusResponse.Type

/** The currency number pattern: its prefix is the currency symbol. @category schemas */
export const CurrencyNumberPattern = /*#__PURE__*/ Schema.Struct({ prefix: Schema.String })
/** @category models */
export type CurrencyNumberPattern = typeof CurrencyNumberPattern.Type
