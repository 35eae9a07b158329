/**
 * orders.
 *
 * @since 0.1.0
 */
export * from "./OrderHistory.ts"
export * from "./OrderHistorySchema.ts"
export * from "./OrderNumber.ts"
export * from "./details/index.ts"
export * from "./returns/index.ts"
