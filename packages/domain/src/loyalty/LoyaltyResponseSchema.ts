/**
 * The loyalty service's answers as schemas. Rules: platform §8; loyalty §3, §7.
 *
 * Where the spec is silent: the envelope is strict (a status that is neither `success` nor
 * `no_record_found`, or errors that are not a list, is malformed); the payload, under
 * `payload`, is loose (every known field optional, unknown fields kept, numbers finite);
 * the parts the rules read are decoded here once with LoyaltySchemas.ts.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import type { LoyaltyEndpoint } from "./LoyaltyEndpointSchema.ts"
import { loyaltyStatuses } from "./LoyaltyResponse.ts"
import {
  lenient,
  LoyaltyAppleToken,
  LoyaltyCoupons,
  LoyaltyHistoryRecords,
  LoyaltyPreference,
  LoyaltyPromotions,
  LoyaltySinceLastLogin,
} from "./LoyaltySchemas.ts"

/**
 * One entry of the errors list.
 *
 * @category schemas
 */
export const LoyaltyErrorEntry = /*#__PURE__*/ Schema.Struct({
  errorKey: Schema.optional(Schema.String),
  errorCode: Schema.optional(Schema.Union([Schema.String, Schema.Finite])),
  errorMessage: Schema.optional(Schema.String),
  params: Schema.optional(Schema.Unknown),
})
export type LoyaltyErrorEntry = typeof LoyaltyErrorEntry.Type

const Rest = Schema.Record(Schema.String, Schema.Unknown)
const loose = <const Fields extends Schema.Struct.Fields>(fields: Fields) => Schema.StructWithRest(Schema.Struct(fields), [Rest])
const OptionalString = Schema.optional(Schema.String)

/**
 * info: the member (loyalty-payments §3 "User / loyalty info").
 *
 * @category schemas
 */
export const LoyaltyInfoPayload = /*#__PURE__*/ loose({
  firstName: OptionalString,
  lastName: OptionalString,
  registrationDate: Schema.optional(loose({ formattedRegistrationDate: OptionalString })),
  loyaltyTierInfo: Schema.optional(loose({
    loyaltyTier: OptionalString,
    formattedLoyaltyTierExpirationDate: OptionalString,
    isTierUpgraded: Schema.optional(Schema.Boolean),
  })),
  preference: Schema.optional(LoyaltyPreference),
  primaryPhone: OptionalString,
  custLoyaltyStoreId: Schema.optional(Schema.Union([Schema.String, Schema.Finite])),
  userId: Schema.optional(Schema.Union([Schema.String, Schema.Finite])),
  barcode: OptionalString,
  /** The wallet pass credential; one that is not a string is dropped (as the page did). */
  appleToken: lenient(LoyaltyAppleToken),
})

/**
 * rewards: points, referral, coupons and the since-last-login notification
 * (loyalty-payments §3 "Points payload", "Rewards / coupons", "Notification data").
 *
 * @category schemas
 */
export const LoyaltyRewardsPayload = /*#__PURE__*/ loose({
  pointBalance: Schema.optional(Schema.Union([Schema.String, Schema.Finite])),
  loyaltyPercentagePoint: Schema.optional(Schema.Union([Schema.String, Schema.Finite])),
  referral: Schema.optional(loose({ referralCode: OptionalString })),
  coupons: Schema.optional(LoyaltyCoupons),
  promotions: Schema.optional(LoyaltyPromotions),
  sinceLastLogin: Schema.optional(LoyaltySinceLastLogin),
})

/**
 * promotions: the welcome promotions list.
 *
 * @category schemas
 */
export const LoyaltyPromotionsPayload = /*#__PURE__*/ loose({ promotions: Schema.optional(LoyaltyPromotions) })

/**
 * history: the points history records (loyalty-payments §3 "Points history record").
 *
 * @category schemas
 */
export const LoyaltyHistoryPayload = /*#__PURE__*/ loose({ history: Schema.optional(LoyaltyHistoryRecords) })

/**
 * The payload schema of each endpoint.
 *
 * @category schemas
 */
export const loyaltyPayloadSchemas = {
  info: LoyaltyInfoPayload,
  rewards: LoyaltyRewardsPayload,
  promotions: LoyaltyPromotionsPayload,
  history: LoyaltyHistoryPayload,
} as const

/** The payload type of an endpoint. @category models */
export type LoyaltyPayload<E extends LoyaltyEndpoint> = (typeof loyaltyPayloadSchemas)[E]["Type"]

/**
 * The envelope, for any payload schema.
 *
 * @category constructors
 */
export const loyaltyEnvelope = <P extends Schema.Top>(payload: P) =>
  Schema.Struct({
    status: Schema.Literals(loyaltyStatuses),
    errors: Schema.optional(Schema.Array(LoyaltyErrorEntry)),
    payload: Schema.optional(payload),
  })

/**
 * The envelope of each endpoint.
 *
 * @category schemas
 */
export const loyaltyResponseSchemas = {
  info: /*#__PURE__*/ loyaltyEnvelope(LoyaltyInfoPayload),
  rewards: /*#__PURE__*/ loyaltyEnvelope(LoyaltyRewardsPayload),
  promotions: /*#__PURE__*/ loyaltyEnvelope(LoyaltyPromotionsPayload),
  history: /*#__PURE__*/ loyaltyEnvelope(LoyaltyHistoryPayload),
} as const

/** An endpoint's decoded response. @category models */
export type LoyaltyResponse<E extends LoyaltyEndpoint = LoyaltyEndpoint> = (typeof loyaltyResponseSchemas)[E]["Type"]

/**
 * A response for which no payload is read (switch account, campaign): the envelope with
 * any payload. A body that is empty is also accepted by the clients for these calls.
 *
 * @category schemas
 */
export const LoyaltyAcknowledgement = /*#__PURE__*/ loyaltyEnvelope(Schema.Unknown)
export type LoyaltyAcknowledgement = typeof LoyaltyAcknowledgement.Type

/**
 * A failure body: the loyalty errors list, or the platform's `error[0]` list (platform
 * §8), whichever the service sent; status is not checked on a failure.
 *
 * @category schemas
 */
export const LoyaltyFailureBody = /*#__PURE__*/ Schema.Struct({
  status: Schema.optional(Schema.Unknown),
  errors: Schema.optional(Schema.Array(LoyaltyErrorEntry)),
  error: Schema.optional(Schema.Array(LoyaltyErrorEntry)),
})
export type LoyaltyFailureBody = typeof LoyaltyFailureBody.Type
