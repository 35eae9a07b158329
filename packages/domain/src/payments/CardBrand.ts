/**
 * Card brands: a number's brand from the configured card types, its code and maximum
 * length, grouping for display, the CVV length, the country rule and a saved card's name.
 * Rules: platform §5 "Saved cards"; loyalty §3 (card brands), §5 "Card form". The codes
 * and their choices are site/CardBrandSettings.ts.
 *
 * Where the spec is silent: a configured entry is used only when its brand, code and
 * pattern are non-empty and the pattern compiles, its maximum only when a whole number from
 * 12 to 19; the minimum length is 12 digits; the country is the ship-to country, else the
 * site's; a brand the list does not name is shown as "Card". Numbers are read without
 * regular expressions and patterns matched inside `withoutTrace` (site/SecretTrace.ts).
 *
 * @since 0.1.0
 */
// the configured card types are site settings (site/CardBrandSettings.ts); the rules here read them
import {
  cardBrandCodes,
  defaultCardBrandPatterns,
  digitsOf,
  houseCardBrand,
  isDigitText,
  withoutTrace,
} from "../site/index.ts"
import { codeOf, memberOf, textOf } from "../kernel/Untrusted.ts"

export { type CardBrandPattern, cardBrandCodes, defaultCardBrandPatterns, houseCardBrand } from "../site/index.ts"

/** The default max length of a card number (loyalty §3, §9: 19). @category constants */
export const defaultCardNumberMaxLength = 19

/** The minimum length of a card number (the spec is silent; 12). @category constants */
export const cardNumberMinLength = 12

/** A number's brand: its type, payment code and maximum length. @category models */
export interface CardBrand {
  readonly brand: string
  readonly code: string
  readonly maxLength: number
}

/** A number that matches no configured entry (loyalty §3: 021). @category constants */
export const defaultCardBrand: CardBrand = { brand: "default", code: cardBrandCodes.default, maxLength: defaultCardNumberMaxLength }

/** A field with no digits: the brand cannot be told (loyalty §3: 000). @category constants */
export const unknownCardBrand: CardBrand = { brand: "unknown", code: cardBrandCodes.unknown, maxLength: defaultCardNumberMaxLength }

/** Keeps digits only (anything but a string has none). @category parsing */
export const cardDigits = (input: unknown): string => digitsOf(input)

interface Entry extends CardBrand {
  readonly pattern: RegExp
}

const maxLengthOf = (value: unknown): number =>
  typeof value === "number" && Number.isInteger(value) && value >= cardNumberMinLength && value <= defaultCardNumberMaxLength
    ? value
    : defaultCardNumberMaxLength

/** A configured entry as it can be used, or undefined when it cannot. */
const entryOf = (entry: unknown): Entry | undefined => {
  const brand = textOf(memberOf(entry, "brand"))
  const code = textOf(memberOf(entry, "code"))
  const source = textOf(memberOf(entry, "pattern"))
  if (brand === "" || code === "" || source === "") return undefined
  try {
    return { brand, code, maxLength: maxLengthOf(memberOf(entry, "maxLength")), pattern: new RegExp(source) }
  } catch {
    return undefined // a malformed configured pattern never matches
  }
}

const entriesOf = (patterns: unknown): ReadonlyArray<unknown> => (Array.isArray(patterns) ? patterns : defaultCardBrandPatterns)

/**
 * The brand of what was typed: the first configured entry whose pattern matches the
 * leading digits; `unknownCardBrand` with no digits, `defaultCardBrand` when nothing
 * matches.
 *
 * @example
 * import { detectCardBrand } from "@outfitter/domain"
 * detectCardBrand("4111").code // => "001"
 * @category detection
 */
export const detectCardBrand = (input: unknown, patterns: unknown = defaultCardBrandPatterns): CardBrand => {
  const digits = cardDigits(input)
  if (digits === "") return unknownCardBrand
  return withoutTrace(() => {
    for (const candidate of entriesOf(patterns)) {
      const entry = entryOf(candidate)
      if (entry?.pattern.test(digits)) return { brand: entry.brand, code: entry.code, maxLength: entry.maxLength }
    }
    return defaultCardBrand
  })
}

/**
 * The CVV length: 4 for amex, else 3.
 *
 * @example
 * import { cvvLengthFor } from "@outfitter/domain"
 * cvvLengthFor("amex") // => 4
 * @category detection
 */
export const cvvLengthFor = (brand: unknown): number => (brand === "amex" ? 4 : 3)

/**
 * Whether a CVV is the brand's length in digits (read without a regex: the CVV stays out
 * of the RegExp statics).
 *
 * @example
 * import { isCvvFor } from "@outfitter/domain"
 * isCvvFor("1234", "amex") // => true
 * isCvvFor("12a", "visa") // => false
 * @category validation
 */
export const isCvvFor = (cvv: unknown, brand: unknown): boolean => isDigitText(cvv) && cvv.length === cvvLengthFor(brand)

/** Whether a brand or code is the house card's (`anf`, in any case). @category detection */
export const isHouseCard = (cardBrand: unknown): boolean => textOf(cardBrand).trim().toLowerCase() === houseCardBrand

