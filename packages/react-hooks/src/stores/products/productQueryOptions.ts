/**
 * A product and a store's availability for a sku as TanStack Query options, without React
 * (STYLE §4). Keys mirror the REST paths: ["product", id] and
 * ["product", "item", "availability", "stores", { storeNumber, shortSku }].
 *
 * @since 0.7.0
 */
import { Products } from "@outfitter/clients"
import type { AjaxFailed, InvalidParams, NotFound, PhysicalStore, Product, Timeout } from "@outfitter/domain"
import { queryOptions } from "../../queryOptions.ts"
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
