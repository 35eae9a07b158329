/**
 * loyalty/history: the points history hooks and query options, and adding a past order's
 * points.
 *
 * @since 0.1.0
 */
export * from "./pointsQueries.ts"
export * from "./pointsQueryOptions.ts"
export * from "./useAddOrderButton.ts"
