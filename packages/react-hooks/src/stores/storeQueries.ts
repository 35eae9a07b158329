/**
 * Store search and store lookup as TanStack Query options and hooks (STYLE §4). Query
 * keys mirror the REST path: ["storelocator", "search", query] and ["storelocator", id].
 *
 * @since 0.1.0
 */
import { StoreLocator, type StoreSearchResult } from "@outfitter/clients"
import {
  type AjaxFailed,
  type Timeout,
  type InvalidParams,
  type NotFound,
  type PhysicalStore,
  prepareStoreSearch,
  type StoreSearchInput,
  storeSearchQuery,
} from "@outfitter/domain"
import { queryOptions, useQuery, type UseQueryOptions } from "@tanstack/react-query"
import * as Result from "effect/Result"
import { useRunClient } from "../OutfitterProvider.ts"
import type { RunClient } from "../runClient.ts"

/** The errors a store query can end in. */
export type StoreQueryError = InvalidParams | NotFound | AjaxFailed | Timeout

/**
 * The key prefix of every storelocator query, for invalidation.
 *
 * @category keys
 */
export const storeLocatorKey = ["storelocator"] as const

/**
 * The key of a search: the query string actually sent (validated and clamped), so two
 * inputs that clamp to the same search share a cache entry. Invalid input keys on the raw
 * input and fails in the query function with the domain's InvalidParams.
 *
 * @category keys
 */
export const storeSearchKey = (input: StoreSearchInput) => {
  const prepared = prepareStoreSearch(input)
  return [...storeLocatorKey, "search", Result.isSuccess(prepared) ? storeSearchQuery(prepared.success) : { invalid: input }] as const
}

/**
 * Query options for a store search.
 *
 * @example
 * import { storeSearchQueryOptions } from "@outfitter/react-hooks"
 * declare const run: import("@outfitter/react-hooks").RunClient
 * storeSearchQueryOptions(run, { latitude: 39.96, longitude: -82.99, radius: 25, radiusUOM: "SMI" }).queryKey
 * @category query options
 */
export const storeSearchQueryOptions = (run: RunClient, input: StoreSearchInput) =>
  queryOptions<StoreSearchResult, StoreQueryError, StoreSearchResult, ReturnType<typeof storeSearchKey>>({
    queryKey: storeSearchKey(input),
    queryFn: ({ signal }) => run(StoreLocator.layer, StoreLocator.use((stores) => stores.search(input)), signal),
  })

type CallerOptions<T> = Omit<UseQueryOptions<T, StoreQueryError, T, any>, "queryKey" | "queryFn">

/**
 * Searches stores; pass `undefined` to wait (nothing is fetched until there is input).
 *
 * @example
 * ```tsx
 * import { storeSearchAnnouncement } from "@outfitter/domain"
 * import { useStoreSearch } from "@outfitter/react-hooks"
 *
 * export const NearbyStores = ({ latitude, longitude }: { readonly latitude: number; readonly longitude: number }) => {
 *   const search = useStoreSearch({ latitude, longitude, radius: 25, radiusUOM: "SMI" })
 *   if (search.isPending) return <p>Searching…</p>
 *   // the error is the domain's tagged error; InvalidParams carries the spec's message
 *   if (search.isError) {
 *     return <p role="alert">{search.error._tag === "InvalidParams" ? search.error.message : "Store search is unavailable"}</p>
 *   }
 *   const { physicalStores, radius } = search.data
 *   return (
 *     <ul aria-label={storeSearchAnnouncement({ storesReturned: physicalStores.length, radius })}>
 *       {physicalStores.map((store) => <li key={store.storeNumber}>{store.name}</li>)}
 *     </ul>
 *   )
 * }
 * ```
 * @category hooks
 */
export const useStoreSearch = (input: StoreSearchInput | undefined, config: CallerOptions<StoreSearchResult> = {}) => {
  const run = useRunClient()
  return useQuery({
    ...storeSearchQueryOptions(run, input ?? {}),
    ...config,
    enabled: input !== undefined && (config.enabled ?? true),
  })
}

/**
 * Query options for one store by id.
 *
 * @category query options
 */
export const storeQueryOptions = (run: RunClient, storeId: string | number) =>
  queryOptions<PhysicalStore, StoreQueryError>({
    queryKey: [...storeLocatorKey, String(storeId)],
    queryFn: ({ signal }) => run(StoreLocator.layer, StoreLocator.use((stores) => stores.get(storeId)), signal),
  })

/**
 * One store by id; pass `undefined` to wait.
 *
 * @category hooks
 */
export const useStore = (storeId: string | number | undefined, config: CallerOptions<PhysicalStore> = {}) => {
  const run = useRunClient()
  return useQuery({
    ...storeQueryOptions(run, storeId ?? ""),
    ...config,
    enabled: storeId !== undefined && storeId !== "" && (config.enabled ?? true),
  })
}
