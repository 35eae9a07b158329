/**
 * What each card field shows as the shopper types or pastes, shared by the saved-card modal
 * and the re-authorisation form; the checks on submit are CardForm.ts. Rules: loyalty §5
 * "Card form", §9.
 *
 * Where the spec is silent: a month of 00 becomes 01 and one above 12 becomes 12; a 1 or 0
 * alone waits for the second digit, and a separator after one digit ends the month; the
 * separator shows only once a year digit follows; a four-digit year keeps its last two
 * digits.
 *
 * @since 0.3.0
 */
import { textOf } from "../kernel/Untrusted.ts"
import { isDigitText } from "../site/index.ts"
import { type CardBrand, cardDigits, cvvLengthFor, defaultCardBrandPatterns, detectCardBrand, isHouseCard } from "./CardBrand.ts"

/** A pasted card number is formatted this long after the paste (loyalty §5, §9). @category constants */
export const cardPasteFormatDelayMs = 100

/** Between the month and the year of the expiry field. @category constants */
export const expirySeparator = " / "

/**
 * Whether a card field takes a key pressed (loyalty §5: keypress accepts only digits): a
 * printable key only if it is a digit; a named key (Backspace, Tab, an arrow) always.
 *
 * @example
 * import { cardInputAcceptsKey } from "@outfitter/domain"
 * cardInputAcceptsKey("a") // => false
 * cardInputAcceptsKey("Backspace") // => true
 * @category rules
 */
export const cardInputAcceptsKey = (key: unknown): boolean => {
  const name = textOf(key)
  return [...name].length !== 1 || isDigitText(name)
}

/** The expiry field's longest value: `MM / YY`. @category constants */
export const expiryInputMaxLength = 7

/** The century of a two-digit year: the form's years are 20xx (loyalty §3). @category constants */
export const expiryCentury = "20"

const forcedMonth = (month: string): string => {
  if (month.length < 2) return month
  const value = Number(month)
  if (value < 1) return "01"
  return value > 12 ? "12" : month
}

const yearDigits = (digits: string): string => (digits.length >= 4 ? digits.slice(2, 4) : digits.slice(0, 2))

/** The month and year typed, before they are forced and cut. */
const splitExpiry = (text: string): { readonly month: string; readonly year: string } => {
  const separated = /^\D*(\d{1,2})\D+(\d*)/.exec(text)
  if (separated !== null) {
    const [, month = "", year = ""] = separated
    return { month: month.padStart(2, "0"), year: cardDigits(year) }
  }
  const digits = cardDigits(text)
  if (digits === "") return { month: "", year: "" }
  // 2 to 9 can only be a month of one digit: padded at once
  if (/^[2-9]/.test(digits)) return { month: `0${digits[0]}`, year: digits.slice(1) }
  return { month: digits.slice(0, 2), year: digits.slice(2) }
}

/**
 * The expiry field's value after a key or a paste: `MM / YY`, digits only, the month forced
 * to 01–12.
 *
 * @example
 * import { formatExpiryInput } from "@outfitter/domain"
 * formatExpiryInput("4") // => "04"
 * formatExpiryInput("0531") // => "05 / 31"
 * @category formatting
 */
export const formatExpiryInput = (input: unknown): string => {
  const { month, year } = splitExpiry(textOf(input))
  const shown = forcedMonth(month)
  const yy = yearDigits(year)
  return yy === "" || shown.length < 2 ? shown : `${shown}${expirySeparator}${yy}`
}

/** The expiry month and year as the form holds them: "" for what is not typed yet. @category models */
export interface ExpiryParts {
  readonly expireMonth: string
  readonly expireYear: string
}

/**
 * The month (01–12) and the four-digit year (20YY) of the expiry field; "" for a part that
 * is not complete.
 *
 * @example
 * import { parseExpiryInput } from "@outfitter/domain"
 * parseExpiryInput("05 / 31") // => { expireMonth: "05", expireYear: "2031" }
 * @category parsing
 */
export const parseExpiryInput = (input: unknown): ExpiryParts => {
  const shown = formatExpiryInput(input)
  const [month = "", year = ""] = shown.split(expirySeparator)
  return {
    expireMonth: month.length === 2 ? month : "",
    expireYear: year.length === 2 ? `${expiryCentury}${year}` : "",
  }
}

/**
 * The expiry field's value for a saved month and year (the edit form starts with it).
 *
 * @example
 * import { expiryInputOf } from "@outfitter/domain"
 * expiryInputOf("7", "2031") // => "07 / 31"
 * @category formatting
 */
export const expiryInputOf = (month: unknown, year: unknown): string => {
  const mm = cardDigits(month)
  const yyyy = cardDigits(year)
  if (mm === "" || mm.length > 2 || yyyy.length !== 4) return ""
  return formatExpiryInput(`${mm.padStart(2, "0")}/${yyyy}`)
}

/**
 * The CVV field's value after a key or a paste: digits only, cut to the brand's length.
 *
 * @example
 * import { formatCvvInput } from "@outfitter/domain"
 * formatCvvInput("12a34", "visa") // => "123"
 * @category formatting
 */
export const formatCvvInput = (input: unknown, brand: unknown): string => cardDigits(input).slice(0, cvvLengthFor(brand))

/** What the card fields show for the number being typed. @category models */
export interface CardFieldsView {
  /** The brand detected so far (unknown with no digits, default when nothing matches). */
  readonly brand: CardBrand
  /** False for the house card: no expiry is asked. */
  readonly showsExpiry: boolean
  /** The CVV's length: 4 for amex, else 3. */
  readonly cvvLength: number
}

/**
 * The card fields for what is typed in the number, as it is typed: the brand, whether the
 * expiry shows and the CVV length.
 *
 * @example
 * import { cardFieldsView } from "@outfitter/domain"
 * cardFieldsView("6000 88").showsExpiry // => false
 * @category rules
 */
export const cardFieldsView = (cardNumber: unknown, patterns: unknown = defaultCardBrandPatterns): CardFieldsView => {
  const brand = detectCardBrand(cardNumber, patterns)
  return { brand, showsExpiry: !isHouseCard(brand.brand), cvvLength: cvvLengthFor(brand.brand) }
}
