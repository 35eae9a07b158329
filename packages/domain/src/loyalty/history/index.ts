/**
 * loyalty/history: points history records and paging, adding a past order's points.
 *
 * @since 0.1.0
 */
export * from "./AddOrder.ts"
export * from "./PointsHistory.ts"
