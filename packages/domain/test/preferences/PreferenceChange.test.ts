import { describe, expect, it } from "vitest"
import {
  currencyChangeFailure,
  decidePreferenceChange,
  type PreferenceChangeInput,
  uPrefAfterCountryChange,
} from "../../src/preferences/PreferenceChange.ts"
import { makeStoreSettings } from "../../src/site/StoreSettings.ts"
import { options } from "./examples.ts"

const base: PreferenceChangeInput = {
  change: { _tag: "Country", country: "CA" },
  response: { transferBag: false },
  currentLanguage: "en",
  settings: makeStoreSettings(),
  countries: options.countries,
  pageType: "other",
  currentUrl: "/shop/us/stores?facet=red&departmentId=12&brand=kids",
}

describe("decidePreferenceChange (platform §4, in the spec's order)", () => {
  it("1. transfers the bag: navigates to the url without facet, gender preference cleared", () => {
    expect(decidePreferenceChange({ ...base, response: { transferBag: true, url: "/shop/eu-fr?facet=a&x=1", country: "FR", language: "fr" }, settings: makeStoreSettings({ currencyFeature: true }) }))
      .toEqual({ _tag: "TransferBag", url: "/shop/eu-fr?x=1", clearGenderPreference: true })
  })
  it("1. follows the url only to this site or an allowed origin; anything else is refused with UnsafeRedirect", () => {
    for (const url of ["//evil.example/shop/eu-fr", "https://evil.example/shop/eu-fr", "javascript:alert(1)", "//"]) {
      const outcome = decidePreferenceChange({ ...base, response: { transferBag: true, url } })
      expect(outcome._tag, url).toBe("RefusedRedirect")
      expect(outcome._tag === "RefusedRedirect" && outcome.error._tag).toBe("UnsafeRedirect")
    }
    expect(decidePreferenceChange({
      ...base,
      currentUrl: "https://www.outfitter.example/shop/us",
      allowedOrigins: ["https://www.outfitter.example.fr"],
      response: { transferBag: true, url: "https://www.outfitter.example.fr/shop/eu-fr?facet=a" },
    })).toEqual({ _tag: "TransferBag", url: "https://www.outfitter.example.fr/shop/eu-fr", clearGenderPreference: true })
  })
  it("1. needs both transferBag and a url", () => {
    expect(decidePreferenceChange({ ...base, response: { transferBag: true, url: null } })._tag).toBe("Reload")
    expect(decidePreferenceChange({ ...base, response: { transferBag: false, url: "/shop/eu" } })._tag).toBe("Reload")
  })
  it("2. with the currency or site-experience feature, sets the country's default currency then reloads", () => {
    for (const flags of [{ currencyFeature: true }, { siteExperience: true }]) {
      expect(decidePreferenceChange({ ...base, response: { transferBag: false, country: "ca", language: "fr" }, settings: makeStoreSettings(flags) }))
        .toEqual({ _tag: "SetCurrencyThenReload", country: "CA", currency: "CAD" })
    }
    expect(decidePreferenceChange({ ...base, response: { transferBag: false, country: "CO" }, settings: makeStoreSettings({ currencyFeature: true, defaultCurrency: "EUR" }) }))
      .toEqual({ _tag: "SetCurrencyThenReload", country: "CO", currency: "EUR" })
  })
  it("2. does not apply without a feature or without a country", () => {
    expect(decidePreferenceChange({ ...base, response: { transferBag: false, country: "CA" } })._tag).toBe("Reload")
    expect(decidePreferenceChange({ ...base, response: { transferBag: false, country: "" }, settings: makeStoreSettings({ currencyFeature: true }) })._tag)
      .toBe("Reload")
  })
  it("3. a changed language writes languageFix and navigates with the language replaced", () => {
    expect(decidePreferenceChange({ ...base, change: { _tag: "Language", language: "fr" }, response: { transferBag: false, language: "fr" } }))
      .toEqual({ _tag: "SetLanguageThenNavigate", language: "fr", url: "/shop/us-fr/stores?facet=red&departmentId=12&brand=kids" })
    expect(decidePreferenceChange({ ...base, change: { _tag: "Language", language: "es" }, response: { transferBag: false } }))
      .toMatchObject({ _tag: "SetLanguageThenNavigate", language: "es" })
  })
  it("3. the same language (any case) is not a change", () => {
    expect(decidePreferenceChange({ ...base, change: { _tag: "Language", language: "EN" }, response: { transferBag: false, language: "EN" } })._tag)
      .toBe("Reload")
  })
  it("4. a country change on an Android checkout calls the native reload; a language change does not", () => {
    expect(decidePreferenceChange({ ...base, pageType: "androidCheckout" })).toEqual({ _tag: "NativeReload" })
    expect(decidePreferenceChange({ ...base, pageType: "androidCheckout", change: { _tag: "Language", language: "en" }, response: { transferBag: false, language: "en" } })._tag)
      .toBe("Reload")
  })
  it("4. search and category pages drop the department id and facet parameters", () => {
    for (const pageType of ["search", "category"] as const) {
      expect(decidePreferenceChange({ ...base, pageType })).toEqual({ _tag: "NavigateWithoutFilters", url: "/shop/us/stores?brand=kids" })
    }
  })
  it("5. otherwise reloads", () => {
    expect(decidePreferenceChange(base)).toEqual({ _tag: "Reload" })
  })
})

describe("uPref updates", () => {
  it("a country change writes shipTo and the country's default currency, keeping the store ids", () => {
    expect(uPrefAfterCountryChange({ psid: "10042", cur: "USD", shipTo: "US" }, "de", options.countries, makeStoreSettings()))
      .toEqual({ psid: "10042", shipTo: "DE", cur: "EUR" })
  })
  it("a currency change failure writes the chosen currency, then reloads", () => {
    expect(currencyChangeFailure({ shipTo: "DE", cur: "EUR", ssid: "1" }, " gbp ")).toEqual({ uPref: { shipTo: "DE", cur: "GBP", ssid: "1" }, next: "Reload" })
  })
})

describe("answers and input of the wrong type", () => {
  it("reload when the input is not an object", () => {
    expect(decidePreferenceChange(null as never)).toEqual({ _tag: "Reload" })
  })
  it("read a transferBag that is not true, flags that are not true and a url that is not text as absent", () => {
    const input = {
      change: { _tag: "Country", country: "FR" },
      response: { transferBag: "yes", url: "/shop/eu-fr", country: "FR" },
      currentLanguage: 5,
      settings: { currencyFeature: "on", siteExperience: 1, defaultCurrency: "USD" },
      countries: "all",
      pageType: "search",
      currentUrl: null,
    }
    expect(decidePreferenceChange(input as never)).toEqual({ _tag: "NavigateWithoutFilters", url: "/" })
  })
  it("write a country or currency that is not text as empty, keeping the other preferences", () => {
    expect(uPrefAfterCountryChange(null as never, 5 as never, [], makeStoreSettings())).toEqual({ shipTo: "", cur: "USD" })
    expect(currencyChangeFailure({ shipTo: "FR" }, null as never)).toEqual({ uPref: { shipTo: "FR", cur: "" }, next: "Reload" })
  })
})
