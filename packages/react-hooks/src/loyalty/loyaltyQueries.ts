/**
 * Loyalty data as hooks over its query options (loyaltyQueryOptions.ts, STYLE §4);
 * switching account invalidates ["loyalty"]. Every rule (cache, retries, permissions,
 * messages) is in the Loyalty client and the domain; these only bind it to React.
 *
 * @since 0.1.0
 */
"use client"
import { type CampaignError, Loyalty, type LoyaltyGetError, type LoyaltyGetOptions, type SwitchAccountError } from "@outfitter/clients"
import type { Campaign, LoyaltyEndpoint, LoyaltyResult, SwitchAccountChoice } from "@outfitter/domain"
import { useMutation, useQuery, useQueryClient, type UseMutationOptions, type UseQueryOptions } from "@tanstack/react-query"
import { useRunClient } from "../OutfitterProvider.ts"
import { useLoyaltyCache } from "./loyaltyCache.ts"
import { loyaltyKey, loyaltyQueryOptions, repudiationQueryOptions } from "./loyaltyQueryOptions.ts"
import { withHooksLoyaltyCache } from "./sessionLoyaltyCache.ts"

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
