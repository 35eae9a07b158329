/**
 * Static map images and map links for a store card (the unsigned address). Rules: platform
 * §4 "Map provider", §9.
 *
 * Where the spec is silent: a coordinate that is not a number is written as NaN, and a
 * size that is not three numbers is the card size.
 *
 * @since 0.1.0
 */
import { coordinatesOf, sizeOf } from "./MapInput.ts"

/**
 * Static map sizes (platform §9).
 *
 * @category constants
 */
export const staticMapSizes = {
  /** Store cards everywhere but the newer product page. */
  card: { width: 186, height: 186, zoom: 18 },
  /** The newer product page. */
  productPage: { width: 480, height: 150, zoom: 16 },
} as const

/** Zoom for map links (platform §9). */
export const mapLinkZoom = 16

/** @category models */
export interface LatLng {
  readonly latitude: number
  readonly longitude: number
}

/** @category models */
export interface StaticMapSize {
  readonly width: number
  readonly height: number
  readonly zoom: number
}

const googleStaticMapRoot = "https://maps.googleapis.com/maps/api/staticmap"

/**
 * The unsigned Google static map address for a point.
 *
 * @example
 * import { staticMapUrl } from "@outfitter/domain"
 * staticMapUrl({ latitude: 40, longitude: -83 })
 * // => "https://maps.googleapis.com/maps/api/staticmap?center=40%2C-83&zoom=18&size=186x186&markers=40%2C-83"
 * @category constructors
 */
export const staticMapUrl = (point: LatLng, given: StaticMapSize = staticMapSizes.card): string => {
  const { latitude, longitude } = coordinatesOf(point)
  const size = sizeOf(given, staticMapSizes.card)
  const center = `${latitude},${longitude}`
  const query = new URLSearchParams({ center, zoom: String(size.zoom), size: `${size.width}x${size.height}`, markers: center })
  return `${googleStaticMapRoot}?${query.toString()}`
}

/**
 * A link that opens the store in the maps provider, at zoom 16.
 *
 * @category constructors
 */
export const mapLinkUrl = (point: LatLng): string => {
  const { latitude, longitude } = coordinatesOf(point)
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}&zoom=${mapLinkZoom}`
}
