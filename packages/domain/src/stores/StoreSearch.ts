/**
 * Store search: validation, clamping, the default unit and the query the service receives.
 * Rules: platform §5 "Store lookup and search", §7, §9.
 *
 * Where the spec is silent: input that is not an object is a search by nothing; a field of
 * the wrong type in a validated search handed back in is dropped, never thrown on.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import { fieldsOf, stringOf, stringsOf, trimmedOf } from "../kernel/Untrusted.ts"
import { InvalidParams } from "../errors/index.ts"
import { parseBrandList, type SearchBrand } from "./StoreBrand.ts"

/**
 * The five validation messages of platform §5, exactly.
 *
 * @category constants
 */
export const storeSearchMessages = {
  latitudeOrLongitudeMissing: "Either Latitude or Longitude is missing",
  invalidCoordinates: "Invalid Latitude and/or Longitude",
  invalidRadius: "Invalid radius and/or radiusUOM",
  invalidBrand: "Invalid Brand was supplied",
  maxItemsNotANumber: "maxItems must be a number",
} as const

/** Units: SMI statute miles, KTM kilometres (platform §9). */
export const radiusUnits = ["SMI", "KTM"] as const
/** @category models */
export type RadiusUnit = (typeof radiusUnits)[number]

/**
 * Search limits (platform §9): a search for a short sku is narrower because each result
 * carries inventory.
 *
 * @category constants
 */
export const storeSearchLimits = {
  withShortSku: { maxRadius: 75, maxItems: 15 },
  withoutShortSku: { maxRadius: 500, maxItems: 50 },
} as const

/**
 * What a caller may hand in: values straight from a form, a URL or CLI flags. Strings
 * are parsed; empty strings, null and undefined mean "not given".
 *
 * @category models
 */
export interface StoreSearchInput {
  readonly latitude?: number | string | null | undefined
  readonly longitude?: number | string | null | undefined
  readonly radius?: number | string | null | undefined
  readonly radiusUOM?: string | null | undefined
  readonly brand?: string | ReadonlyArray<string> | null | undefined
  readonly maxItems?: number | string | null | undefined
  readonly shortSku?: string | null | undefined
  readonly country?: string | null | undefined
  readonly state?: string | null | undefined
}

/**
 * A validated search. Radius and maxItems may still be over the limit until
 * {@link clampStoreSearch} has run ({@link prepareStoreSearch} does both).
 *
 * @category models
 */
export interface StoreSearch {
  readonly latitude?: number
  readonly longitude?: number
  readonly radius?: number
  readonly radiusUOM?: RadiusUnit
  readonly brand?: ReadonlyArray<SearchBrand>
  readonly maxItems?: number
  readonly shortSku?: string
  readonly country?: string
  readonly state?: string
}

const isGiven = <A>(value: A | null | undefined | ""): value is A =>
  value !== undefined && value !== null && !(typeof value === "string" && value.trim() === "")

/** A number or a numeric string; NaN is "not a number", ±Infinity is a number (later clamped). */
const toNumber = (value: unknown): number | undefined => {
  if (typeof value === "number") return Number.isNaN(value) ? undefined : value
  if (typeof value !== "string") return undefined // a bare CLI flag (true), an object from a query parser
  const text = value.trim()
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) && !/^[+-]?Infinity$/.test(text)) return undefined
  return Number(text)
}

/**
 * Validates a search, in the order of platform §5, failing with the first rule broken.
 * Limits are not checked here: over-limit values are clamped, never rejected.
 *
 * @example
 * ```ts
 * import { validateStoreSearch } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const checked = validateStoreSearch({ latitude: "40.7" })
 * Result.isFailure(checked) && checked.failure.message // => "Either Latitude or Longitude is missing"
 *
 * // form values arrive as strings: a valid search comes back parsed, a broken rule names its field
 * const fromForm = validateStoreSearch({ latitude: "39.96", longitude: "-82.99", radius: "25", radiusUOM: "SMI" })
 * const summary = Result.match(fromForm, {
 *   onSuccess: (search) => `within ${search.radius} ${search.radiusUOM} of ${search.latitude}, ${search.longitude}`,
 *   onFailure: (error) => `${error.field}: ${error.message}`,
 * })
 * summary // => "within 25 SMI of 39.96, -82.99"
 * ```
 * @category validation
 */
