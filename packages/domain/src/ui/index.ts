/**
 * UI rules shared by the pages: the stateful button and its timings, input limits, polling a
 * status until it settles, the pagination helper.
 *
 * @since 0.1.0
 */
export * from "./ButtonState.ts"
export * from "./Pagination.ts"
export * from "./Polling.ts"
export * from "./Timing.ts"
