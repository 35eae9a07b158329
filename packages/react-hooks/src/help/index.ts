/**
 * The help hooks: one module per part of the help pages, and the marketing content's
 * query options.
 *
 * @since 0.4.0
 */
export * from "./bankRefund.ts"
export * from "./contact.ts"
export * from "./enroll.ts"
export * from "./marketing.ts"
export * from "./marketingQueryOptions.ts"
export * from "./giftCards.ts"
