/**
 * Loyalty data as TanStack Query options and hooks (STYLE §4). Keys mirror the path:
 * ["loyalty", endpoint, query] for GET {loyaltyApp}/{endpoint}; switching account
 * invalidates ["loyalty"]. Every rule (cache, retries, permissions, messages) is in the
 * Loyalty client and the domain; these only bind it to React.
 *
 * @since 0.1.0
 */
import { type CampaignError, Loyalty, type LoyaltyCacheShape, type LoyaltyGetError, type LoyaltyGetOptions, type SwitchAccountError } from "@outfitter/clients"
import type { Campaign, LoyaltyEndpoint, LoyaltyResult, SwitchAccountChoice } from "@outfitter/domain"
import { queryOptions, useMutation, useQuery, useQueryClient, type UseMutationOptions, type UseQueryOptions } from "@tanstack/react-query"
import { useRunClient } from "../OutfitterProvider.ts"
import type { RunClient } from "../runClient.ts"
import { useLoyaltyCache, withHooksLoyaltyCache } from "./loyaltyCache.ts"

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

type CallerOptions<T, E> = Omit<UseQueryOptions<T, E, T, any>, "queryKey" | "queryFn">

/**
 * One loyalty endpoint's data; pass `undefined` as the endpoint to wait.
 *
 * @category hooks
 */
export const useLoyalty = <E extends LoyaltyEndpoint>(
  endpoint: E | undefined,
  options: LoyaltyGetOptions = {},
  config: CallerOptions<LoyaltyResult<E>, LoyaltyGetError> = {},
) => {
  const run = useRunClient()
  const cache = useLoyaltyCache()
  return useQuery({
    ...loyaltyQueryOptions(run, (endpoint ?? "info") as E, options, cache),
    ...config,
    enabled: endpoint !== undefined && (config.enabled ?? true),
  })
}

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

/**
 * Whether the member is a cross-border user (platform §8): never an error, false on any failure.
 *
 * @category hooks
 */
export const useRepudiation = (config: CallerOptions<boolean, never> = {}) => {
  const run = useRunClient()
  const cache = useLoyaltyCache()
  return useQuery({ ...repudiationQueryOptions(run, cache), ...config })
}

/**
 * Accept or decline the account switch; invalidates every loyalty query on success.
 *
 * @category hooks
 */
export const useSwitchAccount = (
  config: Omit<UseMutationOptions<void, SwitchAccountError, SwitchAccountChoice>, "mutationFn"> = {},
) => {
  const run = useRunClient()
  const cache = useLoyaltyCache()
  const queryClient = useQueryClient()
  return useMutation({
    ...config,
    // with the hooks' cache, so the switch clears the cached member data the pages read
    mutationFn: (choice) =>
      run(Loyalty.layer, withHooksLoyaltyCache(cache, Loyalty.use((loyalty) => loyalty.switchAccount(choice)))),
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: loyaltyKey })
      await config.onSuccess?.(...args)
    },
  })
}

/**
 * Posts a campaign event.
 *
 * @category hooks
 */
export const useCampaign = (config: Omit<UseMutationOptions<void, CampaignError, Partial<Campaign>>, "mutationFn"> = {}) => {
  const run = useRunClient()
  return useMutation({
    ...config,
    mutationFn: (input) => run(Loyalty.layer, Loyalty.use((loyalty) => loyalty.campaign(input))),
  })
}
