import { describe, expect, it } from "vitest"
import {
  choiceControl,
  countryCurrencies,
  countryDefaultCurrency,
  currencyFromIso,
  currentLanguage,
  findCountry,
  headerMenu,
  isShippingRestricted,
  shippingRestrictedCountries,
  siteLanguages,
} from "../../src/preferences/HeaderMenu.ts"
import { makeStoreSettings } from "../../src/site/StoreSettings.ts"
import { cad, canada, chinese, colombia, emirates, english, eur, gbp, germany, options, spanish, usd, unitedStates } from "./examples.ts"

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

describe("options of the wrong shape (the service's answer is outside data)", () => {
  it("leaves out a ship-to country that lacks currency, as if not offered, instead of throwing", () => {
    const { currency: _dropped, ...withoutCurrency } = unitedStates
    const menu = headerMenu({ options: { ...options, countries: [withoutCurrency as never, canada] }, site: "us", settings, shipTo: "US" })
    expect(menu.country).toEqual({ _tag: "Unknown", code: "US", name: "US" })
    expect(menu.currency.selected.iso).toBe("USD")
    expect(menu.countries).toEqual([canada])
  })

  it("leaves out currencies and languages whose fields are not of their types", () => {
    const broken = { ...canada, currency: { supported: [null, { iso: 5 }, cad], def: 7 } }
    expect(countryCurrencies(broken as never, settings)).toEqual([cad])
    expect(countryDefaultCurrency(broken as never, settings)).toBe("CAD")
    expect(siteLanguages([null, { ...english, regions: "us" }, spanish] as never, "us")).toEqual([spanish])
    expect(currentLanguage([spanish, null] as never, "all" as never, 5 as never)).toBe(spanish)
  })

  it("reads an input that is not an object as the US site with no options and the store default currency", () => {
    const menu = headerMenu(null as never)
    expect(menu.country).toEqual({ _tag: "Unknown", code: "US", name: "US" })
    expect(menu.currency.selected).toEqual(currencyFromIso(makeStoreSettings().defaultCurrency))
    expect(menu.language).toEqual({ selected: undefined, choices: [], control: "static" })
  })

  it("reads a site that is not a site code as the US site, and settings without a currency as the store default", () => {
    const menu = headerMenu({ options, site: "atlantis" as never, settings: { defaultCurrency: 9 } as never })
    expect(menu.country).toEqual({ _tag: "Changeable", country: unitedStates, name: "United States" })
    expect(countryCurrencies(undefined, null as never)).toEqual([currencyFromIso("USD")])
    expect(isShippingRestricted(5 as never)).toBe(false)
    expect(findCountry("US" as never, "US")).toBeUndefined()
  })
})

describe("choiceControl: a count that is not a number", () => {
  it("is plain text", () => {
    expect(choiceControl("3" as never)).toBe("static")
    expect(choiceControl(JSON.parse('{"toString":[],"valueOf":{}}') as never)).toBe("static")
  })
})
