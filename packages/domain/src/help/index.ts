/**
 * The help context: the help pages' forms and their calls (orders-returns-help §2–§9).
 *
 * @since 0.4.0
 */
export * from "./giftcard/index.ts"
export * from "./bankRefund/index.ts"
export * from "./overview/index.ts"
export * from "./contact/index.ts"
export * from "./marketing/index.ts"
export * from "./enroll/index.ts"
export * from "./globalSignon/index.ts"
export * from "./trackOrder/index.ts"
