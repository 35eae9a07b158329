/**
 * How distances read in the terminal. The units themselves (SMI, KTM) and which one a
 * site uses come from the domain.
 *
 * @since 0.1.0
 */
import type { RadiusUnit } from "@outfitter/domain"

/** @category constants */
export const unitLabels: Readonly<Record<RadiusUnit, { readonly long: string; readonly short: string }>> = {
  SMI: { long: "miles", short: "mi" },
  KTM: { long: "km", short: "km" },
}

/**
 * A distance already rounded by the domain, shown with one decimal and the unit.
 *
 * @example
 * formatDistance(3, "SMI") // => "3.0 mi"
 * @category formatting
 */
export const formatDistance = (distance: number | undefined, unit: RadiusUnit): string =>
  distance === undefined ? "" : `${distance.toFixed(1)} ${unitLabels[unit].short}`

/**
 * "12 stores within 25 miles" for a search around a point; "3 stores in US" for a search
 * by country alone, which has no radius (platform §8 screen-reader messages).
 *
 * @category formatting
 */
export const resultsHeadline = (
  count: number,
  scope: { readonly radius: number; readonly unit: RadiusUnit } | { readonly country: string },
): string => {
  const stores = `${count} ${count === 1 ? "store" : "stores"}`
  return "country" in scope ? `${stores} in ${scope.country}` : `${stores} within ${scope.radius} ${unitLabels[scope.unit].long}`
}
