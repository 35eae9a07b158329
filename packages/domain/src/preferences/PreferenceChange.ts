/**
 * What the page does after a preference change: a pure decision the page carries out.
 * Rules: platform §4 "Changing country, language or currency".
 *
 * Where the spec is silent: the parameters are `facet` and `departmentId`; "the language
 * changed" compares the answer's language (or the one asked for) without regard to case;
 * the gender preference is a flag the page clears. A value of the wrong type reads as
 * absent, and a flag is on only when `true`.
 *
 * @since 0.1.0
 */
import type { UPref } from "../cookies/index.ts"
import * as Result from "effect/Result"
import { fieldsOf, stringOf, stringsOf, textOf, trimmedOf } from "../kernel/Untrusted.ts"
import { removeQueryParams, replaceLanguageInPath, safeRedirect, type UnsafeRedirect } from "../site/index.ts"
import type { StoreSettings } from "../site/index.ts"
import { countryDefaultCurrency, findCountry } from "./HeaderMenu.ts"
import type { Country, PreferenceUpdateResponse } from "./PreferenceOptionsSchema.ts"

/**
 * The query parameters the outcome removes.
 *
 * @category constants
 */
export const preferenceChangeParams = { facet: "facet", departmentId: "departmentId" } as const

/** @category models */
export type PreferencePageType = "search" | "category" | "androidCheckout" | "other"

/** @category models */
export type PreferenceChangeOutcome =
  | { readonly _tag: "TransferBag"; readonly url: string; readonly clearGenderPreference: true }
  /** The transferBag url is not a path on this site nor an allowed origin: not followed (the page reloads on its own site). */
  | { readonly _tag: "RefusedRedirect"; readonly error: UnsafeRedirect }
  | { readonly _tag: "SetCurrencyThenReload"; readonly country: string; readonly currency: string }
  | { readonly _tag: "SetLanguageThenNavigate"; readonly language: string; readonly url: string }
  | { readonly _tag: "NativeReload" }
  | { readonly _tag: "NavigateWithoutFilters"; readonly url: string }
  | { readonly _tag: "Reload" }

/** @category models */
export interface PreferenceChangeInput {
  /** What the visitor changed. */
  readonly change: { readonly _tag: "Country"; readonly country: string } | { readonly _tag: "Language"; readonly language: string }
  readonly response: PreferenceUpdateResponse
  /** The language in effect before the change (iso). */
  readonly currentLanguage: string | undefined
  readonly settings: Pick<StoreSettings, "currencyFeature" | "siteExperience" | "defaultCurrency">
  readonly countries: ReadonlyArray<Country>
  readonly pageType: PreferencePageType
  /** The current address (path with query, or absolute). */
  readonly currentUrl: string
  /** Origins besides the page's own that a transferBag url may send the visitor to (the other sites' hosts). */
  readonly allowedOrigins?: ReadonlyArray<string> | undefined
}


/**
 * Decides what happens after a successful preference update.
 *
 * @example
 * import { decidePreferenceChange, makeStoreSettings } from "@outfitter/domain"
 * decidePreferenceChange({
 *   change: { _tag: "Country", country: "FR" },
 *   response: { transferBag: true, url: "/shop/eu-fr?facet=red" },
 *   currentLanguage: "en", settings: makeStoreSettings(), countries: [], pageType: "other", currentUrl: "/shop/us",
 * }) // => { _tag: "TransferBag", url: "/shop/eu-fr", clearGenderPreference: true }
 * @category decisions
 */
export const decidePreferenceChange = (given: PreferenceChangeInput): PreferenceChangeOutcome => {
  const input = fieldsOf(given)
  const response = fieldsOf(input["response"])
  const settings = fieldsOf(input["settings"])
  const change = fieldsOf(input["change"])
  const currentUrl = textOf(input["currentUrl"])
  const pageType = input["pageType"]
  const url = trimmedOf(response["url"])
  if (response["transferBag"] === true && url !== undefined) {
    const target = safeRedirect(removeQueryParams(url, [preferenceChangeParams.facet]), {
      currentUrl,
      allowedOrigins: stringsOf(input["allowedOrigins"]),
    })
    return Result.isSuccess(target)
      ? { _tag: "TransferBag", url: target.success, clearGenderPreference: true }
      : { _tag: "RefusedRedirect", error: target.failure }
  }
  const country = trimmedOf(response["country"])
  if ((settings["currencyFeature"] === true || settings["siteExperience"] === true) && country !== undefined) {
    return {
      _tag: "SetCurrencyThenReload",
      country: country.toUpperCase(),
      currency: countryDefaultCurrency(findCountry(input["countries"] as ReadonlyArray<Country>, country), settings as Pick<StoreSettings, "defaultCurrency">),
    }
  }
  const language = trimmedOf(response["language"]) ?? (change["_tag"] === "Language" ? trimmedOf(change["language"]) : undefined)
  if (language !== undefined && language.toLowerCase() !== stringOf(input["currentLanguage"])?.toLowerCase()) {
    return { _tag: "SetLanguageThenNavigate", language, url: replaceLanguageInPath(currentUrl, language) }
  }
  if (change["_tag"] === "Country" && pageType === "androidCheckout") return { _tag: "NativeReload" }
  if (pageType === "search" || pageType === "category") {
    return {
      _tag: "NavigateWithoutFilters",
      url: removeQueryParams(currentUrl, [preferenceChangeParams.departmentId, preferenceChangeParams.facet]),
    }
  }
  return { _tag: "Reload" }
}

/**
 * The uPref after a successful country change: the new ship-to country and, when the
 * outcome sets it, the currency. The real service sets this cookie itself; a host whose
 * service cannot (the embedded fixtures) writes it from here.
 *
 * @category constructors
 */
export const uPrefAfterCountryChange = (
  pref: UPref,
  country: string,
  countries: ReadonlyArray<Country>,
  settings: Pick<StoreSettings, "defaultCurrency">,
): UPref => ({
  ...fieldsOf(pref),
  shipTo: textOf(country).toUpperCase(),
  cur: countryDefaultCurrency(findCountry(countries, country), settings),
})

/**
 * Currency change failure (platform §4): write the chosen currency into uPref, then reload.
 *
 * @example
 * import { currencyChangeFailure } from "@outfitter/domain"
 * currencyChangeFailure({ shipTo: "FR" }, "EUR") // => { uPref: { shipTo: "FR", cur: "EUR" }, next: "Reload" }
 * @category decisions
 */
export const currencyChangeFailure = (pref: UPref, currency: string): { readonly uPref: UPref; readonly next: "Reload" } => ({
  uPref: { ...fieldsOf(pref), cur: textOf(currency).trim().toUpperCase() },
  next: "Reload",
})
