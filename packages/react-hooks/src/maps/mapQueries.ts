/**
 * Maps calls as queries: the signed static map address of a store card and a zip code's
 * coordinates. Keys mirror the path: ["maps", "signurl", url], ["maps", "geocode", zip, country].
 *
 * @since 0.1.0
 */
import { Maps } from "@outfitter/clients"
import {
  type AjaxFailed,
  chooseMapProvider,
  type GeocodeResult,
  type LatLng,
  type MapProvider,
  mapLanguage,
  type SiteCode,
  staticMapFor,
  staticMapSizes,
  type StaticMapSize,
} from "@outfitter/domain"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useRunClient } from "../OutfitterProvider.ts"
import type { RunClient } from "../runClient.ts"

/** @category query options */
export const signedMapUrlQueryOptions = (run: RunClient, url: string) =>
  queryOptions<string, AjaxFailed>({
    queryKey: ["maps", "signurl", url],
    queryFn: ({ signal }) => run(Maps.layer, Maps.use((maps) => maps.signStaticMapUrl(url)), signal),
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
      run(Maps.layer, Maps.use((maps) => maps.geocode(zipCode, country)), signal).then((result) => result ?? null),
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

/**
 * A static map image of a point for a site: drawn by the site's provider (the China
 * provider on cn or when forced, in GCJ-02; Google elsewhere, signed through signurl),
 * falling back to the other provider when the first one's image or signing fails
 * (platform §4 "Map provider"). Call `onImageError` from the image's error event.
 *
 * @example
 * import { useStaticMap } from "@outfitter/react-hooks"
 * // const map = useStaticMap({ latitude: 31.2, longitude: 121.5 }, { site: "cn" })
 * // <img src={map.url} lang={map.language} onError={map.onImageError} />
 * @category hooks
 */
export const useStaticMap = (
  point: LatLng,
  options: {
    readonly site: SiteCode
    readonly size?: StaticMapSize
    readonly forceChina?: boolean
    readonly enabled?: boolean
  },
): {
  readonly provider: MapProvider
  readonly url: string | undefined
  readonly isError: boolean
  readonly language: "zh" | "en"
  readonly onImageError: () => void
} => {
  const choice = chooseMapProvider(options.site, { forceChina: options.forceChina ?? false })
  const [fellBack, setFellBack] = useState(false)
  const [fallbackFailed, setFallbackFailed] = useState(false)
  const provider = fellBack ? choice.fallback : choice.first
  const image = staticMapFor(provider, point, options.size ?? staticMapSizes.card)
  const signed = useSignedMapUrl(image.url, { enabled: image.needsSigning && (options.enabled ?? true) })
  const signingFailed = image.needsSigning && signed.isError
  if (signingFailed && !fellBack) setFellBack(true)
  const onImageError = () => (fellBack ? setFallbackFailed(true) : setFellBack(true))
  return {
    provider,
    url: image.needsSigning ? signed.data : image.url,
    isError: fallbackFailed || (fellBack && signingFailed),
    language: mapLanguage(options.site),
    onImageError,
  }
}
