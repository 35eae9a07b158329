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
 * No imports beyond ../site/LastMatch.ts, so it loads without Effect.
 *
 * @since 0.6.0
 */
import { withoutTrace } from "../site/index.ts"

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
export const maskedCardNumber = (number: string): string => {
  let digits = ""
  for (const character of number) if (character >= "0" && character <= "9") digits += character
  return `${maskedSecret}${digits.slice(-4)}`
}

const cardLikeRun = /\d(?:[ -]?\d){11,}/g

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
export const maskCardRuns = (text: string): string => withoutTrace(() => text.replace(cardLikeRun, maskedCardNumber))

/** The digits of a number, each allowed to be followed by a space or hyphen, as a pattern. */
const spacedDigits = (digits: string): string => [...digits].join("[\\s-]?")

/**
 * A text with every occurrence of one known card number (the number followed by its PIN
 * first, then the number alone; spaces or hyphens between the digits too) shown as its
 * last 4. `digits` is the number without separators, `pin` the PIN as sent ("" for none).
 * A `digits` that is not 4 or more digits leaves the text as it is.
 *
 * @example
 * import { maskCardNumberIn } from "@outfitter/domain"
 * maskCardNumberIn("Card 6000 0000 0001 is not valid", "600000000001", "") // => "Card ****0001 is not valid"
 * maskCardNumberIn("600000000001 1234 refused", "600000000001", "1234") // => "****0001 refused"
 * @category formatting
 */
export const maskCardNumberIn = (text: string, digits: string, pin: string): string =>
  withoutTrace(() => {
    if (!/^\d{4,}$/.test(digits)) return text
    const masked = maskedCardNumber(digits)
    const patterns = [...(/^\d+$/.test(pin) ? [spacedDigits(`${digits}${pin}`)] : []), spacedDigits(digits)]
    return patterns.reduce((current, pattern) => current.replace(new RegExp(pattern, "g"), masked), text)
  })

const secretField = /^(cardNumber|cvv|cid|pin|password|securityCode)$/i

/**
 * Whether a field's value is a secret never printed, not even in part.
 *
 * @example
 * import { isSecretField } from "@outfitter/domain"
 * isSecretField("CVV") // => true
 * isSecretField("note") // => false
 * @category predicates
 */
export const isSecretField = (name: string): boolean => withoutTrace(() => secretField.test(name))

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
export const maskSecrets = (value: unknown, field = ""): unknown => {
  if ((typeof value === "string" || typeof value === "number") && isSecretField(field)) return maskedSecret
  if (typeof value === "string") return maskCardRuns(value)
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, field))
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, maskSecrets(item, name)]))
  return value
}
