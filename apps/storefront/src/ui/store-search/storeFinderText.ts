/**
 * The store finder's words: labels and messages the spec leaves to the page. None of
 * them decides anything; the rules are the domain's.
 */
import { postalCodeNotFoundMessage, type RadiusUnit, type SearchBrand } from "@outfitter/domain"

/** Radius choices offered in the form (the service clamps anything over its limit). */
export const radiusChoices = [10, 25, 50, 100] as const
export const defaultRadiusChoice = 25

export const unitLabels: Readonly<Record<RadiusUnit, { readonly long: string; readonly short: string }>> = {
  SMI: { long: "miles", short: "mi" },
  KTM: { long: "kilometres", short: "km" },
}

/** Names of the search brands (platform §3: adult, hollister/teen, youth). */
export const searchBrandLabels: Readonly<Record<SearchBrand, string>> = {
  ACF: "Adult",
  HOL: "Teen",
  KID: "Kids",
}

export const finderMessages = {
  zipRequired: "Enter a zip or postal code to search.",
  // the CLI's `stores search --postal-code` says the same: the text lives in the domain
  zipNotFound: postalCodeNotFoundMessage,
  searchFailed: "We couldn't load stores just now. Please try again.",
  geolocationUnsupported: "Your browser can't share your location. Enter a zip or postal code instead.",
  geolocationDenied: "Location access is turned off for this site. Allow it in your browser, or enter a zip or postal code instead.",
  geolocationUnavailable: "We couldn't get your location. Try again, or enter a zip or postal code instead.",
  locating: "Finding your location…",
  legal: "Product availability, prices and promotions may vary by store. Store hours may change on holidays.",
} as const

/** The display name of a country code ("DE" → "Germany"), or the code itself. */
export const countryDisplayName = (code: string): string => {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
