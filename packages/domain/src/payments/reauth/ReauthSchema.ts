/**
 * The re-authorisation's wire shapes: the card and PayPal bodies, the answers, and the
 * page's read of the order. Rules: loyalty §3, §7.
 *
 * Where the spec is silent: `authAmount` is sent as text ("98.00"); `addressField1` carries
 * a district where the form has one and `address3` goes only when filled; ids that may
 * arrive as numbers are read as text, `null` as absent; the order's details call
 * ({@link ReauthDetails}) is Outfitter's.
 *
 * @since 0.3.0
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as SchemaTransformation from "effect/SchemaTransformation"
import { cardNumberTypes } from "../SavedCard.ts"

/** An amount: 0 or more, at most two decimals. @category constants */
export const authAmountPattern = /^\d{1,12}(\.\d{1,2})?$/

/**
 * An amount as text: a decimal string, or a finite number of 0 or more read as its text.
 *
 * @category schemas
 */
export const AuthAmount = /*#__PURE__*/ Schema.Union([
  Schema.String.check(Schema.isPattern(authAmountPattern)),
  Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)),
]).pipe(
  Schema.decodeTo(
    Schema.String.check(Schema.isPattern(authAmountPattern)),
    SchemaTransformation.transform<string, string | number>({ decode: (value) => (typeof value === "number" ? value.toFixed(2) : value), encode: (value) => value }),
  ),
)

/** An id sent as text or as a number; null and absent are absent. */
const OptionalId = /*#__PURE__*/ Schema.optionalKey(
  Schema.NullOr(Schema.Union([Schema.String, Schema.Finite])).pipe(
    Schema.decodeTo(
      Schema.UndefinedOr(Schema.String),
      SchemaTransformation.transform<string | undefined, string | number | null>({
        decode: (value) => (value === null ? undefined : String(value)),
        encode: (value) => value ?? null,
      }),
    ),
  ),
)

/** Text or null (read as absent). */
const OptionalText = /*#__PURE__*/ Schema.optionalKey(
  Schema.NullOr(Schema.String).pipe(
    Schema.decodeTo(
      Schema.UndefinedOr(Schema.String),
      SchemaTransformation.transform<string | undefined, string | null>({ decode: (value) => value ?? undefined, encode: (value) => value ?? null }),
    ),
  ),
)

/**
 * The billing address of the card body (§3).
 *
 * @category schemas
 */
export const BillingAddressBody = /*#__PURE__*/ Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  address1: Schema.String,
  address2: Schema.optionalKey(Schema.String),
  address3: Schema.optionalKey(Schema.String),
  city: Schema.String,
  state: Schema.String,
  country: Schema.String,
  zipCode: Schema.String,
  addressField1: Schema.optionalKey(Schema.String),
})
/** @category models */
export type BillingAddressBody = typeof BillingAddressBody.Type

/**
 * The card re-authorisation body: POST `/api/bags/v3/{storeContext}/cart/{orderId}/payment/reauth`.
 *
 * @category schemas
 */
export const CardReauthBody = /*#__PURE__*/ Schema.Struct({
  authAmount: Schema.String,
  paymentTypeId: Schema.String,
  /** The encrypted card number (344 characters). */
  cardNumber: Schema.String,
  cardNumberType: Schema.Literal(cardNumberTypes.encrypted),
  encryptionId: Schema.String,
  /** The card type's payment code. */
  cardBrand: Schema.String,
  cardExpiryMonth: Schema.String,
  cardExpiryYear: Schema.String,
  /** The CVV; absent for the house card. */
  cid: Schema.optionalKey(Schema.String),
  /** The billing address, when the billing form was shown (it is for a card). */
  billingAddress: Schema.optionalKey(BillingAddressBody),
  signifydSessionId: Schema.optionalKey(Schema.String),
})
/** @category models */
export type CardReauthBody = typeof CardReauthBody.Type

/**
 * The PayPal re-authorisation body: POST `…/payment/reauth/paypal`, the amount only (§3).
 *
 * @category schemas
 */
export const PaypalReauthBody = /*#__PURE__*/ Schema.Struct({ authAmount: Schema.String })
/** @category models */
export type PaypalReauthBody = typeof PaypalReauthBody.Type

/**
 * The submission's answer (§7): status, isThreeDSEnabledV2, threeDSOrderId,
 * payInstructionId, paymentURL, redirectUrl, id.
 *
 * @category schemas
 */
export const ReauthAnswer = /*#__PURE__*/ Schema.Struct({
  status: Schema.String,
  isThreeDSEnabledV2: Schema.optionalKey(Schema.Boolean),
  threeDSOrderId: OptionalId,
  payInstructionId: OptionalId,
  paymentURL: OptionalText,
  redirectUrl: OptionalText,
  id: OptionalId,
})
/** @category models */
export type ReauthAnswer = typeof ReauthAnswer.Type

/** GET `{apiRoot}/user/order/payment/{payInstructionId}?retry={n}`. @category schemas */
export const PaymentStatusAnswer = /*#__PURE__*/ Schema.Struct({ reAuthStatus: Schema.String })
/** @category models */
export type PaymentStatusAnswer = typeof PaymentStatusAnswer.Type

/** GET `{paymentServiceRoot}/status/{threeDSOrderId}?retry={n}`, and the credit-card status. @category schemas */
export const ThreeDSStatusAnswer = /*#__PURE__*/ Schema.Struct({ status: Schema.String })
/** @category models */
export type ThreeDSStatusAnswer = typeof ThreeDSStatusAnswer.Type

const Flag = Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(false)))

/**
 * The order to re-authorise, as the payment page reads it (see the module's notes).
 *
 * @category schemas
 */
export const ReauthDetails = /*#__PURE__*/ Schema.Struct({
  orderId: Schema.String,
  /** The order's status text ("Payment problem", "Processing"). */
  status: Schema.String,
  authAmount: AuthAmount,
  /** The amount as the page shows it ("$98.00"). */
  amountFmt: Schema.String,
  currency: Schema.String,
  paymentTypeId: Schema.String,
  /** Absent means true: the order still waits for a payment update. */
  needsPaymentUpdate: Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(true))),
  /** The session's PayPal failover flag. */
  sessionPaypalFailover: Flag,
  /** The account's PayPal failover flag. */
  accountPaypalFailover: Flag,
  /** The billing address on file, to start the form with. */
  billingAddress: Schema.optionalKey(BillingAddressBody),
})
/** @category models */
export type ReauthDetails = typeof ReauthDetails.Type
