/**
 * The phone input: digits only. What makes a phone valid is onboarding's `validatePhone`.
 * Rules: orders §4 "Fast enroll, the session login and global sign-on", §5 "Help and enrol
 * forms".
 *
 * Where the spec is silent: keys are judged as the card fields judge theirs
 * (`cardInputAcceptsKey`); a paste or autofill is cleaned by {@link phoneInputDigits}; a
 * value that is not text is empty.
 *
 * @since 0.4.0
 */
import { cardInputAcceptsKey } from "../../payments/index.ts"
import { textOf } from "../../kernel/Untrusted.ts"

/**
 * The digits of what was typed or pasted, in order; everything else dropped.
 *
 * @example
 * import { phoneInputDigits } from "@outfitter/domain"
 * phoneInputDigits("+1 (614) 555-0100") // => "16145550100"
 * @category rules
 */
export const phoneInputDigits = (value: unknown): string => textOf(value).replace(/\D+/g, "")

/**
 * Whether the phone input takes a key: a digit or a named key; any other printable key is
 * blocked.
 *
 * @example
 * import { phoneInputAcceptsKey } from "@outfitter/domain"
 * phoneInputAcceptsKey("7") // => true
 * phoneInputAcceptsKey("-") // => false
 * phoneInputAcceptsKey("Backspace") // => true
 * @category rules
 */
export const phoneInputAcceptsKey = (key: unknown): boolean => cardInputAcceptsKey(key)
