/**
 * `outfitter stores search`: one flag per search parameter (platform §7), passed as
 * strings to the storelocator client, which validates and clamps them with the domain
 * (platform §5, §9). The CLI adds the site's default unit when --radius comes without
 * --radius-uom, reads --brand by code or by name (the domain's `parseBrandChoices`: kids
 * is KID), and with --postal-code geocodes the code first, through the same maps call the
 * store finder makes (country: --country, else the site's), and searches around it. Only
 * the geocoder's "found nothing" is "We couldn't find that zip or postal code"; a geocoder
 * that is down, answers 5xx, hangs or sends what cannot be read is "Store search failed: …"
 * (exit 1, the call and cause under --verbose).
 *
 * A --radius of zero or less is refused with the spec's radius message (exit 2) before
 * anything is called. The domain takes any number and raises one under the floor to 0
 * (platform §5 clamps rather than rejects), which suits a form; a support engineer who
 * types a negative radius has made a mistake, and a search within 0 miles finds nothing.
 *
 * @since 0.1.0
 */
import { Maps } from "@outfitter/clients/maps"
import { StoreLocator, type StoreSearchResult } from "@outfitter/clients/stores"
import { type GeocodeResult, postalCodeNotFoundMessage } from "@outfitter/domain/maps"
import { type SiteCode, siteSettings } from "@outfitter/domain/site"
import {
  answeredRadiusUnit,
  defaultRadiusUnit,
  parseBrandChoices,
  type RadiusUnit,
  storeSearchLimits,
  storeCard,
  type StoreSearchInput,
  validateStoreSearchStrictRadius,
} from "@outfitter/domain/stores"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import { ErrorCode, notFoundError, usageError } from "../../CliError.ts"
import { type FlagsOf, serviceCommand } from "../../run.ts"
import { storesSearch } from "./search.flags.ts"

/** The command's own flags, as commander hands them over (camel-cased), typed from search.flags.ts. */
export type SearchFlags = Partial<FlagsOf<"stores search">>

/** @category messages */
export const postalCodeWithCoordinatesMessage =
  "--postal-code cannot be combined with --latitude or --longitude: search near a postal code or near a point"

/** @category messages */
export const emptyPostalCodeMessage = "--postal-code needs a zip or postal code"

/**
 * A --max-items below 1 or not whole: the range it takes (above the limit it is clamped,
 * as the domain does for a page).
 *
 * @category messages
 */
export const maxItemsRangeMessage = (given: string) =>
  `--max-items is a whole number from 1 to ${storeSearchLimits.withoutShortSku.maxItems} (${storeSearchLimits.withShortSku.maxItems} with --short-sku; more is clamped to it), got '${given}'`

const isGiven = (value: string | undefined): value is string => value !== undefined && value.trim() !== ""

/**
 * The brand filter as the search takes it: the codes of the brands named by code or by
 * name. Throws the domain's message (exit 2) for a brand it does not know.
 *
 * @category parsing
 */
export const brandFilter = (brand: string | undefined): string | undefined => {
  if (brand === undefined) return undefined
  const parsed = parseBrandChoices(brand)
  if (Result.isFailure(parsed)) throw usageError(parsed.failure.message)
  return parsed.success.length === 0 ? undefined : parsed.success.join(",")
}

/**
 * The search input for the flags: values untouched (the domain validates them) but for
 * the brand, read by code or name, plus the site's unit when a radius has none (platform
 * §5 "Default unit").
 *
 * @category parsing
 */
export const searchInput = (flags: SearchFlags, site: SiteCode): StoreSearchInput => ({
  latitude: flags.latitude,
  longitude: flags.longitude,
  radius: flags.radius,
  radiusUOM: isGiven(flags.radius) && !isGiven(flags.radiusUom)
    ? defaultRadiusUnit(siteSettings[site].isMetric)
    : flags.radiusUom,
  brand: brandFilter(flags.brand),
  maxItems: flags.maxItems,
  shortSku: flags.shortSku,
  country: flags.country,
  state: flags.state,
})

/**
 * Checks the search before anything is called with the domain's strict validation (a
 * radius above zero too); its message on failure. Throws a usage error (exit 2).
 *
 * @category parsing
 */
export const checkSearch = (input: StoreSearchInput): void => {
  const checked = validateStoreSearchStrictRadius(input)
  if (Result.isFailure(checked)) throw usageError(checked.failure.message)
}

