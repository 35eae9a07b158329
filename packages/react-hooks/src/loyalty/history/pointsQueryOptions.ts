/**
 * The points history as TanStack Query options, without React: key
 * ["loyalty", "history", "points"], over the Loyalty client and the domain (loyalty/history).
 *
 * @since 0.7.0
 */
import { Loyalty, type LoyaltyCacheShape, type LoyaltyGetError, type PointsHistory, pointsHistory } from "@outfitter/clients"
import { queryOptions } from "../../queryOptions.ts"
import type { RunClient } from "../../runClient.ts"
import { loyaltyKey } from "../loyaltyQueryOptions.ts"
import { withHooksLoyaltyCache } from "../sessionLoyaltyCache.ts"

/** @category keys */
export const pointsHistoryKey = [...loyaltyKey, "history", "points"] as const

/**
 * Query options for the parsed points history.
 *
 * @example
 * import { pointsHistoryQueryOptions } from "@outfitter/react-hooks"
 * declare const run: import("@outfitter/react-hooks").RunClient
 * pointsHistoryQueryOptions(run).queryKey // => ["loyalty", "history", "points"]
 * @category query options
 */
export const pointsHistoryQueryOptions = (run: RunClient, cache?: LoyaltyCacheShape) =>
  queryOptions<PointsHistory, LoyaltyGetError, PointsHistory, typeof pointsHistoryKey>({
    queryKey: pointsHistoryKey,
    queryFn: ({ signal }) => run(Loyalty.layer, withHooksLoyaltyCache(cache, pointsHistory()), signal),
  })
