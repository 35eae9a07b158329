/**
 * Points and sizes read from values that may not be one: a coordinate that is not a number
 * reads as NaN, a size that is not three numbers as the rule's default, so the map rules
 * answer instead of throwing. Not part of the package entry.
 *
 * @since 0.1.0
 */
import { fieldsOf } from "../kernel/Untrusted.ts"
import type { LatLng, StaticMapSize } from "./StaticMap.ts"

/** The latitude and longitude of a value, NaN where one is not a number. */
export const coordinatesOf = (point: unknown): LatLng => {
  const { latitude, longitude } = fieldsOf(point)
  return {
    latitude: typeof latitude === "number" ? latitude : Number.NaN,
    longitude: typeof longitude === "number" ? longitude : Number.NaN,
  }
}

/** The size when it is three numbers, else `fallback`. */
export const sizeOf = (size: unknown, fallback: StaticMapSize): StaticMapSize => {
  const { width, height, zoom } = fieldsOf(size)
  return typeof width === "number" && typeof height === "number" && typeof zoom === "number" ? { width, height, zoom } : fallback
}
