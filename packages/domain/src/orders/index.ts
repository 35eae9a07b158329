/**
 * orders.
 *
 * @since 0.1.0
 */
export * from "./OrderHistory.ts"
export * from "./OrderHistorySchema.ts"
export * from "./OrderNumber.ts"
