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
 * The locale a page formats in and declares (`<html lang>`): the address's language (the
 * `-{language}` of /shop/{site}-{language}, platform §2) as a BCP 47 tag, in the region the
 * language names (`zh_CN` → zh-CN) or else the site's country (`es` on the US site →
 * es-US); without a language, or with one Intl does not know, the storefront's locale.
 *
 * @example
 * import { pageLocale } from "@outfitter/domain"
 * pageLocale("US", "es") // => "es-US"
 * pageLocale("DE", "fr") // => "fr-DE"
 * pageLocale("CN", "zh_CN") // => "zh-CN"
 * pageLocale("US", undefined) // => "en-US"
 * pageLocale("US", "not a language") // => "en-US"
 * @category formatting
 */
export const pageLocale = (country: unknown, language: unknown): string => {
  if (typeof language !== "string" || !/^[A-Za-z]{2,3}(?:[_-][A-Za-z]{2}|[_-]\d{3})?$/.test(language)) return storefrontLocale
  const [code = "", region] = language.split(/[_-]/)
  const tag = `${code.toLowerCase()}-${(region ?? (typeof country === "string" ? country : "")).toUpperCase()}`.replace(/-$/, "")
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? storefrontLocale
  } catch {
    return storefrontLocale
  }
}

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
 * An amount the storefront works out itself, written in the style of an amount the service
 * formatted on the same page (`…Fmt`, shown as sent): the sample's text before and after
 * its digits (its symbol, a code such as " CAD"), its decimal and group separators and its
 * number of decimals. So a total beside the service's "¥399.00" reads "¥1,197.00", never
 * "CN¥1,197.00", and one beside "$35.00" on an Australian order never "A$90.00". With no
 * sample that has digits, Intl's format in the locale with the currency's narrow symbol.
 * Undefined when the amount is not a finite number, or there is no sample and Intl does
 * not know the currency.
 *
 * @example
 * import { formatMoneyLike } from "@outfitter/domain"
 * formatMoneyLike(1197, "CNY", "¥399.00") // => "¥1,197.00"
 * formatMoneyLike(90, "AUD", "$35.00") // => "$90.00"
 * formatMoneyLike(1234.5, "EUR", "19,99 €") // => "1.234,50 €"
 * formatMoneyLike(25, "CAD", "$10.00 CAD") // => "$25.00 CAD"
 * formatMoneyLike(90, "AUD", undefined) // => "$90.00"
 * @category formatting
 */
export const formatMoneyLike = (amount: number, currency: string, sample: unknown, locale: string = storefrontLocale): string | undefined => {
  if (typeof amount !== "number" || !Number.isFinite(amount)) return undefined
  const style = typeof sample === "string" ? styleOf(sample) : undefined
  if (style === undefined) {
    if (typeof currency !== "string") return undefined
    try {
      return new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol" }).format(amount)
    } catch {
      return formatMoney(amount, currency, locale)
    }
  }
  const [whole = "0", fraction = ""] = Math.abs(amount).toFixed(style.decimals).split(".")
  const grouped = style.group === "" ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group)
  const number = style.decimals === 0 ? grouped : `${grouped}${style.decimal}${fraction}`
  return `${amount < 0 ? "-" : ""}${style.prefix}${number}${style.suffix}`
}

interface MoneyStyle {
  readonly prefix: string
  readonly suffix: string
  readonly decimal: string
  readonly group: string
  readonly decimals: number
}

const isDigitChar = (character: string | undefined): boolean => character !== undefined && character >= "0" && character <= "9"

/** How a formatted amount is written, or undefined when it has no digits. */
const styleOf = (sample: string): MoneyStyle | undefined => {
  const text = sample.trim()
  const characters = [...text]
  const first = characters.findIndex(isDigitChar)
  if (first < 0) return undefined
  let last = characters.length - 1
  while (!isDigitChar(characters[last])) last -= 1
  const prefix = characters.slice(0, first).join("").replace(/^[-−]\s*/u, "").replace(/[-−]$/u, "")
  const suffix = characters.slice(last + 1).join("")
  const body = characters.slice(first, last + 1)
  // the decimal separator is the last non-digit when 1 to 3 digits follow it and it is not the only group mark
  const marks = body.map((c, index) => [c, index] as const).filter(([c]) => !isDigitChar(c))
  const lastMark = marks.at(-1)
  const trailing = lastMark === undefined ? 0 : body.length - 1 - lastMark[1]
  const isDecimal = lastMark !== undefined && trailing >= 1 && trailing <= 2 &&
    marks.filter(([c]) => c === lastMark[0]).length === 1
  const groupMark = marks.find(([c]) => !isDecimal || c !== lastMark?.[0])?.[0]
  return {
    prefix,
    suffix,
    decimal: isDecimal ? lastMark[0] : ".",
    group: groupMark ?? (isDecimal && lastMark[0] === "," ? "." : isDecimal ? "," : ","),
    decimals: isDecimal ? trailing : 0,
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
