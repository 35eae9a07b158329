/**
 * Marketing content spots: the request's rule, its call and the answer's schema.
 *
 * @since 0.4.0
 */
export * from "./MarketingContentSchema.ts"
export * from "./MarketingRequest.ts"
