/**
 * Card brands (platform §3 "Saved payment card", §5 "Saved cards"): detection from a
 * configured list of patterns, digits-only input grouped for display, CVV length, and the
 * geo-fence rule by country.
 *
 * Where the spec is silent:
 * - a pattern is a regular expression tested against the leading digits; the first match
 *   in list order wins; a pattern without `maxLength` allows 19 digits;
 * - the minimum length of a card number is 12 digits (the shortest issued PANs), and the
 *   Luhn check applies to every brand except the house card `anf`;
 * - grouping is in fours, except amex 4-6-5;
 * - a brand may list the countries it is accepted in (`countries`); a brand valid
 *   elsewhere but not for the shopper's country fails with GEO_FENCE;
 * - the CVV is validated (4 digits for amex, else 3) but never sent: the spec's add call
 *   has no CVV field.
 *
 * @since 0.1.0
 */
// the configured card brands are site settings (site/CardBrandSettings.ts); the rules here read them
import { type CardBrandPattern, defaultCardBrandPatterns } from "../site/CardBrandSettings.ts"

export { type CardBrandPattern, defaultCardBrandPatterns, houseCardBrand } from "../site/CardBrandSettings.ts"

/** The default max length of a card number (platform issue: 19). @category constants */
export const defaultCardNumberMaxLength = 19

/** The minimum length of a card number (the spec is silent; 12). @category constants */
export const cardNumberMinLength = 12

/** Keeps digits only. @category parsing */
export const cardDigits = (input: string): string => input.replace(/\D+/g, "")

/**
 * The brand whose pattern matches the leading digits, or undefined.
 *
 * @example
 * import { detectCardBrand } from "@outfitter/domain"
 * detectCardBrand("4111")?.brand // => "visa"
 * @category detection
 */
export const detectCardBrand = (
  input: string,
  patterns: ReadonlyArray<CardBrandPattern> = defaultCardBrandPatterns,
): CardBrandPattern | undefined => {
  const digits = cardDigits(input)
  if (digits.length === 0) return undefined
  return patterns.find((entry) => {
    try {
      return new RegExp(entry.pattern).test(digits)
    } catch {
      return false // a malformed configured pattern never matches
    }
  })
}

/** The max digits for a brand (default 19). @category detection */
export const maxLengthFor = (brand: CardBrandPattern | undefined): number => brand?.maxLength ?? defaultCardNumberMaxLength

/** The CVV length: 4 for amex, else 3. @category detection */
export const cvvLengthFor = (brand: string | undefined): number => (brand === "amex" ? 4 : 3)

/** The payment code sent on add. @category detection */
export const paymentCodeFor = (brand: CardBrandPattern): string => brand.paymentCode ?? brand.brand.toUpperCase()

/**
 * Digits only, cut to the brand's max length, grouped in fours (amex 4-6-5).
 *
 * @example
 * import { formatCardNumber } from "@outfitter/domain"
 * formatCardNumber("378282246310005") // => "3782 822463 10005"
 * @category formatting
 */
export const formatCardNumber = (
  input: string,
  patterns: ReadonlyArray<CardBrandPattern> = defaultCardBrandPatterns,
): string => {
  const brand = detectCardBrand(input, patterns)
  const digits = cardDigits(input).slice(0, maxLengthFor(brand))
  const groups: Array<string> = []
  if (brand?.brand === "amex") {
    for (const [start, end] of [[0, 4], [4, 10], [10, 15]] as const) {
      const part = digits.slice(start, end)
      if (part.length > 0) groups.push(part)
    }
    return groups.join(" ")
  }
  for (let index = 0; index < digits.length; index += 4) groups.push(digits.slice(index, index + 4))
  return groups.join(" ")
}

/** The Luhn checksum. @category validation */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

/**
 * Whether a brand is accepted for the country (the geo-fence rule, platform §5).
 *
 * @category validation
 */
export const isBrandAllowedIn = (brand: CardBrandPattern, country: string): boolean =>
  brand.countries === undefined || brand.countries.includes(country.toUpperCase())
