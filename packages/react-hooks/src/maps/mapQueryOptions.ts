/**
 * Maps calls as TanStack Query options, without React: the signed static map address of
 * a store card and a zip code's coordinates. Keys mirror the path: ["maps", "signurl", url],
 * ["maps", "geocode", zip, country].
 *
 * @since 0.7.0
 */
import { Maps } from "@outfitter/clients"
import type { AjaxFailed, GeocodeResult } from "@outfitter/domain"
import { queryOptions } from "../queryOptions.ts"
import type { RunClient } from "../runClient.ts"

/** @category query options */
export const signedMapUrlQueryOptions = (run: RunClient, url: string) =>
  queryOptions<string, AjaxFailed>({
    queryKey: ["maps", "signurl", url],
    queryFn: ({ signal }) => run(Maps.layer, Maps.use((maps) => maps.signStaticMapUrl(url)), signal),
    // A signed address does not change for the same input.
    staleTime: Number.POSITIVE_INFINITY,
  })

/** @category query options */
export const geocodeQueryOptions = (run: RunClient, zipCode: string, country: string) =>
  queryOptions<GeocodeResult | null>({
    queryKey: ["maps", "geocode", zipCode.trim(), country],
    // platform §8: a geocoder failure is an empty result, not an error
    queryFn: ({ signal }) =>
      run(Maps.layer, Maps.use((maps) => maps.geocode(zipCode, country)), signal).then((result) => result ?? null),
    staleTime: Number.POSITIVE_INFINITY,
  })