const groupsOf = (digits: string, sizes: ReadonlyArray<number>): string => {
  const groups: Array<string> = []
  let start = 0
  for (const size of sizes) {
    if (start >= digits.length) break
    groups.push(digits.slice(start, start + size))
    start += size
  }
  return groups.join(" ")
}

const amexGroups = [4, 6, 5, 4]
const fourGroups = [4, 4, 4, 4, 4]
const groupSizesFor = (brand: unknown) => (memberOf(brand, "brand") === "amex" ? amexGroups : fourGroups)

/**
 * Digits only, cut to the brand's max length, grouped in fours (amex 4-6-5).
 *
 * @example
 * import { formatCardNumber } from "@outfitter/domain"
 * formatCardNumber("378282246310005") // => "3782 822463 10005"
 * @category formatting
 */
export const formatCardNumber = (input: unknown, patterns: unknown = defaultCardBrandPatterns): string => {
  const brand = detectCardBrand(input, patterns)
  const digits = cardDigits(input).slice(0, brand.maxLength)
  return groupsOf(digits, groupSizesFor(brand))
}

/**
 * The longest formatted number of a brand, spaces included (the field's maxlength).
 *
 * @example
 * import { cardNumberDisplayLength, detectCardBrand } from "@outfitter/domain"
 * cardNumberDisplayLength(detectCardBrand("37")) // => 17
 * @category formatting
 */
export const cardNumberDisplayLength = (brand: unknown): number => {
  const maxLength = maxLengthOf(memberOf(brand, "maxLength"))
  return maxLength + groupsOf("0".repeat(maxLength), groupSizesFor(brand)).split(" ").length - 1
}

/**
 * The Luhn checksum of a string of digits (anything else fails).
 *
 * @example
 * import { passesLuhn } from "@outfitter/domain"
 * passesLuhn("4111111111111111") // => true
 * @category validation
 */
export const passesLuhn = (digits: unknown): boolean => {
  if (!isDigitText(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** What a country takes: the brands (all when absent) and whether a gift card. @category models */
export interface CardCountryRule {
  readonly brands?: ReadonlyArray<string>
  readonly giftCard: boolean
}

/**
 * The countries that limit cards (loyalty §5 "Card form"): AE takes only visa and
 * mastercard, and no gift card. A country not listed takes every brand and gift cards.
 *
 * @category constants
 */
export const cardCountryRules: Readonly<Record<string, CardCountryRule>> = {
  AE: { brands: ["visa", "mastercard"], giftCard: false },
}

const ruleFor = (country: unknown): CardCountryRule | undefined => {
  const code = codeOf(country)
  return Object.hasOwn(cardCountryRules, code) ? cardCountryRules[code] : undefined
}

/**
 * Whether a brand ("visa", "amex", …) is accepted for the country (loyalty §5; refused is
 * GEO_FENCE, platform §5).
 *
 * @example
 * import { isBrandAllowedIn } from "@outfitter/domain"
 * isBrandAllowedIn("amex", "AE") // => false
 * @category validation
 */
export const isBrandAllowedIn = (brand: unknown, country: unknown): boolean => {
  const allowed = ruleFor(country)?.brands
  return allowed === undefined || allowed.includes(textOf(brand))
}

/**
 * Whether a gift card may pay in the country (loyalty §5: not in AE).
 *
 * @example
 * import { isGiftCardAllowedIn } from "@outfitter/domain"
 * isGiftCardAllowedIn("AE") // => false
 * @category validation
 */
export const isGiftCardAllowedIn = (country: unknown): boolean => ruleFor(country)?.giftCard ?? true

/**
 * The country the card rules read: the ship-to country when there is one, else the site's.
 *
 * @example
 * import { cardCountryFor } from "@outfitter/domain"
 * cardCountryFor(" ae ", "AU") // => "AE"
 * @category validation
 */
export const cardCountryFor = (shipTo: unknown, siteCountry: unknown): string =>
  codeOf(shipTo) || codeOf(siteCountry)

/** The names saved cards are shown by, by brand. @category constants */
export const cardBrandNames: Readonly<Record<string, string>> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  jcb: "JCB",
  [houseCardBrand]: "House card",
}

/** The name shown for a brand this list does not name. @category constants */
export const genericCardName = "Card"

/**
 * The name a saved card is shown by, from its brand or its payment code (as the wallet
 * reads it: "001", "visa", "VISA", "anf"); the configured entries map a code to its brand.
 *
 * @example
 * import { cardBrandName } from "@outfitter/domain"
 * cardBrandName("002") // => "Mastercard"
 * @category display
 */
export const cardBrandName = (cardBrand: unknown, patterns: unknown = defaultCardBrandPatterns): string => {
  const key = textOf(cardBrand).trim().toLowerCase()
  const byCode = entriesOf(patterns).map(entryOf).find((entry) => entry !== undefined && entry.code.toLowerCase() === key)
  const brand = byCode?.brand ?? key
  return Object.hasOwn(cardBrandNames, brand) ? cardBrandNames[brand]! : genericCardName
}
