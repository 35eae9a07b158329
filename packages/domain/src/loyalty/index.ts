/**
 * The loyalty context: endpoints and pre-call checks, the response envelope, the
 * errorKey → reason mapping and retry rule, the session cache.
 *
 * @since 0.1.0
 */
export * from "./LoyaltyCache.ts"
export * from "./LoyaltyCacheSchema.ts"
export * from "./LoyaltyCacheKeys.ts"
export * from "./LoyaltyEndpoint.ts"
export * from "./LoyaltyEndpointSchema.ts"
export * from "./LoyaltyFailure.ts"
export * from "./LoyaltyMemberId.ts"
export * from "./LoyaltyResponse.ts"
export * from "./LoyaltyResponseSchema.ts"
export * from "./LoyaltySchemas.ts"
export * from "./history/index.ts"
export * from "./onboarding/index.ts"
export * from "./rewards/index.ts"
