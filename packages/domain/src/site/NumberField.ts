/**
 * What a field for a kind of number accepts as it is typed or pasted: one rule per kind,
 * used by every input of that kind and agreeing with the kind's validation. Rules: orders
 * §5 "Track order" (digits only), "Gift card" (12 or 16 digits, a 4-digit PIN), §9.
 *
 * Where the spec is silent: a gift card number keeps the spaces and dashes a printed card
 * groups its digits with (the validation ignores them); a PIN and an order number keep
 * digits only, wherever they are typed (track order, the contact form); any other
 * character is dropped, and digits beyond the kind's longest valid number are dropped.
 * Read with character loops, never a regex: a card number or PIN leaves no trace in the
 * RegExp statics (SecretTrace.ts).
 *
 * @since 0.9.0
 */
import { textOf } from "../kernel/Untrusted.ts"
import { isGroupSeparator } from "./SecretTrace.ts"

/** The kinds of number a person types. @category constants */
export const numberFieldKinds = ["giftCardNumber", "giftCardPin", "orderNumber"] as const

/** @category models */
export type NumberFieldKind = (typeof numberFieldKinds)[number]

/** A kind's rule: whether it keeps group separators, and its most digits. @category models */
export interface NumberFieldRule {
  /** Spaces and dashes between the digits are kept (a printed gift card's groups). */
  readonly keepsSeparators: boolean
  /** The digits of the kind's longest valid number (an eGift card 16, a PIN 4, an order number 24). */
  readonly maxDigits: number
}

/** Each kind's rule. @category constants */
export const numberFieldRules: Readonly<Record<NumberFieldKind, NumberFieldRule>> = {
  giftCardNumber: { keepsSeparators: true, maxDigits: 16 },
  giftCardPin: { keepsSeparators: false, maxDigits: 4 },
  orderNumber: { keepsSeparators: false, maxDigits: 24 },
}

const ruleOf = (kind: unknown): NumberFieldRule =>
  numberFieldKinds.find((known) => known === kind) === undefined ? numberFieldRules.orderNumber : numberFieldRules[kind as NumberFieldKind]

/**
 * What a field of the kind keeps of a typed or pasted value: its digits (up to the kind's
 * most) and, for a gift card number, the separators between them, in order. An unknown
 * kind reads as an order number; a value that is not text keeps nothing.
 *
 * @example
 * import { numberFieldInput } from "@outfitter/domain"
 * numberFieldInput("orderNumber", "10000-001 001x") // => "10000001001"
 * numberFieldInput("giftCardNumber", "6000 0000-12a34") // => "6000 0000-1234"
 * numberFieldInput("giftCardPin", "12a345") // => "1234"
 * @category rules
 */
export const numberFieldInput = (kind: NumberFieldKind, value: unknown): string => {
  const rule = ruleOf(kind)
  const text = textOf(value)
  let kept = ""
  let digits = 0
  for (const character of text) {
    const code = character.charCodeAt(0)
    if (code >= 48 && code <= 57 && character.length === 1) {
      if (digits < rule.maxDigits) {
        kept += character
        digits += 1
      }
    } else if (rule.keepsSeparators && isGroupSeparator(character)) kept += character
  }
  return kept
}

/**
 * Whether a field of the kind takes a key: a digit, a separator the kind keeps, or a named
 * key (Backspace, ArrowLeft, Tab…); any other printable key is blocked.
 *
 * @example
 * import { numberFieldAcceptsKey } from "@outfitter/domain"
 * numberFieldAcceptsKey("giftCardNumber", "-") // => true
 * numberFieldAcceptsKey("orderNumber", "-") // => false
 * numberFieldAcceptsKey("giftCardPin", "Backspace") // => true
 * @category rules
 */
export const numberFieldAcceptsKey = (kind: NumberFieldKind, key: unknown): boolean => {
  const name = textOf(key)
  if ([...name].length !== 1) return name !== ""
  const code = name.charCodeAt(0)
  return (code >= 48 && code <= 57) || (ruleOf(kind).keepsSeparators && isGroupSeparator(name))
}
