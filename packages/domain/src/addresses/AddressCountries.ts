/**
 * The countries the address form offers and the one a new address starts with: the rows of
 * the per-country form table (`addressFormTable`) and a few that take its default row.
 *
 * @since 0.6.0
 */
import { listOf } from "../kernel/Untrusted.ts"
import { defaultSiteCountry } from "../site/index.ts"

/** A country a form offers: its ISO 3166-1 alpha-2 code and its English name. @category models */
export interface CountryOption {
  readonly code: string
  readonly name: string
}

/** The English names of the countries the storefront's forms offer. @category constants */
export const countryNames = {
  US: "United States",
  CA: "Canada",
  GB: "United Kingdom",
  DE: "Germany",
  FR: "France",
  JP: "Japan",
  KR: "South Korea",
} as const

/** A country with a name in `countryNames`. @category models */
export type NamedCountry = keyof typeof countryNames

/**
 * The options of a country list, in the given order.
 *
 * @example
 * import { countryOptions } from "@outfitter/domain"
 * countryOptions(["KR"]) // => [{ code: "KR", name: "South Korea" }]
 * @category constructors
 */
export const countryOptions = (codes: ReadonlyArray<NamedCountry>): ReadonlyArray<CountryOption> =>
  listOf(codes).flatMap((code) => (typeof code === "string" && Object.hasOwn(countryNames, code) ? [{ code, name: countryNames[code as NamedCountry] }] : []))

/** @category constants */
export const addressCountries: ReadonlyArray<CountryOption> = countryOptions(["US", "CA", "GB", "DE", "FR"])

/** The country a new address starts with when nothing better is known: the default site's. @category constants */
export const defaultAddressCountry: string = defaultSiteCountry

/**
 * The country a new address starts with: the member's billing country when there is one,
 * else `defaultAddressCountry`. Total: anything but a non-blank text reads as absent.
 *
 * @example
 * import { newAddressCountry } from "@outfitter/domain"
 * newAddressCountry("CA") // => "CA"
 * newAddressCountry(undefined) // => "US"
 * @category rules
 */
export const newAddressCountry = (billingCountry: unknown): string =>
  typeof billingCountry === "string" && billingCountry.trim() !== "" ? billingCountry : defaultAddressCountry
