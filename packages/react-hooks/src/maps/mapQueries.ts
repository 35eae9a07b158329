/**
 * Maps calls as hooks over their query options (mapQueryOptions.ts): the signed static map
 * address of a store card, a zip code's coordinates, and the static map with its fallback.
 *
 * @since 0.1.0
 */
"use client"
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
import { useQuery, type UseQueryOptions } from "@tanstack/react-query"
import { useState } from "react"
import { useRunClient } from "../OutfitterProvider.ts"
import { geocodeQueryOptions, signedMapUrlQueryOptions } from "./mapQueryOptions.ts"

type CallerOptions<T, E> = Omit<UseQueryOptions<T, E, T, any>, "queryKey" | "queryFn">

/**
 * The signed static map address; `enabled: false` defers it (images after the first six).
 *
 * @category hooks
 */
export const useSignedMapUrl = (url: string, config: CallerOptions<string, AjaxFailed> = {}) => {
  const run = useRunClient()
  return useQuery({ ...signedMapUrlQueryOptions(run, url), ...config })
}

/**
 * A zip code's coordinates; `null` data means the geocoder found nothing.
 *
 * @category hooks
 */
export const useGeocode = (zipCode: string | undefined, country: string, config: CallerOptions<GeocodeResult | null, Error> = {}) => {
  const run = useRunClient()
  return useQuery({
    ...geocodeQueryOptions(run, zipCode ?? "", country),
    ...config,
    enabled: zipCode !== undefined && zipCode.trim() !== "" && (config.enabled ?? true),
  })
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
