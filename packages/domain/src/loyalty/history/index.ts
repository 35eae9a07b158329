/**
 * loyalty/history: points history records and paging, adding a past order's points, the
 * points-history banner.
 *
 * @since 0.1.0
 */
export * from "./AddOrder.ts"
export * from "./PointsBanner.ts"
export * from "./PointsHistory.ts"
