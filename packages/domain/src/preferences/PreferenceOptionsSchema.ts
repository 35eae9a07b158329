/**
 * The wire schemas of countries, currencies, languages, the options answer and the
 * preference update answer; the client decodes and the fixtures encode with them. Rules:
 * platform §3 "Maps, countries and languages", "The user".
 *
 * Where the spec is silent: `currency.supported` lists full Currency records and `def` is
 * the default's iso; a country's `countryCode` is the two-letter code (uPref's shipTo),
 * `iso` the three-letter one; a language's `iso` is the path segment, `code` the commerce
 * code, `locale` a BCP 47 tag, `id` the langId, `regions` the sites offering it.
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
