/**
 * The wire formats of the gift card balance check (orders §3 "Help and enrol entities",
 * §7 "Help and enrol"): the check answer (`lookupId`), the status answer (`currency` and
 * `balance`, or `errorKey` and `errorMessage`) and the currency number pattern (`prefix`).
 * The clients decode with them (a body that does not match is AjaxFailed, never a throw);
 * the fixtures encode with them.
 *
 * Where the spec is silent (choices):
 * - a status answer with neither a balance nor an errorKey is "not ready yet" (the check is
 *   still running at the card provider), so every field of it is optional;
 * - `balance` is a number or numeric text (card providers send both);
 * - fields the spec does not name are ignored.
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
