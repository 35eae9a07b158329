/**
 * The errors every context shares: reason codes, the tagged service errors and the
 * service's error body.
 *
 * @since 0.1.0
 */
export * from "./CallTimeout.ts"
export * from "./ReasonCode.ts"
export * from "./ServiceError.ts"
export * from "./ServiceErrorBody.ts"
