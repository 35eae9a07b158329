/**
 * The points hooks: points history and adding a past order's points.
 *
 * @since 0.1.0
 */
export * from "./pointsQueries.ts"
export * from "./useAddOrderButton.ts"
