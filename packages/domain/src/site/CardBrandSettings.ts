/**
 * The card brands a store accepts, as a setting (platform §3 "Saved payment card", §5
 * "Saved cards"): each brand's leading-digit pattern, payment code, length and countries.
 * A site setting (StoreSettings.cardBrandPatterns), so it lives with the settings; the
 * payment rules that read it are in payments/CardBrand.ts.
 *
 * @since 0.1.0
 */

/** The house card brand: no expiry, no first six (platform §3). @category constants */
export const houseCardBrand = "anf"

/** @category models */
export interface CardBrandPattern {
  /** The brand code, for example "visa", "amex", "anf". */
  readonly brand: string
  /** The payment code sent as cardBrand on add (platform §7); defaults to the brand upper-cased. */
  readonly paymentCode?: string
  /** A regular expression source tested against the leading digits. */
  readonly pattern: string
  /** Max digits; default 19. */
  readonly maxLength?: number
  /** The countries (ISO codes) this brand is accepted in; absent means everywhere. */
  readonly countries?: ReadonlyArray<string>
}

/**
 * The patterns Outfitter ships with.
 *
 * @category constants
 */
export const defaultCardBrandPatterns: ReadonlyArray<CardBrandPattern> = [
  { brand: houseCardBrand, paymentCode: "ANF", pattern: "^60\\d{2}88", maxLength: 16 },
  { brand: "amex", paymentCode: "AMEX", pattern: "^3[47]", maxLength: 15 },
  { brand: "visa", paymentCode: "VISA", pattern: "^4" },
  { brand: "mastercard", paymentCode: "MASTERCARD", pattern: "^(5[1-5]|2[2-7])", maxLength: 16 },
  { brand: "discover", paymentCode: "DISCOVER", pattern: "^(6011|65|64[4-9])", countries: ["US", "CA"] },
  { brand: "jcb", paymentCode: "JCB", pattern: "^35", countries: ["JP", "CN", "US"] },
]

