/**
 * Maps calls as queries: the signed static map address of a store card and a zip code's
 * coordinates. Keys mirror the path: ["maps", "signurl", url], ["maps", "geocode", zip, country].
 *
 * @since 0.1.0
 */
import { type AjaxFailed, type GeocodeResult } from "@outfitter/domain"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { type RunClient, useRunClient } from "../OutfitterProvider.ts"

/** @category query options */
export const signedMapUrlQueryOptions = (run: RunClient, url: string) =>
  queryOptions<string, AjaxFailed>({
    queryKey: ["maps", "signurl", url],
    queryFn: ({ signal }) => run((clients) => clients.Maps.use((maps) => maps.signStaticMapUrl(url)), signal),
    // A signed address does not change for the same input.
    staleTime: Number.POSITIVE_INFINITY,
  })

/**
 * The signed static map address; `enabled: false` defers it (images after the first six).
 *
 * @category hooks
 */
export const useSignedMapUrl = (url: string, options: { readonly enabled?: boolean } = {}) => {
  const run = useRunClient()
  return useQuery({ ...signedMapUrlQueryOptions(run, url), enabled: options.enabled ?? true })
}

/** @category query options */
export const geocodeQueryOptions = (run: RunClient, zipCode: string, country: string) =>
  queryOptions<GeocodeResult | null>({
    queryKey: ["maps", "geocode", zipCode.trim(), country],
    // platform §8: a geocoder failure is an empty result, not an error
    queryFn: ({ signal }) =>
      run((clients) => clients.Maps.use((maps) => maps.geocode(zipCode, country)), signal).then((result) => result ?? null),
    staleTime: Number.POSITIVE_INFINITY,
  })

/**
 * A zip code's coordinates; `null` data means the geocoder found nothing.
 *
 * @category hooks
 */
export const useGeocode = (zipCode: string | undefined, country: string) => {
  const run = useRunClient()
  return useQuery({ ...geocodeQueryOptions(run, zipCode ?? "", country), enabled: zipCode !== undefined && zipCode.trim() !== "" })
}
