/**
 * The returns and exchanges flow: its views, the reason codes, the exchange choice, the
 * return and refund methods.
 *
 * @since 0.2.0
 */
export * from "./ReturnsFlow.ts"
export * from "./ReturnsSteps.ts"
export * from "./ReasonFieldErrors.ts"
export * from "./ReturnReason.ts"
export * from "./ReturnReasonSchema.ts"
export * from "./Exchange.ts"
export * from "./ExchangeProblem.ts"
export * from "./ReturnItems.ts"
export * from "./ItemImageSizes.ts"
