/**
 * The help hooks: one module per part of the help pages.
 *
 * @since 0.4.0
 */
export * from "./bankRefund.ts"
export * from "./contact.ts"
export * from "./enroll.ts"
export * from "./marketing.ts"
export * from "./giftCards.ts"
