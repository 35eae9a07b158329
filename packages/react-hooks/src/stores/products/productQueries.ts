/**
 * A product and a store's availability for a sku as TanStack Query options and hooks
 * (STYLE §4). Keys mirror the REST paths: ["product", id] and
 * ["product", "item", "availability", "stores", { storeNumber, shortSku }].
 *
 * @since 0.1.0
 */
import { Products } from "@outfitter/clients"
import type { AjaxFailed, InvalidParams, NotFound, PhysicalStore, Product, Timeout } from "@outfitter/domain"
import { queryOptions, useQuery, type UseQueryOptions } from "@tanstack/react-query"
import { useRunClient } from "../../OutfitterProvider.ts"
import type { RunClient } from "../../runClient.ts"

/** The errors a product query can end in. */
export type ProductQueryError = InvalidParams | NotFound | AjaxFailed | Timeout

/** The key prefix of every product query, for invalidation. @category keys */
export const productKey = ["product"] as const

/** @category keys */
export const storeAvailabilityKey = (input: { readonly storeNumber: string; readonly shortSku: string }) =>
  [...productKey, "item", "availability", "stores", { storeNumber: input.storeNumber, shortSku: input.shortSku }] as const

/**
 * Query options for a product by id.
 *
 * @category query options
 */
export const productQueryOptions = (run: RunClient, productId: string) =>
  queryOptions<Product, ProductQueryError>({
    queryKey: [...productKey, productId],
    queryFn: ({ signal }) => run(Products.layer, Products.use((products) => products.get(productId)), signal),
  })

/**
 * Query options for the stores' availability of a sku (orders §7).
 *
 * @example
 * import { storeAvailabilityQueryOptions } from "@outfitter/react-hooks"
 * declare const run: import("@outfitter/react-hooks").RunClient
 * storeAvailabilityQueryOptions(run, { storeNumber: "10042", shortSku: "10234567" }).queryKey
 * @category query options
 */
export const storeAvailabilityQueryOptions = (run: RunClient, input: { readonly storeNumber: string; readonly shortSku: string }) =>
  queryOptions<ReadonlyArray<PhysicalStore>, ProductQueryError>({
    queryKey: storeAvailabilityKey(input),
    queryFn: ({ signal }) => run(Products.layer, Products.use((products) => products.storeAvailability(input)), signal),
  })

type CallerOptions<T> = Omit<UseQueryOptions<T, ProductQueryError, T, any>, "queryKey" | "queryFn">

/**
 * One product; pass `undefined` to wait.
 *
 * @category hooks
 */
export const useProduct = (productId: string | undefined, config: CallerOptions<Product> = {}) => {
  const run = useRunClient()
  return useQuery({
    ...productQueryOptions(run, productId ?? ""),
    ...config,
    enabled: productId !== undefined && productId !== "" && (config.enabled ?? true),
  })
}

/**
 * A store's availability for a sku; pass `undefined` to wait (no store or no sku). A
 * failure is not retried: the page shows the error at once (orders §4).
 *
 * @category hooks
 */
export const useStoreAvailability = (
  input: { readonly storeNumber: string; readonly shortSku: string } | undefined,
  config: CallerOptions<ReadonlyArray<PhysicalStore>> = {},
) => {
  const run = useRunClient()
  return useQuery({
    ...storeAvailabilityQueryOptions(run, input ?? { storeNumber: "", shortSku: "" }),
    retry: false,
    ...config,
    enabled: input !== undefined && (config.enabled ?? true),
  })
}
