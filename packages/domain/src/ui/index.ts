/**
 * UI rules shared by the pages: the stateful button and its timings, input limits, the
 * pagination helper.
 *
 * @since 0.1.0
 */
export * from "./ButtonState.ts"
export * from "./Pagination.ts"
export * from "./Timing.ts"
