/**
 * What the header preference menu's rows show and which control each gets. Rules:
 * platform §2 "Header preference menu", §4 "Header menu".
 *
 * Where the spec is silent: inactive countries, currencies and languages are never
 * offered; languages are those whose `regions` include the site code; an unknown ship-to
 * country is the site's home country. Entries whose fields are not of their types are left
 * out, a list that is not an array offers nothing, a site that is not a site code is the US.
 *
 * @since 0.1.0
 */
import type { SiteCode } from "../site/index.ts"
import { fieldsOf, isRecord, listOf, numberOf, stringOf, textOf } from "../kernel/Untrusted.ts"
import { defaultStoreSettings, siteFromPath, siteSettings, type StoreSettings } from "../site/index.ts"
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
  typeof countryCode === "string" && shippingRestrictedCountries.includes(countryCode.trim().toUpperCase())

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
export const choiceControl = (count: number): ChoiceControl => (numberOf(count) > 2 ? "list" : count === 2 ? "toggle" : "static")

/**
 * A currency standing for an iso nothing else describes (the store default when the
 * options do not list it).
 *
 * @category constructors
 */
export const currencyFromIso = (given: string): Currency => {
  const iso = textOf(given)
  return { iso, name: iso, symbol: iso, isActive: true }
}

/** A currency whose fields have their types. */
const isCurrency = (value: unknown): value is Currency =>
  isRecord(value) && typeof value["iso"] === "string" && typeof value["name"] === "string" &&
  typeof value["symbol"] === "string" && typeof value["isActive"] === "boolean"

/** A language whose fields have their types. */
const isLanguage = (value: unknown): value is Language =>
  isRecord(value) && typeof value["iso"] === "string" && typeof value["code"] === "string" &&
  typeof value["name"] === "string" && typeof value["isActive"] === "boolean" && Array.isArray(value["regions"])

/** A country whose fields have their types (its currencies are read by {@link countryCurrencies}). */
const isCountry = (value: unknown): value is Country =>
  isRecord(value) && typeof value["countryCode"] === "string" && typeof value["name"] === "string" &&
  typeof value["isActive"] === "boolean" && isRecord(value["currency"])

/** The store default currency, or the shipped default when the settings have none. */
const defaultCurrencyOf = (settings: unknown): string =>
  stringOf(fieldsOf(settings)["defaultCurrency"]) ?? defaultStoreSettings.defaultCurrency

/**
 * The currencies a country can be shown in: its active supported ones, or the store
 * default when it supports none (platform §4).
 *
 * @category getters
 */
export const countryCurrencies = (country: Country | undefined, settings: Pick<StoreSettings, "defaultCurrency">): ReadonlyArray<Currency> => {
  const supported = listOf(fieldsOf(fieldsOf(country)["currency"])["supported"])
    .filter((currency): currency is Currency => isCurrency(currency) && currency.isActive)
  return supported.length > 0 ? supported : [currencyFromIso(defaultCurrencyOf(settings))]
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
  const def = stringOf(fieldsOf(fieldsOf(country)["currency"])["def"])
  return choices.find((currency) => currency.iso === def)?.iso ?? choices[0]!.iso
}

/**
 * Finds a country by its two-letter code, without regard to case.
 *
 * @category getters
 */
export const findCountry = (countries: ReadonlyArray<Country>, code: string | undefined): Country | undefined => {
  if (typeof code !== "string") return undefined
  const wanted = code.trim().toUpperCase()
  return listOf(countries).filter(isCountry).find((country) => country.countryCode.toUpperCase() === wanted)
}

/**
 * The active languages offered on a site.
 *
 * @category getters
 */
export const siteLanguages = (languages: ReadonlyArray<Language>, site: SiteCode): ReadonlyArray<Language> =>
  listOf(languages).filter(isLanguage).filter((language) => language.isActive && language.regions.includes(site))

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
  const offered = listOf(choices).filter(isLanguage)
  const lower = stringOf(wanted)?.toLowerCase()
  const byWanted = lower === undefined
    ? undefined
    : offered.find((language) => language.iso.toLowerCase() === lower || language.code.toLowerCase() === lower)
  const isFallback = (language: Language) => language.code === fallbackLanguageCode
  return byWanted ?? offered.find(isFallback) ?? listOf(all).filter(isLanguage).find(isFallback) ?? offered[0]
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
export const headerMenu = (given: HeaderMenuInput): HeaderMenu => {
  const fields = fieldsOf(given)
  const options = fieldsOf(fields["options"])
  const site = siteFromPath(fields["site"])
  const input = {
    settings: { defaultCurrency: defaultCurrencyOf(fields["settings"]) },
    shipTo: stringOf(fields["shipTo"]),
    currency: stringOf(fields["currency"]),
    language: stringOf(fields["language"]),
  }
  const countries = listOf(options["countries"]).filter(isCountry).filter((country) => country.isActive)
  const code = input.shipTo?.trim().toUpperCase() || siteSettings[site].country
  const country = findCountry(countries, code)
  const countryRow: CountryRow = country === undefined
    ? { _tag: "Unknown", code, name: code }
    : { _tag: isShippingRestricted(country.countryCode) ? "Restricted" : "Changeable", country, name: country.name }
  const currencies = countryCurrencies(country, input.settings)
  const wantedCurrency = input.currency?.trim().toUpperCase()
  const selectedCurrency = currencies.find((currency) => currency.iso.toUpperCase() === wantedCurrency) ??
    currencies.find((currency) => currency.iso === countryDefaultCurrency(country, input.settings))!
  const languages = siteLanguages(listOf(options["languages"]) as ReadonlyArray<Language>, site)
  return {
    country: countryRow,
    currency: { selected: selectedCurrency, choices: currencies, control: choiceControl(currencies.length) },
    language: {
      selected: currentLanguage(languages, listOf(options["languages"]) as ReadonlyArray<Language>, input.language),
      choices: languages,
      control: choiceControl(languages.length),
    },
    countries,
  }
}
