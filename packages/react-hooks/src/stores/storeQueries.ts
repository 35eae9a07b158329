/**
 * Store search and store lookup as hooks over their query options (storeQueryOptions.ts,
 * STYLE §4).
 *
 * @since 0.1.0
 */
"use client"
import type { StoreSearchResult } from "@outfitter/clients"
import type { PhysicalStore, StoreSearchInput } from "@outfitter/domain"
import { useQuery, type UseQueryOptions } from "@tanstack/react-query"
import { useRunClient } from "../OutfitterProvider.ts"
import { type StoreQueryError, storeQueryOptions, storeSearchQueryOptions } from "./storeQueryOptions.ts"

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
