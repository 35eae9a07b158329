/**
 * Money and dates as the storefront writes them: Intl's formats for the storefront's
 * locale (its pages are in US English on every site), amounts summed in whole cents so
 * that no float sum shows as 19.990000000000002.
 *
 * @since 0.6.0
 */

/** The locale the storefront's pages format numbers and dates in. @category constants */
export const storefrontLocale = "en-US"

/**
 * An amount in a currency, or undefined when the amount is not a finite number or Intl does
 * not know the currency (or the locale).
 *
 * @example
 * import { formatMoney } from "@outfitter/domain"
 * formatMoney(1234.5, "USD") // => "$1,234.50"
 * formatMoney(10, "EUR") // => "€10.00"
 * formatMoney(10, "??") // => undefined
 * @category formatting
 */
export const formatMoney = (amount: number, currency: string, locale: string = storefrontLocale): string | undefined => {
  if (typeof amount !== "number" || !Number.isFinite(amount) || typeof currency !== "string") return undefined
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount)
  } catch {
    return undefined
  }
}

/**
 * Whole cents of an amount (19.99 → 1999); anything that is not a finite number is 0.
 *
 * @category formatting
 */
export const centsOf = (amount: unknown): number => (typeof amount === "number" && Number.isFinite(amount) ? Math.round(amount * 100) : 0)

/**
 * An instant as a long date in UTC ("March 4, 2025"), or "" when the text is not a date.
 *
 * @example
 * import { formatLongDate } from "@outfitter/domain"
 * formatLongDate("2025-03-04T10:00:00Z") // => "March 4, 2025"
 * formatLongDate("soon") // => ""
 * @category formatting
 */
export const formatLongDate = (instant: unknown, locale: string = storefrontLocale): string => {
  const time = typeof instant === "string" ? Date.parse(instant) : Number.NaN
  if (Number.isNaN(time)) return ""
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(time)
  } catch {
    return ""
  }
}
