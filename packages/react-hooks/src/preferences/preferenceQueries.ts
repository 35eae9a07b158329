/**
 * The ship-to options query and the two preference mutations as TanStack Query options
 * and hooks (STYLE §4). Keys mirror the REST path: ["user", "preferences", "options", …].
 *
 * @since 0.1.0
 */
import { type LanguageCurrencyChange, type PreferenceCallError, Preferences, type PreferenceUpdate } from "@outfitter/clients"
import type { LanguageCurrencyResponse, PreferenceOptions, PreferenceUpdateResponse } from "@outfitter/domain"
import { queryOptions, useMutation, type UseMutationOptions, useQuery, type UseQueryOptions } from "@tanstack/react-query"
import { useRunClient } from "../OutfitterProvider.ts"
import type { RunClient } from "../runClient.ts"

/**
 * The key prefix of every preferences query, for invalidation.
 *
 * @category keys
 */
export const userPreferencesKey = ["user", "preferences"] as const

/** @category keys */
export const preferenceOptionsKey = (transfer: boolean) => [...userPreferencesKey, "options", { transfer }] as const

/**
 * Query options for the ship-to options; `transfer: false` is the checkout country
 * modal's call.
 *
 * @example
 * import { preferenceOptionsQueryOptions } from "@outfitter/react-hooks"
 * declare const run: import("@outfitter/react-hooks").RunClient
 * preferenceOptionsQueryOptions(run).queryKey // => ["user", "preferences", "options", { transfer: true }]
 * @category query options
 */
export const preferenceOptionsQueryOptions = (run: RunClient, options: { readonly transfer?: boolean } = {}) => {
  const transfer = options.transfer ?? true
  return queryOptions<PreferenceOptions, PreferenceCallError, PreferenceOptions, ReturnType<typeof preferenceOptionsKey>>({
    queryKey: preferenceOptionsKey(transfer),
    queryFn: ({ signal }) =>
      run(Preferences.layer, Preferences.use((preferences) => preferences.options(transfer ? {} : { transfer: false })), signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

type CallerQueryOptions<T> = Omit<UseQueryOptions<T, PreferenceCallError, T, any>, "queryKey" | "queryFn">

/**
 * The ship-to options (countries, languages, storeRegion).
 *
 * @category hooks
 */
export const usePreferenceOptions = (
  options: { readonly transfer?: boolean } = {},
  config: CallerQueryOptions<PreferenceOptions> = {},
) => {
  const run = useRunClient()
  return useQuery({ ...preferenceOptionsQueryOptions(run, options), ...config })
}

/**
 * POST user-preferences: a country or language change. The caller decides what happens
 * next with the domain's `decidePreferenceChange`.
 *
 * @category hooks
 */
export const useChangePreference = (
  config: Omit<UseMutationOptions<PreferenceUpdateResponse, PreferenceCallError, PreferenceUpdate>, "mutationFn"> = {},
) => {
  const run = useRunClient()
  return useMutation({
    ...config,
    mutationFn: (change: PreferenceUpdate) => run(Preferences.layer, Preferences.use((preferences) => preferences.update(change))),
  })
}

/**
 * POST language/currency.
 *
 * @category hooks
 */
export const useChangeLanguageCurrency = (
  config: Omit<UseMutationOptions<LanguageCurrencyResponse, PreferenceCallError, LanguageCurrencyChange>, "mutationFn"> = {},
) => {
  const run = useRunClient()
  return useMutation({
    ...config,
    mutationFn: (change: LanguageCurrencyChange) =>
      run(Preferences.layer, Preferences.use((preferences) => preferences.changeLanguageCurrency(change))),
  })
}
