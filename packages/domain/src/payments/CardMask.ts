/**
 * How a card number (or another secret) is shown when text that may hold one is printed:
 * a card number as `****` and its last 4 digits, a value under a secret field name as
 * `****` alone. The CLI's messages, replay diffs and reports, and commander's echoes of
 * what was typed all go through these.
 *
 * Choices made here: a run of 12 or more digits, spaces or hyphens allowed between them,
 * counts as a card number (the shortest card the rules take is a 12-digit gift card); a
 * secret field is named cardNumber, cvv, cid, pin, password or securityCode, any case.
 * A secret field's value keeps no last 4 digits: a gift card check's `cardNumber` is the
 * number followed by its PIN, so its last 4 digits are the PIN.
 *
 * It reads the text with character loops, no regex: nothing of a card number is left in
 * the RegExp statics (site/SecretTrace.ts), and the module imports nothing, so a caller
 * that must stay light (the CLI's usage errors) loads it without Effect.
 *
 * @since 0.6.0
 */

/** What a secret's value is shown as. @category constants */
export const maskedSecret = "****"

/**
 * A card number shown by its last 4 digits; separators are dropped first.
 *
 * @example
 * import { maskedCardNumber } from "@outfitter/domain"
 * maskedCardNumber("6000 0000 0001") // => "****0001"
 * @category formatting
 */
export const maskedCardNumber = (number: unknown): string => {
  let digits = ""
  for (const character of textOf(number)) if (isDigit(character)) digits += character
  return `${maskedSecret}${digits.slice(-4)}`
}

/** The value when it is a string, else "" (this module imports nothing, not even the kernel's readers). */
const textOf = (value: unknown): string => (typeof value === "string" ? value : "")

const isDigit = (character: string | undefined): boolean => character !== undefined && character >= "0" && character <= "9"

const isDigits = (text: string): boolean => text.length > 0 && [...text].every((character) => isDigit(character))

/**
 * Where a run of digits that starts at `start` ends, a space or hyphen allowed between two
 * digits, and how many digits it holds.
 */
const runFrom = (text: string, start: number): { readonly end: number; readonly digits: number } => {
  let end = start + 1
  let digits = 1
  for (;;) {
    if (isDigit(text[end])) {
      end += 1
    } else if ((text[end] === " " || text[end] === "-") && isDigit(text[end + 1])) {
      end += 2
    } else {
      return { end, digits }
    }
    digits += 1
  }
}

/**
 * Every run of 12 or more digits in a text (spaces or hyphens between them allowed, as a
 * card number is typed) shown as its last 4.
 *
 * @example
 * import { maskCardRuns } from "@outfitter/domain"
 * maskCardRuns("unknown command '6000-0000-0001'") // => "unknown command '****0001'"
 * maskCardRuns("order 10000001001") // => "order 10000001001"
 * @category formatting
 */
export const maskCardRuns = (value: unknown): string => {
  const text = textOf(value)
  let shown = ""
  let index = 0
  while (index < text.length) {
    if (!isDigit(text[index])) {
      shown += text[index]
      index += 1
      continue
    }
    const run = runFrom(text, index)
    const part = text.slice(index, run.end)
    shown += run.digits >= 12 ? maskedCardNumber(part) : part
    index = run.end
  }
  return shown
}

/** A space (any white space, as `\s` reads it) or a hyphen between two digits of a number. */
const isSeparator = (character: string | undefined): boolean =>
  character !== undefined && (character === "-" || (character !== "" && character.trim() === ""))

/** Where `digits` occur at `start` (a separator allowed after each digit but the last), or -1. */
const matchEnd = (text: string, start: number, digits: string): number => {
  let at = start
  for (let index = 0; index < digits.length; index++) {
    if (text[at] !== digits[index]) return -1
    at += 1
    if (index < digits.length - 1 && isSeparator(text[at]) && text[at + 1] === digits[index + 1]) at += 1
  }
  return at
}

/** Every occurrence of `digits` (separators allowed between them) replaced by `masked`. */
const replaceNumber = (text: string, digits: string, masked: string): string => {
  let shown = ""
  let index = 0
  while (index < text.length) {
    const end = matchEnd(text, index, digits)
    if (end < 0) {
      shown += text[index]
      index += 1
    } else {
      shown += masked
      index = end
    }
  }
  return shown
}

/**
 * A text with every occurrence of one known card number (the number followed by its PIN
 * first, then the number alone; spaces or hyphens between the digits too) shown as its
 * last 4. `digits` is the number without separators, `pin` the PIN as sent ("" for none).
 * A `digits` that is not 4 to 19 digits (no card number is longer) leaves the text as it
 * is, and a PIN over 19 digits is not looked for, so the search stays linear in the text.
 *
 * @example
 * import { maskCardNumberIn } from "@outfitter/domain"
 * maskCardNumberIn("Card 6000 0000 0001 is not valid", "600000000001", "") // => "Card ****0001 is not valid"
 * maskCardNumberIn("600000000001 1234 refused", "600000000001", "1234") // => "****0001 refused"
 * @category formatting
 */
export const maskCardNumberIn = (value: unknown, digitsValue: unknown, pinValue: unknown): string => {
  const [text, digits, pin] = [textOf(value), textOf(digitsValue), textOf(pinValue)]
  if (!(digits.length >= 4 && digits.length <= longestCardNumber && isDigits(digits))) return text
  const masked = maskedCardNumber(digits)
  const withPin = isDigits(pin) && pin.length <= longestCardNumber ? replaceNumber(text, `${digits}${pin}`, masked) : text
  return replaceNumber(withPin, digits, masked)
}

/** The most digits a card number has. */
const longestCardNumber = 19

const secretFields: ReadonlySet<string> = new Set(["cardnumber", "cvv", "cid", "pin", "password", "securitycode"])

/**
 * Whether a field's value is a secret never printed, not even in part.
 *
 * @example
 * import { isSecretField } from "@outfitter/domain"
 * isSecretField("CVV") // => true
 * isSecretField("note") // => false
 * @category predicates
 */
export const isSecretField = (name: unknown): boolean => secretFields.has(textOf(name).toLowerCase())

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * A value as it may be printed: strings and numbers under a secret field shown as `****`,
 * every card-like run of digits elsewhere as its last 4 ({@link maskCardRuns}); arrays
 * under a secret field are secrets item by item.
 *
 * @example
 * import { maskSecrets } from "@outfitter/domain"
 * maskSecrets({ cardNumber: "4111 1111 1111 1111", cvv: "737", note: "card 4000000000000002" })
 * // => { cardNumber: "****", cvv: "****", note: "card ****0002" }
 * @category formatting
 */
export const maskSecrets = (value: unknown, field: unknown = ""): unknown => {
  if ((typeof value === "string" || typeof value === "number") && isSecretField(field)) return maskedSecret
  if (typeof value === "string") return maskCardRuns(value)
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, field))
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, maskSecrets(item, name)]))
  return value
}
