/**
 * The store finder's choices and formats: the radius choices, and the numbers and country
 * names it writes in the page's locale. Its words are the catalogue's (`storesText`,
 * src/site/text/en/stores.ts; the domain's own messages, such as "zip not found", stay in
 * the domain); none of them decides anything, the rules are the domain's.
 */

/** Radius choices offered in the form (the service clamps anything over its limit). */
export const radiusChoices = [10, 25, 50, 100] as const
export const defaultRadiusChoice = 25

const numberFormats = new Map<string, Intl.NumberFormat>()

/**
 * A count, radius, distance or page number as the locale writes it: every digit it has
 * (a distance comes rounded to tenths, a radius as the service sent it), so en-US shows
 * what the number itself reads (3.2, 25) and es-US and de-DE their own (3.2, 3,2).
 */
export const formatFinderNumber = (value: number, locale: string): string => {
  const format = numberFormats.get(locale) ?? new Intl.NumberFormat(locale, { maximumFractionDigits: 20 })
  numberFormats.set(locale, format)
  return format.format(value)
}

/** The display name of a country code in the page's locale ("DE" → "Germany" in en-US), or the code itself. */
export const countryDisplayName = (code: string, locale = "en"): string => {
  try {
    return new Intl.DisplayNames([locale], { type: "region" }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
