import type { Country, Currency, Language, PreferenceOptions } from "../../src/preferences/PreferenceOptionsSchema.ts"

export const usd: Currency = { iso: "USD", name: "US Dollar", symbol: "$", isActive: true }
export const cad: Currency = { iso: "CAD", name: "Canadian Dollar", symbol: "$", isActive: true }
export const eur: Currency = { iso: "EUR", name: "Euro", symbol: "€", isActive: true }
export const gbp: Currency = { iso: "GBP", name: "Pound Sterling", symbol: "£", isActive: true }
export const aed: Currency = { iso: "AED", name: "UAE Dirham", symbol: "د.إ", isActive: true }
export const old: Currency = { iso: "DEM", name: "Deutsche Mark", symbol: "DM", isActive: false }

const country = (countryCode: string, iso: string, name: string, supported: ReadonlyArray<Currency>, def?: string): Country => ({
  countryId: `${countryCode}-id`,
  countryCode,
  iso,
  name,
  currency: { supported, def },
  isActive: true,
})

export const unitedStates = country("US", "USA", "United States", [usd], "USD")
export const canada = country("CA", "CAN", "Canada", [cad, usd], "CAD")
export const germany = country("DE", "DEU", "Germany", [eur, old, usd, gbp], "EUR")
export const emirates = country("AE", "ARE", "United Arab Emirates", [aed, usd], "AED")
export const colombia = country("CO", "COL", "Colombia", [])
export const inactive: Country = { ...country("XX", "XXX", "Nowhere", [usd]), isActive: false }

const language = (id: string, iso: string, code: string, name: string, locale: string, regions: ReadonlyArray<string>): Language => ({
  id,
  iso,
  code,
  name,
  locale,
  regions,
  isActive: true,
})

export const english = language("-1", "en", "en_US", "English", "en-US", ["us", "eu", "ca"])
export const spanish = language("-5", "es", "es_ES", "Español", "es-ES", ["us", "eu"])
export const french = language("-2", "fr", "fr_FR", "Français", "fr-FR", ["eu", "ca"])
export const german = language("-3", "de", "de_DE", "Deutsch", "de-DE", ["eu"])
export const chinese = language("-7", "zh", "zh_CN", "中文", "zh-CN", ["cn"])

export const options: PreferenceOptions = {
  countries: [unitedStates, canada, germany, emirates, colombia, inactive],
  languages: [english, spanish, french, german, chinese],
  storeRegion: "us",
}
