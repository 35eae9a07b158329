/**
 * The help overview's country, its world region, the region's content and the country
 * selector's rows. Rules: orders §2 "Help pages", §4 "Help overview, contact form and
 * marketing content".
 *
 * Where the spec is silent: the four world regions and the table placing each country
 * ({@link worldRegionCodes}; unknown codes are `americas`); an unstored or unknown country
 * is the site's own ({@link siteSettings}); one content spot per region; the selector's
 * order ({@link worldRegions}, then by name), empty regions left out.
 *
 * @since 0.4.0
 */
import { codeOf, fieldsOf, listOf, textOf } from "../../kernel/Untrusted.ts"
import { siteCodes, siteSettings } from "../../site/index.ts"
import type { SiteCode } from "../../site/index.ts"

/** The world regions, in the selector's order. @category constants */
export const worldRegions = ["americas", "europe", "asia-pacific", "middle-east-africa"] as const

/** @category models */
export type WorldRegion = (typeof worldRegions)[number]

/** Each region's heading in the country selector. @category constants */
export const worldRegionNames: Readonly<Record<WorldRegion, string>> = {
  americas: "Americas",
  europe: "Europe",
  "asia-pacific": "Asia Pacific",
  "middle-east-africa": "Middle East and Africa",
}

/** The region a country code is placed in when the table does not know it. @category constants */
export const defaultWorldRegion: WorldRegion = "americas"

/** Two-letter country codes by world region (a code missing here is in {@link defaultWorldRegion}). @category constants */
export const worldRegionCodes: Readonly<Record<WorldRegion, ReadonlyArray<string>>> = {
  americas: ["US", "CA", "MX", "BR", "CL", "CO", "AR", "PE", "PR"],
  europe: [
    "GB", "DE", "FR", "IT", "ES", "NL", "BE", "AT", "IE", "SE", "DK", "PL", "PT", "FI", "NO", "CH", "CZ", "GR", "HU", "LU",
    "RO",
  ],
  "asia-pacific": ["AU", "NZ", "JP", "KR", "SG", "HK", "CN", "TW", "MO", "MY", "TH", "PH", "ID", "IN", "VN"],
  "middle-east-africa": ["AE", "SA", "QA", "KW", "BH", "OM", "IL", "EG", "ZA", "MA", "TR"],
}

/**
 * The world region of a two-letter country code (any case, surrounding spaces ignored).
 *
 * @example
 * import { worldRegionOf } from "@outfitter/domain"
 * worldRegionOf("fr") // => "europe"
 * worldRegionOf("AE") // => "middle-east-africa"
 * worldRegionOf("ZZ") // => "americas"
 * @category getters
 */
export const worldRegionOf = (countryCode: unknown): WorldRegion => {
  const code = codeOf(countryCode)
  return worldRegions.find((region) => worldRegionCodes[region].includes(code)) ?? defaultWorldRegion
}

/**
 * The help content variant of a region: the name of its marketing content spot.
 *
 * @example
 * import { helpContentSpot } from "@outfitter/domain"
 * helpContentSpot("europe") // => "help-overview-europe"
 * @category getters
 */
export const helpContentSpot = (region: unknown): string =>
  `help-overview-${worldRegions.find((each) => each === region) ?? defaultWorldRegion}`

/** The help page's country: `data-country-code`, iso, `data-country-name` and `data-world-region`. @category models */
export interface HelpCountry {
  /** The two-letter code (the uPref `shipTo` slot). */
  readonly code: string
  /** The three-letter ISO 3166-1 code, "" when the options do not know the country. */
  readonly iso: string
  readonly name: string
  readonly region: WorldRegion
}

/** One ship-to option as far as the help page reads it (a preference options country). */
const countryOf = (value: unknown): HelpCountry | undefined => {
  const fields = fieldsOf(value)
  const code = codeOf(fields["countryCode"])
  if (code === "") return undefined
  return { code, iso: textOf(fields["iso"]), name: textOf(fields["name"]) || code, region: worldRegionOf(code) }
}

/**
 * The help overview's country: the one last chosen in its country selector (`chosen`, kept
 * in the browser under `localDataKeys.helpCountry`) when the ship-to options offer it, else
 * the shipping country of the stored preferences (the uPref `shipTo` found in the options),
 * else the site's country (named by its site settings until the options have answered);
 * never fails. Where the spec is silent (Outfitter's choice): a country chosen on the help
 * page is kept for the help page across reloads, and does not change the ship-to country
 * of the preferences (that is the header menu's, with its currency and prices).
 *
 * @example
 * import { helpCountry } from "@outfitter/domain"
 * const countries = [
 *   { countryCode: "FR", iso: "FRA", name: "France", isActive: true },
 *   { countryCode: "JP", iso: "JPN", name: "Japan", isActive: true },
 * ]
 * helpCountry({ shipTo: "FR" }, countries, "eu") // => { code: "FR", iso: "FRA", name: "France", region: "europe" }
 * helpCountry({ shipTo: "FR" }, countries, "eu", "JP").code // => "JP"
 * helpCountry({ shipTo: "FR" }, countries, "eu", "XX").code // => "FR"
 * helpCountry({}, [], "us") // => { code: "US", iso: "", name: "United States", region: "americas" }
 * @category getters
 */
export const helpCountry = (uPref: unknown, countries: unknown, site: SiteCode, chosen?: unknown): HelpCountry => {
  const known = listOf(countries).flatMap((each) => {
    const country = countryOf(each)
    return country === undefined ? [] : [country]
  })
  const stored = codeOf(fieldsOf(uPref)["shipTo"])
  const home = siteSettings[siteCodes.find((code) => code === site) ?? "us"]
  const find = (code: string) => known.find((country) => country.code === code)
  return find(codeOf(chosen)) ?? find(stored) ?? find(home.country) ?? { code: home.country, iso: "", name: home.countryName, region: worldRegionOf(home.country) }
}

/** One region of the country selector. @category models */
export interface CountryRegionGroup {
  readonly region: WorldRegion
  /** The region's heading. */
  readonly name: string
  readonly countries: ReadonlyArray<HelpCountry>
}

/**
 * The country selector's rows: active countries grouped by world region, regions in the
 * order of {@link worldRegions}, countries by name; empty regions left out.
 *
 * @example
 * import { countriesByRegion } from "@outfitter/domain"
 * countriesByRegion([
 *   { countryCode: "JP", iso: "JPN", name: "Japan", isActive: true },
 *   { countryCode: "US", iso: "USA", name: "United States", isActive: true },
 * ]).map((group) => group.region) // => ["americas", "asia-pacific"]
 * @category getters
 */
export const countriesByRegion = (countries: unknown): ReadonlyArray<CountryRegionGroup> => {
  const active = listOf(countries).flatMap((each) => {
    const country = fieldsOf(each)["isActive"] === false ? undefined : countryOf(each)
    return country === undefined ? [] : [country]
  })
  return worldRegions.flatMap((region) => {
    const inRegion = active
      .filter((country) => country.region === region)
      .toSorted((a, b) => a.name.localeCompare(b.name))
    return inRegion.length === 0 ? [] : [{ region, name: worldRegionNames[region], countries: inRegion }]
  })
}
