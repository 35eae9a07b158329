/**
 * Country, currency, language and the options response (platform §3 "Country, currency,
 * language, options"), plus the preference update response (platform §3 "User").
 *
 * These schemas are the wire contract: the client decodes with them and the fixtures
 * encode with them.
 *
 * Choices where the spec is silent:
 * - `currency.supported` is a list of full Currency records (the spec says "supported
 *   list"), because the currency picker filters by name and shows the symbol; `def` is the
 *   iso of the default.
 * - `countryCode` is the two-letter code used in the uPref shipTo slot and by the country
 *   picker's "code" filter; `iso` is the three-letter ISO 3166-1 code.
 * - A language's `iso` is the two-letter code used in the path segment (/shop/eu-fr),
 *   `code` the commerce code such as `en_US` (the spec's fallback), `locale` a BCP 47 tag,
 *   `id` the langId query value, and `regions` the site codes it is offered on.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/** @category schemas */
export const Currency = /*#__PURE__*/ Schema.Struct({
  iso: Schema.String,
  name: Schema.String,
  symbol: Schema.String,
  isActive: Schema.Boolean,
})
export type Currency = typeof Currency.Type

/** @category schemas */
export const CountryCurrencies = /*#__PURE__*/ Schema.Struct({
  supported: Schema.Array(Currency),
  def: Schema.optional(Schema.NullOr(Schema.String)),
})
export type CountryCurrencies = typeof CountryCurrencies.Type

/** @category schemas */
export const Country = /*#__PURE__*/ Schema.Struct({
  countryId: Schema.String,
  countryCode: Schema.String,
  iso: Schema.String,
  name: Schema.String,
  currency: CountryCurrencies,
  isActive: Schema.Boolean,
})
export type Country = typeof Country.Type

/** @category schemas */
export const Language = /*#__PURE__*/ Schema.Struct({
  id: Schema.String,
  iso: Schema.String,
  code: Schema.String,
  name: Schema.String,
  locale: Schema.String,
  regions: Schema.Array(Schema.String),
  isActive: Schema.Boolean,
})
export type Language = typeof Language.Type

/**
 * GET user-preference options response (platform §7): countries, languages, storeRegion.
 *
 * @category schemas
 */
export const PreferenceOptions = /*#__PURE__*/ Schema.Struct({
  countries: Schema.Array(Country),
  languages: Schema.Array(Language),
  storeRegion: Schema.String,
})
export type PreferenceOptions = typeof PreferenceOptions.Type

/**
 * POST user-preferences response (platform §3, §7): transferBag, url, country, language.
 * Everything but transferBag may be absent or null.
 *
 * @category schemas
 */
export const PreferenceUpdateResponse = /*#__PURE__*/ Schema.Struct({
  transferBag: Schema.Boolean,
  url: Schema.optional(Schema.NullOr(Schema.String)),
  country: Schema.optional(Schema.NullOr(Schema.String)),
  language: Schema.optional(Schema.NullOr(Schema.String)),
})
export type PreferenceUpdateResponse = typeof PreferenceUpdateResponse.Type

/**
 * POST language/currency response. The spec does not show it; Outfitter's contract echoes
 * the country and currency that are now in effect.
 *
 * @category schemas
 */
export const LanguageCurrencyResponse = /*#__PURE__*/ Schema.Struct({
  country: Schema.optional(Schema.NullOr(Schema.String)),
  currency: Schema.optional(Schema.NullOr(Schema.String)),
})
export type LanguageCurrencyResponse = typeof LanguageCurrencyResponse.Type
