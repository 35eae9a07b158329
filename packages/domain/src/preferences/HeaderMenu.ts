/**
 * The header preference menu (platform §2, §4 "Header menu display"): what the ship-to
 * country, currency and language rows show and which control each one gets.
 *
 * Choices where the spec is silent:
 * - A single choice (or none) shows as plain text (`"static"`): there is nothing to toggle.
 * - Inactive countries, currencies and languages are never offered.
 * - Languages are those whose `regions` include the site code; the current one is the
 *   URL's language when the site offers it, else en_US (platform §4), else the site's first.
 * - The current currency is the uPref `cur` when the country supports it, else the
 *   country's `def`, else its first supported one; a country with none supported uses
 *   StoreSettings.defaultCurrency (platform §4).
 * - An unknown ship-to country falls back to the site's home country.
 *
 * @since 0.1.0
 */
import type { SiteCode } from "../site/SiteCodeSchema.ts"
import { siteSettings } from "../site/Site.ts"
import type { StoreSettings } from "../site/StoreSettings.ts"
import type { Country, Currency, Language, PreferenceOptions } from "./PreferenceOptionsSchema.ts"

/**
 * Countries that may not be changed from the menu (platform §9 "Shipping-restricted
 * countries: AE").
 *
 * @category constants
 */
export const shippingRestrictedCountries: ReadonlyArray<string> = ["AE"]

/**
 * The language the menu falls back to (platform §4).
 *
 * @category constants
 */
export const fallbackLanguageCode = "en_US"

/**
 * Is this country shipping-restricted (its name shows as plain text, no change link)?
 *
 * @example
 * import { isShippingRestricted } from "@outfitter/domain"
 * isShippingRestricted("ae") // => true
 * @category predicates
 */
export const isShippingRestricted = (countryCode: string | undefined): boolean =>
  countryCode !== undefined && shippingRestrictedCountries.includes(countryCode.trim().toUpperCase())

/**
 * How a row offers its choices: none or one → plain text, two → toggle, more → modal list
 * (platform §4).
 *
 * @category models
 */
export type ChoiceControl = "static" | "toggle" | "list"

/**
 * @example
 * import { choiceControl } from "@outfitter/domain"
 * choiceControl(2) // => "toggle"
 * @category constructors
 */
export const choiceControl = (count: number): ChoiceControl => (count > 2 ? "list" : count === 2 ? "toggle" : "static")

/**
 * A currency standing for an iso nothing else describes (the store default when the
 * options do not list it).
 *
 * @category constructors
 */
export const currencyFromIso = (iso: string): Currency => ({ iso, name: iso, symbol: iso, isActive: true })

/**
 * The currencies a country can be shown in: its active supported ones, or the store
 * default when it supports none (platform §4).
 *
 * @category getters
 */
export const countryCurrencies = (country: Country | undefined, settings: Pick<StoreSettings, "defaultCurrency">): ReadonlyArray<Currency> => {
  const supported = country?.currency.supported.filter((currency) => currency.isActive) ?? []
  return supported.length > 0 ? supported : [currencyFromIso(settings.defaultCurrency)]
}

/**
 * The country's default currency iso: `def` when supported, else its first supported, else
 * the store default (platform §4).
 *
 * @example
 * import { countryDefaultCurrency, makeStoreSettings } from "@outfitter/domain"
 * countryDefaultCurrency(undefined, makeStoreSettings({ defaultCurrency: "EUR" })) // => "EUR"
 * @category getters
 */
export const countryDefaultCurrency = (country: Country | undefined, settings: Pick<StoreSettings, "defaultCurrency">): string => {
  const choices = countryCurrencies(country, settings)
  const def = country?.currency.def ?? undefined
  return choices.find((currency) => currency.iso === def)?.iso ?? choices[0]!.iso
}

/**
 * Finds a country by its two-letter code, without regard to case.
 *
 * @category getters
 */