/**
 * The service behind the command: a store search through the storelocator client.
 *
 * @category services
 */
export const searchStores = (input: StoreSearchInput) =>
  Effect.gen(function*() {
    const locator = yield* StoreLocator
    return yield* locator.search(input)
  })

/**
 * A search around a postal code: the geocoder's place (undefined only when it answered
 * that it found nothing, and then no search is made) and the search around its
 * coordinates. A geocoder that is down, slow or broken fails the search as that, so the
 * customer's code is never blamed for it.
 *
 * @category services
 */
export const searchNearPostalCode = (postalCode: string, country: string, input: StoreSearchInput) =>
  Effect.gen(function*() {
    const maps = yield* Maps
    const place = yield* maps.lookUpPostalCode(postalCode, country)
    if (place === undefined) return undefined
    const result = yield* searchStores({ ...input, latitude: place.latlng.lat, longitude: place.latlng.lng })
    return { place, result }
  })

/**
 * The unit the radius and distances are in (the domain's `answeredRadiusUnit`).
 *
 * @category getters
 */
export const resultUnit = (result: Pick<StoreSearchResult, "search">): RadiusUnit => answeredRadiusUnit(result.search)

/** "43215 (Columbus, OH)": the place a postal-code search was around. @category formatting */
export const placeText = (place: GeocodeResult): string => {
  const where = [place.postalTown, place.stateAbbr || place.state].filter((part) => part !== "").join(", ")
  return where === "" ? place.postalCode : `${place.postalCode} (${where})`
}

/** The command's input: the search checked, and where a postal-code search is geocoded. @category models */
export interface SearchCommandInput {
  readonly input: StoreSearchInput
  readonly postalCode: string | undefined
  readonly country: string
}

/**
 * The input of the flags: usage errors for --postal-code with coordinates or empty, then
 * the domain's validation and the CLI's radius rule, all before anything is called (with a
 * postal code, before the geocoder is asked, as the store finder does).
 *
 * @category parsing
 */
export const parseSearch = (flags: SearchFlags, site: SiteCode): SearchCommandInput => {
  const { postalCode } = flags
  if (postalCode !== undefined && (flags.latitude !== undefined || flags.longitude !== undefined)) {
    throw usageError(postalCodeWithCoordinatesMessage, ErrorCode.Usage)
  }
  if (postalCode !== undefined && postalCode.trim() === "") throw usageError(emptyPostalCodeMessage)
  const input = searchInput(flags, site)
  checkSearch(input)
  // the domain raises one under the floor to 1 (a page's rule); a support engineer's -1 is a mistake
  const maxItems = flags.maxItems?.trim()
  if (maxItems !== undefined && maxItems !== "" && !(Number.isInteger(Number(maxItems)) && Number(maxItems) >= 1)) {
    throw usageError(maxItemsRangeMessage(maxItems))
  }
  const country = isGiven(flags.country) ? flags.country.trim().toUpperCase() : siteSettings[site].country
  return { input, postalCode, country }
}

/** The command (run by program.ts). */
export const command = serviceCommand(storesSearch, {
  what: "Store search failed",
  parse: (flags, _args, { global }) => parseSearch(flags, global.site),
  clients: Layer.merge(StoreLocator.layer, Maps.layer),
  program: ({ input, postalCode, country }) =>
    Effect.gen(function*() {
      if (postalCode === undefined) return { place: undefined, result: yield* searchStores(input) }
      const found = yield* searchNearPostalCode(postalCode, country, input)
      if (found === undefined) return yield* Effect.fail(notFoundError(postalCodeNotFoundMessage))
      return found
    }),
  failure: (error) => (error._tag === "InvalidParams" ? usageError(error.message) : undefined),
  json: ({ result }) => ({ physicalStores: result.physicalStores, radius: result.radius }),
  text: async ({ place, result }, _input, { global, columns }) => {
    const [{ storeTable }, { renderView }] = await Promise.all([
      import("../../views/StoreTable.ts"),
      import("../../views/render.ts"),
    ])
    const table = storeTable({
      stores: result.physicalStores.map((store) => storeCard(store, { kind: "finder" })),
      scope: result.search.latitude === undefined && result.search.country !== undefined
        ? { country: result.search.country }
        : { radius: result.radius, unit: resultUnit(result), ...(place === undefined ? {} : { near: placeText(place) }) },
      selectedStoreId: global.storeId,
    })
    return renderView(table.view, table.width, columns)
  },
})
