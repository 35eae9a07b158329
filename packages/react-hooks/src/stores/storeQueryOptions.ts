/**
 * Store search and store lookup as TanStack Query options, without React (STYLE §4): the
 * same factories on a server, to prefetch, and under the hooks. Query keys mirror the REST
 * path: ["storelocator", "search", query] and ["storelocator", id].
 *
 * @since 0.7.0
 */
import { StoreLocator, type StoreSearchResult } from "@outfitter/clients"
import {
  type AjaxFailed,
  type InvalidParams,
  type NotFound,
  type PhysicalStore,
  prepareStoreSearch,
  type StoreSearchInput,
  storeSearchQuery,
  type Timeout,
} from "@outfitter/domain"
import * as Result from "effect/Result"
import { queryOptions } from "../queryOptions.ts"
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
