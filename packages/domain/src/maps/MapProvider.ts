/**
 * Which maps provider draws a page's maps, in which language and coordinates. Rules:
 * platform §4 "Map provider", §9.
 *
 * Where the spec is silent: the Chinese provider is called "amap" (its APIs take GCJ-02; a
 * host maps the name to its loader); its images are not signed, Google's are
 * (`staticMapFor` says which). Options that are not an object force nothing; providers
 * other than the two names mean Google first, the Chinese provider as fallback.
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import { fieldsOf } from "../kernel/Untrusted.ts"
import type { SiteCode } from "../site/index.ts"
import { wgs84ToGcj02 } from "./Gcj02.ts"
import { coordinatesOf, sizeOf } from "./MapInput.ts"
import { type LatLng, mapLinkUrl, mapLinkZoom, staticMapSizes, type StaticMapSize, staticMapUrl } from "./StaticMap.ts"

/** @category models */
export type MapProvider = "google" | "amap"

/** The provider to load first and the one to fall back to. @category models */
export interface MapProviderChoice {
  readonly first: MapProvider
  readonly fallback: MapProvider
}

/**
 * The China provider for the cn site or when forced (StoreSettings.forceChinaMaps),
 * otherwise Google; the other one is the fallback.
 *
 * @example
 * import { chooseMapProvider } from "@outfitter/domain"
 * chooseMapProvider("cn") // => { first: "amap", fallback: "google" }
 * @category rules
 */
export const chooseMapProvider = (site: SiteCode, options: { readonly forceChina?: boolean } = {}): MapProviderChoice =>
  site === "cn" || fieldsOf(options)["forceChina"] === true ? { first: "amap", fallback: "google" } : { first: "google", fallback: "amap" }

/**
 * China sites use language zh, others en.
 *
 * @category rules
 */
export const mapLanguage = (site: SiteCode): "zh" | "en" => (site === "cn" ? "zh" : "en")

/**
 * Loads the first provider, and the fallback if the first fails to load. The result says
 * which one answered; when both fail, the fallback's error.
 *
 * @category rules
 */
export const loadMapProvider = <A, E, R>(
  choice: MapProviderChoice,
  load: (provider: MapProvider) => Effect.Effect<A, E, R>,
): Effect.Effect<{ readonly provider: MapProvider; readonly value: A }, E, R> => {
  const { first, fallback } = fieldsOf(choice)
  const given = isMapProvider(first) && isMapProvider(fallback) ? { first, fallback } : outsideChina
  return load(given.first).pipe(
    Effect.map((value) => ({ provider: given.first, value })),
    Effect.catch(() => load(given.fallback).pipe(Effect.map((value) => ({ provider: given.fallback, value })))),
  )
}

const outsideChina: MapProviderChoice = { first: "google", fallback: "amap" }

const isMapProvider = (value: unknown): value is MapProvider => value === "google" || value === "amap"

/**
 * The point as the provider draws it: GCJ-02 for the Chinese provider, WGS-84 for Google.
 *
 * @category conversions
 */
export const pointForProvider = (provider: MapProvider, point: LatLng): LatLng =>
  provider === "amap" ? wgs84ToGcj02(point) : point

const amapStaticRoot = "https://restapi.amap.com/v3/staticmap"

/**
 * A static map image for a point: its address, and whether it must go through the maps
 * service's signurl call before use (Google only). Sizes: 186×186 zoom 18 by default,
 * 480×150 zoom 16 on the newer product page (`staticMapSizes.productPage`).
 *
 * @category constructors
 */
export const staticMapFor = (
  provider: MapProvider,
  point: LatLng,
  size: StaticMapSize = staticMapSizes.card,
): { readonly url: string; readonly needsSigning: boolean } => {
  if (provider === "google") return { url: staticMapUrl(point, size), needsSigning: true }
  const shifted = coordinatesOf(pointForProvider(provider, point))
  const location = `${shifted.longitude.toFixed(6)},${shifted.latitude.toFixed(6)}`
  const { width, height, zoom } = sizeOf(size, staticMapSizes.card)
  const query = new URLSearchParams({
    location,
    zoom: String(zoom),
    size: `${width}*${height}`,
    markers: `mid,,A:${location}`,
  })
  return { url: `${amapStaticRoot}?${query.toString()}`, needsSigning: false }
}

/**
 * A link that opens the point in the provider's map at zoom 16.
 *
 * @category constructors
 */
export const mapLinkFor = (provider: MapProvider, point: LatLng): string => {
  if (provider === "google") return mapLinkUrl(point)
  const shifted = coordinatesOf(pointForProvider(provider, point))
  return `https://uri.amap.com/marker?position=${shifted.longitude.toFixed(6)},${shifted.latitude.toFixed(6)}&zoom=${mapLinkZoom}&coordinate=gaode&callnative=0`
}
