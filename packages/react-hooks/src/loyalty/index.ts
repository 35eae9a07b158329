/**
 * The loyalty hooks: loyalty data, repudiation, switch account and campaign, and the
 * session-storage cache they hand to the client.
 *
 * @since 0.1.0
 */
export * from "./loyaltyCache.ts"
export * from "./loyaltyQueries.ts"
