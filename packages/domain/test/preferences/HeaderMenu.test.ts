import { describe, expect, it } from "vitest"
import {
  choiceControl,
  countryCurrencies,
  countryDefaultCurrency,
  currentLanguage,
  headerMenu,
  isShippingRestricted,
  shippingRestrictedCountries,
} from "../../src/preferences/HeaderMenu.ts"
import { makeStoreSettings } from "../../src/site/StoreSettings.ts"
import { cad, canada, chinese, colombia, emirates, english, eur, gbp, germany, options, usd, unitedStates } from "./examples.ts"

const settings = makeStoreSettings({ defaultCurrency: "USD" })

describe("choiceControl (platform §4: two → toggle, more → list)", () => {
  it.each([[0, "static"], [1, "static"], [2, "toggle"], [3, "list"], [12, "list"]] as const)("%i choices → %s", (count, control) => {
    expect(choiceControl(count)).toBe(control)
  })
})

describe("shipping restriction (platform §9: AE)", () => {
  it("restricts AE in any case and nothing else", () => {
    expect(shippingRestrictedCountries).toEqual(["AE"])
    expect(isShippingRestricted("AE")).toBe(true)
    expect(isShippingRestricted(" ae ")).toBe(true)
    expect(isShippingRestricted("US")).toBe(false)
    expect(isShippingRestricted(undefined)).toBe(false)
  })
})

describe("currencies of a country", () => {
  it("offers the active supported currencies", () => {
    expect(countryCurrencies(germany, settings).map((c) => c.iso)).toEqual(["EUR", "USD", "GBP"])
  })
  it("uses the store default when the country supports none", () => {
    expect(countryCurrencies(colombia, makeStoreSettings({ defaultCurrency: "EUR" })).map((c) => c.iso)).toEqual(["EUR"])
    expect(countryDefaultCurrency(colombia, makeStoreSettings({ defaultCurrency: "EUR" }))).toBe("EUR")
    expect(countryDefaultCurrency(undefined, settings)).toBe("USD")
  })
  it("uses def, else the first supported", () => {
    expect(countryDefaultCurrency(canada, settings)).toBe("CAD")
    expect(countryDefaultCurrency({ ...canada, currency: { supported: [usd, cad], def: "JPY" } }, settings)).toBe("USD")
    expect(countryDefaultCurrency({ ...canada, currency: { supported: [cad, usd], def: null } }, settings)).toBe("CAD")
  })
})

describe("currentLanguage (platform §4: falls back to en_US)", () => {
  it("takes the asked language by iso or code", () => {
    expect(currentLanguage([english, chinese], [english, chinese], "ZH")).toBe(chinese)
    expect(currentLanguage([english, chinese], [english, chinese], "zh_cn")).toBe(chinese)
  })
  it("falls back to en_US when the asked one is not offered, or none was asked", () => {
    expect(currentLanguage([chinese, english], [chinese, english], "fr")).toBe(english)
    expect(currentLanguage([chinese, english], [chinese, english], undefined)).toBe(english)
    expect(currentLanguage([chinese], [chinese, english], "fr")).toBe(english)
  })
  it("takes the first offered when en_US is nowhere", () => {
    expect(currentLanguage([chinese], [chinese], "fr")).toBe(chinese)
  })
})

describe("headerMenu", () => {
  it("shows a changeable country, a single currency as text and two languages as a toggle", () => {
    const menu = headerMenu({ options, site: "us", settings, shipTo: "us" })
    expect(menu.country).toEqual({ _tag: "Changeable", country: unitedStates, name: "United States" })
    expect(menu.currency.selected).toBe(usd)
    expect(menu.currency.control).toBe("static")
    expect(menu.language.choices.map((l) => l.iso)).toEqual(["en", "es"])
    expect(menu.language.control).toBe("toggle")
    expect(menu.language.selected).toBe(english)
    expect(menu.countries.map((c) => c.countryCode)).toEqual(["US", "CA", "DE", "AE", "CO"])
  })

  it("shows AE as restricted plain text", () => {
    const menu = headerMenu({ options, site: "wd", settings, shipTo: "AE" })
    expect(menu.country._tag).toBe("Restricted")
    expect(menu.country.name).toBe("United Arab Emirates")
    expect(menu.currency.selected.iso).toBe("AED")
  })

  it("lists more than two currencies and languages, keeping a supported uPref currency", () => {
    const menu = headerMenu({ options, site: "eu", settings, shipTo: "DE", currency: "gbp", language: "de" })
    expect(menu.currency.control).toBe("list")
    expect(menu.currency.selected).toBe(gbp)
    expect(menu.language.control).toBe("list")
    expect(menu.language.selected?.iso).toBe("de")
  })

  it("ignores an unsupported uPref currency for the country's default", () => {
    expect(headerMenu({ options, site: "ca", settings, shipTo: "CA", currency: "EUR" }).currency.selected).toBe(cad)
    expect(headerMenu({ options, site: "eu", settings, shipTo: "DE", currency: "DEM" }).currency.selected).toBe(eur)
  })

  it("gives a country with no supported currency the store default", () => {
    const menu = headerMenu({ options, site: "am", settings: makeStoreSettings({ defaultCurrency: "USD" }), shipTo: "CO" })
    expect(menu.currency.selected.iso).toBe("USD")
    expect(menu.currency.control).toBe("static")
  })

  it("falls back to the site's country, and names an unknown one by its code", () => {
    expect(headerMenu({ options, site: "ca", settings }).country.name).toBe("Canada")
    expect(headerMenu({ options, site: "us", settings, shipTo: "XX" }).country).toEqual({ _tag: "Unknown", code: "XX", name: "XX" })
    expect(headerMenu({ options: { ...options, countries: [emirates] }, site: "us", settings, shipTo: "ZZ" }).currency.selected.iso)
      .toBe("USD")
  })
})