export const findCountry = (countries: ReadonlyArray<Country>, code: string | undefined): Country | undefined => {
  if (code === undefined) return undefined
  const wanted = code.trim().toUpperCase()
  return countries.find((country) => country.countryCode.toUpperCase() === wanted)
}

/**
 * The active languages offered on a site.
 *
 * @category getters
 */
export const siteLanguages = (languages: ReadonlyArray<Language>, site: SiteCode): ReadonlyArray<Language> =>
  languages.filter((language) => language.isActive && language.regions.includes(site))

/**
 * The current language: the one asked for (by iso or code) if offered, else en_US, else
 * the first offered (platform §4 "Default language falls back to en_US").
 *
 * @category getters
 */
export const currentLanguage = (
  choices: ReadonlyArray<Language>,
  all: ReadonlyArray<Language>,
  wanted: string | undefined,
): Language | undefined => {
  const lower = wanted?.toLowerCase()
  const byWanted = lower === undefined
    ? undefined
    : choices.find((language) => language.iso.toLowerCase() === lower || language.code.toLowerCase() === lower)
  const isFallback = (language: Language) => language.code === fallbackLanguageCode
  return byWanted ?? choices.find(isFallback) ?? all.find(isFallback) ?? choices[0]
}

/** @category models */
export interface HeaderMenuInput {
  readonly options: PreferenceOptions
  readonly site: SiteCode
  readonly settings: Pick<StoreSettings, "defaultCurrency">
  /** uPref shipTo. */
  readonly shipTo?: string | undefined
  /** uPref cur. */
  readonly currency?: string | undefined
  /** The URL's language (iso or code). */
  readonly language?: string | undefined
}

/** @category models */
export type CountryRow =
  | { readonly _tag: "Changeable"; readonly country: Country; readonly name: string }
  | { readonly _tag: "Restricted"; readonly country: Country; readonly name: string }
  | { readonly _tag: "Unknown"; readonly code: string; readonly name: string }

/** @category models */
export interface HeaderMenu {
  readonly country: CountryRow
  readonly currency: { readonly selected: Currency; readonly choices: ReadonlyArray<Currency>; readonly control: ChoiceControl }
  readonly language: {
    readonly selected: Language | undefined
    readonly choices: ReadonlyArray<Language>
    readonly control: ChoiceControl
  }
  /** Active countries the country picker offers. */
  readonly countries: ReadonlyArray<Country>
}

/**
 * What the header menu shows.
 *
 * @example
 * import { headerMenu, makeStoreSettings } from "@outfitter/domain"
 * const menu = headerMenu({ options: { countries: [], languages: [], storeRegion: "us" }, site: "us", settings: makeStoreSettings() })
 * menu.currency.selected.iso // => "USD"
 * @category constructors
 */
export const headerMenu = (input: HeaderMenuInput): HeaderMenu => {
  const countries = input.options.countries.filter((country) => country.isActive)
  const code = input.shipTo?.trim().toUpperCase() || siteSettings[input.site].country
  const country = findCountry(countries, code)
  const countryRow: CountryRow = country === undefined
    ? { _tag: "Unknown", code, name: code }
    : { _tag: isShippingRestricted(country.countryCode) ? "Restricted" : "Changeable", country, name: country.name }
  const currencies = countryCurrencies(country, input.settings)
  const wantedCurrency = input.currency?.trim().toUpperCase()
  const selectedCurrency = currencies.find((currency) => currency.iso.toUpperCase() === wantedCurrency) ??
    currencies.find((currency) => currency.iso === countryDefaultCurrency(country, input.settings))!
  const languages = siteLanguages(input.options.languages, input.site)
  return {
    country: countryRow,
    currency: { selected: selectedCurrency, choices: currencies, control: choiceControl(currencies.length) },
    language: {
      selected: currentLanguage(languages, input.options.languages, input.language),
      choices: languages,
      control: choiceControl(languages.length),
    },
    countries,
  }
}