export const validateStoreSearch = (given: StoreSearchInput): Result.Result<StoreSearch, InvalidParams> => {
  const input = fieldsOf(given) as StoreSearchInput
  const search: { -readonly [K in keyof StoreSearch]: StoreSearch[K] } = {}
  const fail = (message: string, field: string) => Result.fail(new InvalidParams({ message, field }))

  const hasLatitude = isGiven(input.latitude)
  const hasLongitude = isGiven(input.longitude)
  if (hasLatitude !== hasLongitude) {
    return fail(storeSearchMessages.latitudeOrLongitudeMissing, hasLatitude ? "longitude" : "latitude")
  }
  if (hasLatitude && hasLongitude) {
    const latitude = toNumber(input.latitude)
    const longitude = toNumber(input.longitude)
    if (
      latitude === undefined || longitude === undefined ||
      !(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)
    ) {
      return fail(storeSearchMessages.invalidCoordinates, latitude === undefined || !(Math.abs(latitude) <= 90) ? "latitude" : "longitude")
    }
    search.latitude = latitude
    search.longitude = longitude
  }

  const hasRadius = isGiven(input.radius)
  const hasUnit = isGiven(input.radiusUOM)
  if (hasRadius || hasUnit) {
    const radius = hasRadius ? toNumber(input.radius) : undefined
    const unit = trimmedOf(input.radiusUOM)?.toUpperCase()
    if (radius === undefined || unit === undefined || !(radiusUnits as ReadonlyArray<string>).includes(unit)) {
      return fail(storeSearchMessages.invalidRadius, radius === undefined ? "radius" : "radiusUOM")
    }
    search.radius = radius
    search.radiusUOM = unit as RadiusUnit
  }

  if (isGiven(input.brand)) {
    const brands = parseBrandList(input.brand)
    if (Result.isFailure(brands)) return Result.fail(brands.failure)
    if (brands.success.length > 0) search.brand = brands.success
  }

  if (isGiven(input.maxItems)) {
    const maxItems = toNumber(input.maxItems)
    if (maxItems === undefined) return fail(storeSearchMessages.maxItemsNotANumber, "maxItems")
    search.maxItems = maxItems
  }

  const shortSku = trimmedOf(input.shortSku)
  if (shortSku !== undefined) search.shortSku = shortSku
  const country = trimmedOf(input.country)
  if (country !== undefined) search.country = country.toUpperCase()
  const state = trimmedOf(input.state)
  if (state !== undefined) search.state = state
  return Result.succeed(search)
}


/**
 * {@link validateStoreSearch}, and a radius that is above zero. A page's search clamps a
 * zero or negative radius (platform §5 asks only for a number); a support engineer typing
 * one has made a mistake, so the CLI refuses it with the spec's radius message. Outfitter's
 * rule, beside the spec's.
 *
 * @example
 * import { validateStoreSearchStrictRadius } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const checked = validateStoreSearchStrictRadius({ latitude: "39.96", longitude: "-82.99", radius: "0" })
 * Result.isFailure(checked) && checked.failure.message // => "Invalid radius and/or radiusUOM"
 * @category validation
 */
export const validateStoreSearchStrictRadius = (input: StoreSearchInput): Result.Result<StoreSearch, InvalidParams> =>
  Result.flatMap(validateStoreSearch(input), (search) =>
    search.radius === undefined || search.radius > 0
      ? Result.succeed(search)
      : Result.fail(new InvalidParams({ message: storeSearchMessages.invalidRadius, field: "radius" })))

/**
 * The limits that apply to a search (platform §9).
 *
 * @category constructors
 */
