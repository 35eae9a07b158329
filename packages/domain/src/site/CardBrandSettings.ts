/**
 * The card types a store accepts, as a setting (loyalty §3 "Card brand codes"; platform §3
 * "Saved payment card", §7): a configured list of entries, each with its type (the brand),
 * its payment code, a regular expression over the leading digits and a maximum length
 * (19 unless set). A site setting (StoreSettings.cardBrandPatterns), so it lives with the
 * settings; the payment rules that read it are in payments/CardBrand.ts.
 *
 * The payment codes: 001 visa, 002 mastercard, 003 amex, 004 discover, 007 jcb, 021
 * default, 000 unknown. The code, never the brand's name, is what the wallet's add call
 * sends as `cardBrand` (platform §7).
 *
 * Where the spec is silent:
 * - the house card (brand `anf`, the store's own card) has no numeric code in the list; its
 *   code is `anf`, the name the wallet already reads it by (platform §3 "the house card
 *   brand 'anf'"), so a house card reads back as it was sent;
 * - `default` (021) is a number that matches no configured entry: it keeps the default
 *   maximum (19) and is accepted wherever the country allows every brand; `unknown` (000)
 *   is a field with no digits yet, whose brand cannot be told (never sent: an empty number
 *   fails the form);
 * - the house card's pattern is `60xx88`, 16 digits.
 *
 * @since 0.1.0
 */

/** The house (store) card's brand: no expiry asked, no first six (platform §3). @category constants */
export const houseCardBrand = "anf"

/**
 * The payment codes of the card types (loyalty §3), and the house card's (`anf`, see the
 * module's choices).
 *
 * @category constants
 */
export const cardBrandCodes = {
  visa: "001",
  mastercard: "002",
  amex: "003",
  discover: "004",
  jcb: "007",
  default: "021",
  unknown: "000",
  anf: houseCardBrand,
} as const

/** A card type entry of the configured list. @category models */
export interface CardBrandPattern {
  /** The card type, for example "visa", "amex", "anf". */
  readonly brand: string
  /** The payment code sent as cardBrand on add (platform §7), for example "001". */
  readonly code: string
  /** A regular expression source tested against the leading digits. */
  readonly pattern: string
  /** Max digits; 19 when absent. */
  readonly maxLength?: number
}

/**
 * The entries Outfitter ships with, in the order they are tried.
 *
 * @category constants
 */
export const defaultCardBrandPatterns: ReadonlyArray<CardBrandPattern> = [
  { brand: houseCardBrand, code: cardBrandCodes.anf, pattern: "^60\\d{2}88", maxLength: 16 },
  { brand: "amex", code: cardBrandCodes.amex, pattern: "^3[47]", maxLength: 15 },
  { brand: "visa", code: cardBrandCodes.visa, pattern: "^4" },
  { brand: "mastercard", code: cardBrandCodes.mastercard, pattern: "^(5[1-5]|2[2-7])", maxLength: 16 },
  { brand: "discover", code: cardBrandCodes.discover, pattern: "^(6011|65|64[4-9])" },
  { brand: "jcb", code: cardBrandCodes.jcb, pattern: "^35" },
]
