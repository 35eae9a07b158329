/**
 * Schemas of the loyalty payload parts the rules read (coupons, promotions, since last
 * login, preference, history records, the Apple token), decoded once with the envelope so
 * the rules never import Schema. Rules: loyalty §3.
 *
 * Where the spec is silent: every field is optional and one of the wrong type is dropped;
 * text fields take a string or a finite number; a list entry that is not an object is
 * dropped, a list that is not a list fails the call; preference and sinceLastLogin must be
 * objects when present.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Predicate from "effect/Predicate"
import * as Schema from "effect/Schema"
import * as SchemaTransformation from "effect/SchemaTransformation"

const Rest = Schema.Record(Schema.String, Schema.Unknown)

/**
 * A text field: a string, or a finite number read as its string.
 *
 * @category schemas
 */
export const LoyaltyText = /*#__PURE__*/ Schema.Union([Schema.String, Schema.Finite]).pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transform<string, string | number>({ decode: String, encode: (text) => text }),
  ),
)

/**
 * A value the service sends as a number or a string (a balance with commas, a flag "0").
 *
 * @category schemas
 */
export const LoyaltyNumberOrText = /*#__PURE__*/ Schema.Union([Schema.String, Schema.Finite])

/**
 * An optional field whose wrong-typed value is dropped (as if absent), never a failure.
 *
 * @category constructors
 */
export const lenient = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
  Schema.optionalKey(schema.pipe(Schema.catchDecoding(() => Effect.succeed(Option.none()))))

/** A struct of lenient fields that keeps the fields the spec does not name. */
const loose = <const Fields extends Schema.Struct.Fields>(fields: Fields) =>
  Schema.StructWithRest(Schema.Struct(fields), [Rest])

/**
 * A list whose entries that are not objects are dropped; for entries whose every field is
 * lenient (so any object decodes).
 */
const objectList = <S extends Schema.Top & { readonly DecodingServices: never }>(entry: S) =>
  Schema.Array(Schema.Unknown).pipe(
    Schema.decodeTo(
      Schema.Array(entry),
      SchemaTransformation.transform({
        decode: (list: ReadonlyArray<unknown>) => list.filter(Predicate.isObject) as ReadonlyArray<S["Encoded"]>,
        encode: (list: ReadonlyArray<S["Encoded"]>): ReadonlyArray<unknown> => list,
      }),
    ),
  )

/**
 * One promoInfo entry of a coupon or promotion.
 *
 * @category schemas
 */
export const LoyaltyPromoInfo = /*#__PURE__*/ loose({ formattedDiscount: lenient(LoyaltyText) })
export type LoyaltyPromoInfo = typeof LoyaltyPromoInfo.Type

const offerFields = {
  promoType: /*#__PURE__*/ lenient(LoyaltyText),
  /** BOUNCE_BACK for a bounce-back reward. */
  rewardGroup: /*#__PURE__*/ lenient(LoyaltyText),
  formattedValue: /*#__PURE__*/ lenient(LoyaltyText),
  couponCode: /*#__PURE__*/ lenient(LoyaltyText),
  couponExpiryDate: /*#__PURE__*/ lenient(LoyaltyText),
  /** Split at ' - ' into key and text. */
  associatedPromoName: /*#__PURE__*/ lenient(LoyaltyText),
  promoInfo: /*#__PURE__*/ lenient(objectList(LoyaltyPromoInfo)),
}

/**
 * A reward coupon (loyalty-payments §3 "Rewards / coupons").
 *
 * @category schemas
 */
export const LoyaltyCoupon = /*#__PURE__*/ loose(offerFields)
export type LoyaltyCoupon = typeof LoyaltyCoupon.Type

/**
 * A promotion (the rewards' promotions and the welcome promotions): the same fields as a
 * coupon (loyalty-payments §3).
 *
 * @category schemas
 */
export const LoyaltyPromotion = /*#__PURE__*/ loose(offerFields)
export type LoyaltyPromotion = typeof LoyaltyPromotion.Type

/**
 * The coupons list: entries that are not objects are dropped.
 *
 * @category schemas
 */
export const LoyaltyCoupons = /*#__PURE__*/ objectList(LoyaltyCoupon)

/**
 * The promotions list: entries that are not objects are dropped.
 *
 * @category schemas
 */
export const LoyaltyPromotions = /*#__PURE__*/ objectList(LoyaltyPromotion)

/**
 * The new-reward notification data (loyalty-payments §3 "Notification data").
 *
 * @category schemas
 */
export const LoyaltySinceLastLogin = /*#__PURE__*/ loose({
  /** A number, or a string the rules parse (with thousands commas). */
  totalCashValue: lenient(LoyaltyNumberOrText),
  formattedTotalCashValue: lenient(LoyaltyText),
  cashExpiryDate: lenient(LoyaltyText),
})
export type LoyaltySinceLastLogin = typeof LoyaltySinceLastLogin.Type

/**
 * The member's preference (loyalty-payments §3): onboarding 0 or 1 (number or digit
 * string, as the service and the user update send it), gender and the birthday parts.
 *
 * @category schemas
 */
export const LoyaltyPreference = /*#__PURE__*/ loose({
  onboarding: lenient(LoyaltyNumberOrText),
  gender: lenient(LoyaltyText),
  birthDay: lenient(LoyaltyNumberOrText),
  birthMonth: lenient(LoyaltyNumberOrText),
  birthYear: lenient(LoyaltyNumberOrText),
})
export type LoyaltyPreference = typeof LoyaltyPreference.Type

/**
 * The member's Apple token, the wallet pass call's credential (loyalty-payments §3, §7).
 * Never put it in an error or a log.
 *
 * @category schemas
 */
export const LoyaltyAppleToken = /*#__PURE__*/ Schema.String
export type LoyaltyAppleToken = typeof LoyaltyAppleToken.Type

/** The eventDetail of a history record. @category schemas */
export const LoyaltyEventDetail = /*#__PURE__*/ loose({
  transactionId: lenient(LoyaltyText),
  couponNumber: lenient(LoyaltyText),
  /** The transaction type key (loyalty-payments §3). */
  tmnt: lenient(LoyaltyText),
})
export type LoyaltyEventDetail = typeof LoyaltyEventDetail.Type

/**
 * One points history record (loyalty-payments §3 "Points history record").
 *
 * @category schemas
 */
export const LoyaltyHistoryRecord = /*#__PURE__*/ loose({
  /** 0 pending, 1 rejected, 2 approved; a number or a digit string. */
  status: lenient(LoyaltyNumberOrText),
  eventType: lenient(LoyaltyText),
  eventDetail: lenient(LoyaltyEventDetail),
  displayDetail: lenient(LoyaltyText),
  createdAt: lenient(LoyaltyText),
  /** A number, or a string that may contain commas. */
  pointBalance: lenient(LoyaltyNumberOrText),
})
export type LoyaltyHistoryRecord = typeof LoyaltyHistoryRecord.Type

/**
 * The history list: entries that are not objects are dropped.
 *
 * @category schemas
 */
export const LoyaltyHistoryRecords = /*#__PURE__*/ objectList(LoyaltyHistoryRecord)
