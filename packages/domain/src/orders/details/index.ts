/**
 * One order's details and what is sent about it: the details themselves, the refund
 * calculation and its summary, the return submission, cancellations, the flags and timings
 * of the order pages.
 *
 * @since 0.2.0
 */
export * from "./CancelReason.ts"
export * from "./CancelRequest.ts"
export * from "./CancelRequestSchema.ts"
export * from "./CancelTimeline.ts"
export * from "./LostAnswer.ts"
export * from "./OrderAddress.ts"
export * from "./OrderDetailsSchema.ts"
export * from "./OrderFlags.ts"
export * from "./OrderStatus.ts"
export * from "./OrderTimings.ts"
export * from "./RefundCalculationSchema.ts"
export * from "./RefundSummary.ts"
export * from "./ReturnsAnalytics.ts"
export * from "./ReturnSubmission.ts"
export * from "./ReturnSubmissionSchema.ts"
