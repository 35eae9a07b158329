/**
 * Secrets leave no trace in the engine's RegExp statics (`RegExp.input`, `lastMatch`,
 * `$1`…), which keep the last successful match for any script to read. Rules: platform §3
 * "Saved cards and the payment provider".
 *
 * Where the spec is silent: digits are read with character loops (`isDigitText`,
 * `digitsOf`); an unavoidable match runs inside `withoutTrace`, which empties the statics
 * after it (they are cleared, not restored); a sent `Redacted` is wiped and
 * `redactedTextOf` reads one that may have been.
 *
 * @since 0.6.0
 */
import * as Redacted from "effect/Redacted"

export { forgetLastMatch, withoutTrace } from "./LastMatch.ts"

const isDigitCode = (code: number): boolean => code >= 48 && code <= 57

/**
 * Whether a text is one or more ASCII digits, read without a regex.
 *
 * @example
 * import { isDigitText } from "@outfitter/domain"
 * isDigitText("0123") // => true
 * isDigitText("") // => false
 * @category secrets
 */
export const isDigitText = (text: unknown): text is string => {
  if (typeof text !== "string" || text.length === 0) return false
  for (let index = 0; index < text.length; index++) {
    if (!isDigitCode(text.charCodeAt(index))) return false
  }
  return true
}

/**
 * The ASCII digits of a text, in order, read without a regex (anything but a string has
 * none).
 *
 * @example
 * import { digitsOf } from "@outfitter/domain"
 * digitsOf("4111 1111-1111 1111") // => "4111111111111111"
 * @category secrets
 */
export const digitsOf = (text: unknown): string => {
  if (typeof text !== "string") return ""
  let digits = ""
  for (let index = 0; index < text.length; index++) {
    if (isDigitCode(text.charCodeAt(index))) digits += text[index]
  }
  return digits
}

/**
 * Whether one character separates groups of digits: white space as `\s` reads it (what
 * `trim` removes) or a dash.
 *
 * @example
 * import { isGroupSeparator } from "@outfitter/domain"
 * isGroupSeparator("-") // => true
 * isGroupSeparator(".") // => false
 * @category secrets
 */
export const isGroupSeparator = (character: unknown): boolean =>
  typeof character === "string" && character.length === 1 && (character === "-" || character.trim() === "")

/**
 * Whether every character of a text is an ASCII digit, white space (as `\s` reads it) or a
 * dash, as a card number printed in groups is typed (the empty text passes); read without
 * a regex.
 *
 * @example
 * import { isGroupedDigits } from "@outfitter/domain"
 * isGroupedDigits("4111 1111-1111") // => true
 * isGroupedDigits("4111.1111") // => false
 * @category secrets
 */
export const isGroupedDigits = (text: unknown): boolean => {
  if (typeof text !== "string") return false
  for (let index = 0; index < text.length; index++) {
    if (!isDigitCode(text.charCodeAt(index)) && !isGroupSeparator(text[index]!)) return false
  }
  return true
}

/**
 * The text a `Redacted` holds: "" when it is not a `Redacted`, holds no text, or has been
 * wiped once used (reading a wiped one would throw).
 *
 * @example
 * import { redactedTextOf } from "@outfitter/domain"
 * import * as Redacted from "effect/Redacted"
 * const pin = Redacted.make("1234")
 * redactedTextOf(pin) // => "1234"
 * Redacted.wipeUnsafe(pin)
 * redactedTextOf(pin) // => ""
 * @category secrets
 */
export const redactedTextOf = (value: unknown): string => {
  if (!Redacted.isRedacted(value)) return ""
  try {
    const text: unknown = Redacted.value(value)
    return typeof text === "string" ? text : ""
  } catch {
    return ""
  }
}
