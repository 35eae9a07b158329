/**
 * The ship-to options query and the two preference mutations as hooks, over the options'
 * query options (preferenceQueryOptions.ts, STYLE §4).
 *
 * @since 0.1.0
 */
"use client"
import { type LanguageCurrencyChange, type PreferenceCallError, Preferences, type PreferenceUpdate } from "@outfitter/clients"
import type { LanguageCurrencyResponse, PreferenceOptions, PreferenceUpdateResponse } from "@outfitter/domain"
import { useMutation, type UseMutationOptions, useQuery, type UseQueryOptions } from "@tanstack/react-query"
import { useRunClient } from "../OutfitterProvider.ts"
import { preferenceOptionsQueryOptions } from "./preferenceQueryOptions.ts"

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
