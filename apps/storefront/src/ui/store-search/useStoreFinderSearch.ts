/**
 * The store finder's search, one request at a time: a zip or postal code goes through the
 * geocoder (country = the site's), a position is used as it is; the coordinates, radius,
 * unit and brand are checked by the domain (validateStoreSearch) and then searched
 * (useStoreSearch, whose client prepares, that is validates and clamps, before calling and
 * fails with InvalidParams instead of calling).
 *
 * The validator is loaded when the shopper first searches, not with the page: it carries
 * Effect's Schema, and the page's first load stays within its size budget without it.
 */
import type { StoreSearchResult } from "@outfitter/clients"
import {
  defaultRadiusUnit,
  type InvalidParams,
  postalCodeNotFoundMessage,
  type RadiusUnit,
  type SiteSettings,
  type StoreSearchInput,
} from "@outfitter/domain"
import { useGeocode, useStoreSearch } from "@outfitter/react-hooks"
import { storesText } from "../../site/text/en/stores.ts"
import { useText } from "../../site/text/useText.ts"

/** Where a message about the search is shown: under a field, or by the location button. */
export type FinderField = "zip" | "radius" | "brand" | "location"

export interface SearchCriteria {
  readonly radius: string
  readonly brand: string
  /** The product's short sku when the search is find-in-store (the limits become 75 / 15). */
  readonly shortSku?: string | undefined
}

export type SearchRequest =
  & SearchCriteria
  & { readonly id: number }
  & (
    | { readonly kind: "zip"; readonly zip: string }
    | { readonly kind: "position"; readonly latitude: number; readonly longitude: number }
  )

export type SearchOutcome =
  | { readonly status: "idle" }
  | { readonly status: "searching" }
  | { readonly status: "invalid"; readonly field: FinderField; readonly message: string }
  | { readonly status: "failed"; readonly message: string }
  | {
    readonly status: "found"
    readonly result: StoreSearchResult
    /** The country the search was around, for the EU announcement: the geocoder's name, else undefined. */
    readonly countryName: string | undefined
  }

/** The field an InvalidParams names, as the form shows it. */
export const finderFieldFor = (error: InvalidParams, request: Pick<SearchRequest, "kind">): FinderField => {
  switch (error.field) {
    case "radius":
    case "radiusUOM":
      return "radius"
    case "brand":
      return "brand"
    default:
      return request.kind === "zip" ? "zip" : "location"
  }
}

/** The search input for criteria, with the site's unit (platform §5 "Default unit"). */
export const searchInputFor = (
  criteria: SearchCriteria,
  unit: RadiusUnit,
  point?: { readonly latitude: number; readonly longitude: number },
): StoreSearchInput => ({
  ...point,
  radius: criteria.radius,
  radiusUOM: unit,
  brand: criteria.brand === "" ? undefined : criteria.brand,
  shortSku: criteria.shortSku,
})

/**
 * Checks criteria before anything is called, so a bad radius or brand is reported at once.
 * Undefined when they are fine.
 */
export const checkCriteria = async (
  criteria: SearchCriteria,
  unit: RadiusUnit,
): Promise<{ readonly field: FinderField; readonly message: string } | undefined> => {
  // If the validator cannot be loaded, the client's own check still stops a bad search.
  let checked
  try {
    // Destructured where it is imported, so the bundler keeps only this export.
    const { validateStoreSearch } = await import("@outfitter/domain/stores")
    checked = validateStoreSearch(searchInputFor(criteria, unit))
  } catch {
    return undefined
  }
  return checked._tag === "Failure"
    ? { field: finderFieldFor(checked.failure, { kind: "zip" }), message: checked.failure.message }
    : undefined
}

export const useStoreFinderSearch = (request: SearchRequest | undefined, settings: SiteSettings) => {
  const messages = useText(storesText).messages
  const unit = defaultRadiusUnit(settings.isMetric)
  const geocode = useGeocode(request?.kind === "zip" ? request.zip : undefined, settings.country)

  const point = request === undefined
    ? undefined
    : request.kind === "position"
    ? { latitude: request.latitude, longitude: request.longitude }
    : geocode.data
    ? { latitude: geocode.data.latlng.lat, longitude: geocode.data.latlng.lng }
    : undefined
  const input = request !== undefined && point !== undefined ? searchInputFor(request, unit, point) : undefined
  const search = useStoreSearch(input)

  const outcome = ((): SearchOutcome => {
    if (request === undefined) return { status: "idle" }
    if (request.kind === "zip") {
      if (geocode.isPending) return { status: "searching" }
      if (geocode.isError) return { status: "failed", message: messages.searchFailed }
      // platform §8: a geocoder failure is an empty result; for the shopper, an unknown code
      // (the domain's message, the CLI's too: shown through the page's spec texts)
      if (geocode.data === null) return { status: "invalid", field: "zip", message: postalCodeNotFoundMessage }
    }
    if (search.isPending) return { status: "searching" }
    if (search.isError) {
      return search.error._tag === "InvalidParams"
        ? { status: "invalid", field: finderFieldFor(search.error, request), message: search.error.message }
        : { status: "failed", message: messages.searchFailed }
    }
    return { status: "found", result: search.data, countryName: request.kind === "zip" ? geocode.data?.country : undefined }
  })()

  return { outcome, unit }
}
