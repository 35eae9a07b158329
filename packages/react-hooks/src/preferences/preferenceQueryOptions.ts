/**
 * The ship-to options as TanStack Query options, without React (STYLE §4). Keys mirror the
 * REST path: ["user", "preferences", "options", …].
 *
 * @since 0.7.0
 */
import { type PreferenceCallError, Preferences } from "@outfitter/clients"
import type { PreferenceOptions } from "@outfitter/domain"
import { queryOptions } from "../queryOptions.ts"
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
