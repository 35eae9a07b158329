/**
 * Secrets leave no trace in the JavaScript engine's RegExp statics (platform §5: a card
 * number, CVV or PIN stays where it is used).
 *
 * Every successful regular-expression match (`test`, `exec`, `match`, `replace`, `split`)
 * records its input and match in the legacy statics any script on the page can read:
 * `RegExp.input` (`RegExp.$_`), `RegExp.lastMatch`, `RegExp.leftContext`,
 * `RegExp.rightContext`, `RegExp.$1`…`$9`. They keep the last successful match until the
 * next one, so a validator that matched a card number leaves the number there for as long
 * as the page runs nothing else.
 *
 * The rules that read a card number, a CVV or a PIN therefore:
 * - read digits with the character loops here (`isDigitText`, `digitsOf`), never a regex;
 * - where a regex cannot be avoided (the configured card-brand patterns, the redaction of
 *   card numbers in error text), run it inside `withoutTrace`, which ends with a harmless
 *   match on the empty string (`forgetLastMatch`), so the statics then hold "".
 *
 * A secret held in `Redacted` is wiped (`Redacted.wipeUnsafe`) once it has been sent;
 * `redactedTextOf` reads one that may have been, giving "" rather than throwing.
 *
 * Where the spec is silent: the statics are cleared, not restored (what they held before
 * may itself have been a secret), and a failed match changes nothing, so only code that
 * matches needs `withoutTrace`.
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

/** White space as `\s` reads it (what `trim` removes), or a dash. */
const isGroupSeparator = (character: string): boolean => character === "-" || character.trim() === ""

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
