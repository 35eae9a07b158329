/**
 * How distances read in the terminal. The units themselves (SMI, KTM) and which one a
 * site uses come from the domain.
 *
 * @since 0.1.0
 */
import type { RadiusUnit } from "@outfitter/domain/stores"

/** @category constants */
export const unitLabels: Readonly<Record<RadiusUnit, { readonly long: string; readonly short: string }>> = {
  SMI: { long: "miles", short: "mi" },
  KTM: { long: "km", short: "km" },
}

/**
 * A distance already rounded by the domain, shown with one decimal and the unit.
 *
 * @example
 * import { formatDistance } from "@outfitter/cli"
 * formatDistance(3, "SMI") // => "3.0 mi"
 * @category formatting
 */
export const formatDistance = (distance: number | undefined, unit: RadiusUnit): string =>
  distance === undefined ? "" : `${distance.toFixed(1)} ${unitLabels[unit].short}`

/**
 * "12 stores within 25 miles" for a search around a point, "… of 43215 (Columbus, OH)"
 * when the point was a postal code; "3 stores in US" for a search by country alone, which
 * has no radius (platform §8 screen-reader messages).
 *
 * @category formatting
 */
export const resultsHeadline = (count: number, scope: SearchScope): string => {
  const stores = `${count} ${count === 1 ? "store" : "stores"}`
  if ("country" in scope) return `${stores} in ${scope.country}`
  const within = `${stores} within ${scope.radius} ${unitLabels[scope.unit].long}`
  return scope.near === undefined ? within : `${within} of ${scope.near}`
}

/**
 * What a search covered: a radius around a point (named when it was a postal code), or a
 * country.
 *
 * @category models
 */
export type SearchScope =
  | { readonly radius: number; readonly unit: RadiusUnit; readonly near?: string | undefined }
  | { readonly country: string }
