/**
 * Points history and adding an order's points as hooks, over the history's query options
 * (pointsQueryOptions.ts, STYLE §4). The history key is ["loyalty", "history", "points"],
 * under the loyalty prefix, so switching account invalidates it too. Every rule is in the Points client and
 * the domain (loyalty/history).
 *
 * The add-order mutation answers the service's status text; the page maps it (and any
 * failure) with the domain's `addOrderOutcome`. It does not refetch the history: new
 * points show as pending later, and the loyalty cache would answer the same list anyway.
 *
 * @since 0.1.0
 */
"use client"
import { type AddOrderError, Loyalty, type LoyaltyGetError, Points, type PointsHistory, pointsHistory } from "@outfitter/clients"
import { addOrderOutcome } from "@outfitter/domain"
import { useMutation, type UseMutationOptions, useQuery, useQueryClient, type UseQueryOptions } from "@tanstack/react-query"
import { useRunClient } from "../../OutfitterProvider.ts"
import { useLoyaltyCache } from "../loyaltyCache.ts"
import { withHooksLoyaltyCache } from "../sessionLoyaltyCache.ts"
import { pointsHistoryKey, pointsHistoryQueryOptions } from "./pointsQueryOptions.ts"

/**
 * The member's points history.
 *
 * @category hooks
 */
export const usePointsHistory = (
  config: Omit<UseQueryOptions<PointsHistory, LoyaltyGetError, PointsHistory, any>, "queryKey" | "queryFn"> = {},
) => {
  const run = useRunClient()
  const cache = useLoyaltyCache()
  return useQuery({ ...pointsHistoryQueryOptions(run, cache), ...config })
}

/**
 * Adds an order's points; the data is the service's status text. When the points were
 * added, the history is read again past the session cache (forced), so the new record and
 * balance show without a reload.
 *
 * @category hooks
 */
export const useAddOrderPoints = (
  config: Omit<UseMutationOptions<string, AddOrderError, string>, "mutationFn"> = {},
) => {
  const run = useRunClient()
  const cache = useLoyaltyCache()
  const queryClient = useQueryClient()
  return useMutation({
    ...config,
    mutationFn: (orderNumber) => run(Points.layer, Points.use((points) => points.addOrder(orderNumber))),
    onSuccess: (status, orderNumber, context, mutation) => {
      if (addOrderOutcome(status).succeeded) {
        void queryClient.fetchQuery({
          queryKey: pointsHistoryKey,
          queryFn: ({ signal }) => run(Loyalty.layer, withHooksLoyaltyCache(cache, pointsHistory({ force: true })), signal),
          staleTime: 0,
        })
      }
      return config.onSuccess?.(status, orderNumber, context, mutation)
    },
  })
}
