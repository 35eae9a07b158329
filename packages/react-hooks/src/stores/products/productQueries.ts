/**
 * A product and a store's availability for a sku as hooks over their query options
 * (productQueryOptions.ts, STYLE §4).
 *
 * @since 0.1.0
 */
"use client"
import type { PhysicalStore, Product } from "@outfitter/domain"
import { useQuery, type UseQueryOptions } from "@tanstack/react-query"
import { useRunClient } from "../../OutfitterProvider.ts"
import { type ProductQueryError, productQueryOptions, storeAvailabilityQueryOptions } from "./productQueryOptions.ts"

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
