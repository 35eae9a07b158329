/**
 * The loyalty hooks: loyalty data, repudiation, switch account and campaign, their query
 * options, and the session-storage cache they hand to the client; history/, rewards/ and
 * onboarding/: the points history with add-order, the wallet pass and copy button,
 * onboarding.
 *
 * @since 0.1.0
 */
export * from "./loyaltyCache.ts"
export * from "./loyaltyQueries.ts"
export * from "./loyaltyQueryOptions.ts"
export * from "./sessionLoyaltyCache.ts"
export * from "./history/index.ts"
export * from "./onboarding/index.ts"
export * from "./rewards/index.ts"