export const limitsFor = (search: Pick<StoreSearch, "shortSku">) =>
  fieldsOf(search)["shortSku"] === undefined ? storeSearchLimits.withoutShortSku : storeSearchLimits.withShortSku

/**
 * Clamps radius into [0, maxRadius] and maxItems into [1, maxItems] as a whole number
 * (platform §5: over-limit values are clamped, not rejected). Values under the floor are
 * raised to it for the same reason: a number is never rejected.
 *
 * @example
 * import { clampStoreSearch } from "@outfitter/domain"
 * clampStoreSearch({ radius: 100, radiusUOM: "SMI", shortSku: "12345678", maxItems: 40 })
 * // => { radius: 75, radiusUOM: "SMI", shortSku: "12345678", maxItems: 15 }
 * @category clamping
 */
export const clampStoreSearch = (given: StoreSearch): StoreSearch => {
  const search = fieldsOf(given) as StoreSearch
  const limits = limitsFor(search)
  const clamped: { -readonly [K in keyof StoreSearch]: StoreSearch[K] } = { ...search }
  if (typeof search.radius === "number") clamped.radius = Math.min(Math.max(search.radius, 0), limits.maxRadius)
  else delete clamped.radius
  if (typeof search.maxItems === "number") {
    const whole = Number.isFinite(search.maxItems) ? Math.floor(search.maxItems) : search.maxItems
    clamped.maxItems = Math.min(Math.max(whole, 1), limits.maxItems)
  } else delete clamped.maxItems
  return clamped
}

/**
 * Fills in the unit when a radius came without one: kilometres for a metric store,
 * otherwise miles (platform §5 "Default unit").
 *
 * @category constructors
 */
export const defaultRadiusUnit = (isMetricStore: boolean): RadiusUnit => (isMetricStore ? "KTM" : "SMI")

/**
 * The unit a search's answer is in: the one it was sent with. A search without a radius
 * sends no unit (a unit goes only with a radius), and the service then answers in miles.
 *
 * @example
 * import { answeredRadiusUnit } from "@outfitter/domain"
 * answeredRadiusUnit({ radiusUOM: "KTM" }) // => "KTM"
 * answeredRadiusUnit({}) // => "SMI"
 * @category getters
 */
export const answeredRadiusUnit = (search: { readonly radiusUOM?: RadiusUnit | undefined }): RadiusUnit => {
  const unit = fieldsOf(search).radiusUOM
  return (radiusUnits as ReadonlyArray<unknown>).includes(unit) ? (unit as RadiusUnit) : "SMI"
}

/**
 * Validates then clamps: the one call clients, pages and commands make.
 *
 * @example
 * import { prepareStoreSearch } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(prepareStoreSearch({ latitude: 39.96, longitude: -82.99, radius: "900", radiusUOM: "SMI" })).radius // => 500
 * @category validation
 */
export const prepareStoreSearch = (input: StoreSearchInput): Result.Result<StoreSearch, InvalidParams> =>
  Result.map(validateStoreSearch(input), clampStoreSearch)

/**
 * The query string of GET {apiRoot}/storelocator/search: absent values are dropped
 * (platform §7 "null values dropped"), brands joined with commas.
 *
 * @category encoding
 */
export const storeSearchQuery = (given: StoreSearch): Record<string, string> => {
  const search = fieldsOf(given)
  const query: Record<string, string> = {}
  const put = (key: string, value: unknown) => {
    if (typeof value === "string" || typeof value === "number") query[key] = String(value)
  }
  const brands = stringsOf(search["brand"])
  put("brand", brands.length > 0 ? brands.join(",") : undefined)
  put("country", stringOf(search["country"]))
  put("latitude", search["latitude"])
  put("longitude", search["longitude"])
  put("maxItems", search["maxItems"])
  put("radius", search["radius"])
  put("radiusUOM", search["radiusUOM"])
  put("shortSku", search["shortSku"])
  put("state", search["state"])
  return query
}
