/**
 * The card types a store accepts, as a setting (`StoreSettings.cardBrandPatterns`); the
 * rules that read it are payments/CardBrand.ts. Rules: loyalty §3 (card brands); platform
 * §3 "Saved cards and the payment provider".
 *
 * Where the spec is silent: the house card's code is `anf` (the name the wallet reads it
 * by) and its pattern `60xx88`, 16 digits; `default` (021) keeps the default maximum and is
 * accepted wherever every brand is; `unknown` (000) is a field with no digits yet.
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
