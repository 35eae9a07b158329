/**
 * Loyalty data as TanStack Query options, without React (STYLE §4). Keys mirror the path:
 * ["loyalty", endpoint, query] for GET {loyaltyApp}/{endpoint}.
 *
 * @since 0.7.0
 */
import { Loyalty, type LoyaltyCacheShape, type LoyaltyGetError, type LoyaltyGetOptions } from "@outfitter/clients"
import type { LoyaltyEndpoint, LoyaltyResult } from "@outfitter/domain"
import { queryOptions } from "../queryOptions.ts"
import type { RunClient } from "../runClient.ts"
import { withHooksLoyaltyCache } from "./sessionLoyaltyCache.ts"

/**
 * The key prefix of every loyalty query.
 *
 * @category keys
 */
export const loyaltyKey = ["loyalty"] as const

/**
 * The key of one endpoint and query.
 *
 * @category keys
 */
export const loyaltyQueryKey = (endpoint: LoyaltyEndpoint, query?: LoyaltyGetOptions["query"]) =>
  [...loyaltyKey, endpoint, query ?? {}] as const

/**
 * Query options for a loyalty endpoint. `force` skips the session cache for this fetch.
 *
 * @example
 * import { loyaltyQueryOptions } from "@outfitter/react-hooks"
 * declare const run: import("@outfitter/react-hooks").RunClient
 * loyaltyQueryOptions(run, "history", { query: { size: 10 } }).queryKey // => ["loyalty", "history", { size: 10 }]
 * @category query options
 */
export const loyaltyQueryOptions = <E extends LoyaltyEndpoint>(
  run: RunClient,
  endpoint: E,
  options: LoyaltyGetOptions = {},
  cache?: LoyaltyCacheShape,
) =>
  queryOptions<LoyaltyResult<E>, LoyaltyGetError, LoyaltyResult<E>, ReturnType<typeof loyaltyQueryKey>>({
    queryKey: loyaltyQueryKey(endpoint, options.query),
    queryFn: ({ signal }) =>
      run(Loyalty.layer, withHooksLoyaltyCache(cache, Loyalty.use((loyalty) => loyalty.get(endpoint, options))), signal),
  })

/**
 * Query options for the repudiation check (key ["loyalty", "info", "repudiation"]).
 *
 * @category query options
 */
export const repudiationQueryOptions = (run: RunClient, cache?: LoyaltyCacheShape) =>
  queryOptions<boolean, never>({
    queryKey: [...loyaltyKey, "info", "repudiation"] as const,
    queryFn: ({ signal }) =>
      run(Loyalty.layer, withHooksLoyaltyCache(cache, Loyalty.use((loyalty) => loyalty.hasRepudiation())), signal),
  })
