/**
 * The card form's checks on submit (platform §5 "Saved cards"; loyalty §5 "Card form"):
 * the add form must pass, else the generic invalid summary shows with the card, expiry and
 * CVV field errors; the card's brand must be accepted for the country, else the GEO_FENCE
 * invalid-card-brand error; expiry month and year are required, except for the house card,
 * whose expiry is hidden and not asked: its placeholder (month 12, year 2025) is sent.
 *
 * A valid form carries the card number only inside `Redacted`, so logging or serialising
 * it never shows the digits; an invalid form's error carries messages only. The number and
 * the CVV are read without regular expressions: a check leaves neither in the RegExp
 * statics (site/SecretTrace.ts).
 *
 * Where the spec is silent:
 * - a month is 1–12 (one or two digits), a year four digits of the form 20xx (loyalty §3);
 *   the expiry's being in the past is the service's to judge (AUTH_MESSAGE1006);
 * - a number is 12 digits to its brand's maximum, digits (spaces and dashes between them
 *   allowed), passing the Luhn check (not the house card); a number matching no configured
 *   brand is the `default` brand (021) and is accepted where the country takes every brand;
 * - the house card's CVV is asked like any other card's (3 digits): the spec hides only
 *   its expiry;
 * - in edit mode only the expiry is checked (the number is disabled).
 *
 * Both checks are total: whatever they are given, they return a Result.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { ReasonCode } from "../errors/ReasonCode.ts"
import { memberOf, textMemberOf } from "../site/OutsideData.ts"
import { isGroupedDigits } from "../site/SecretTrace.ts"
import {
  type CardBrand,
  cardDigits,
  cardNumberMinLength,
  defaultCardBrandPatterns,
  detectCardBrand,
  isBrandAllowedIn,
  isCvvFor,
  isHouseCard,
  passesLuhn,
} from "./CardBrand.ts"
import { paymentMessages } from "./PaymentErrors.ts"

/** The fields a card form error can mark. @category models */
export type CardFormField = "cardNumber" | "expiry" | "cvv" | "geoFence"

/** The form was not valid: the summary and each field's message. @category errors */
export class CardFormInvalid extends Data.TaggedError("CardFormInvalid")<{
  readonly message: string
  readonly fields: Partial<Record<CardFormField, string>>
}> {
  readonly reason = ReasonCode.InvalidParams
}

/** What the page typed. @category models */
export interface CardFormInput {
  readonly cardNumber?: string | undefined
  readonly expireMonth?: string | undefined
  readonly expireYear?: string | undefined
  readonly cvv?: string | undefined
}

/** @category models */
export interface CardFormContext {
  /** The shopper's country, for the country rule (cardCountryFor). */
  readonly country: string
  /** The configured card types (StoreSettings.cardBrandPatterns); the shipped list when absent. */
  readonly patterns?: ReadonlyArray<unknown>
}

/**
 * The expiry sent for the house card, whose expiry is hidden and not asked (loyalty §5).
 *
 * @category constants
 */
export const houseCardPlaceholderExpiry: ValidExpiry = { expireMonth: "12", expireYear: "2025" }

/** A valid new card: the number redacted, the brand, expiry, last four, first six. @category models */
export interface ValidNewCard {
  readonly cardNumber: Redacted.Redacted<string>
  readonly brand: CardBrand
  /** The house card's placeholder for the house card. */
  readonly expireMonth: string
  readonly expireYear: string
  readonly cardLastFour: string
  /** Omitted for the house card (platform §3). */
  readonly cardFirstSix: string | undefined
  readonly isHouseCard: boolean
}

/** A valid expiry for an edit. @category models */
export interface ValidExpiry {
  readonly expireMonth: string
  readonly expireYear: string
}

const monthPattern = /^(0?[1-9]|1[0-2])$/
const yearPattern = /^20\d{2}$/

const checkExpiry = (input: unknown): ValidExpiry | undefined => {
  const month = textMemberOf(input, "expireMonth").trim()
  const year = textMemberOf(input, "expireYear").trim()
  return monthPattern.test(month) && yearPattern.test(year) ? { expireMonth: month.padStart(2, "0"), expireYear: year } : undefined
}

const invalid = (fields: Partial<Record<CardFormField, string>>) =>
  Result.fail(new CardFormInvalid({ message: paymentMessages.invalidSummary, fields }))

const numberProblem = (raw: string, digits: string, brand: CardBrand): boolean =>
  // only digits, with spaces or dashes between them, may be typed
  !isGroupedDigits(raw) || digits.length < cardNumberMinLength || digits.length > brand.maxLength ||
  (!isHouseCard(brand.brand) && !passesLuhn(digits))

/**
 * Validates the add form.
 *
 * @example
 * import { validateNewCard } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.isSuccess(validateNewCard({ cardNumber: "4111 1111 1111 1111", expireMonth: "12", expireYear: "2030", cvv: "123" }, { country: "US" })) // => true
 * @category validation
 */
export const validateNewCard = (
  input: CardFormInput,
  context: CardFormContext,
): Result.Result<ValidNewCard, CardFormInvalid> => {
  const patterns = memberOf(context, "patterns") ?? defaultCardBrandPatterns
  const raw = textMemberOf(input, "cardNumber")
  const digits = cardDigits(raw)
  const brand = detectCardBrand(digits, patterns)
  const isHouse = isHouseCard(brand.brand)
  const fields: Partial<Record<CardFormField, string>> = {}
  if (numberProblem(raw, digits, brand)) {
    fields.cardNumber = paymentMessages.invalidCardNumber
  } else if (!isBrandAllowedIn(brand.brand, memberOf(context, "country"))) {
    fields.geoFence = paymentMessages.invalidCardBrand
  }
  const expiry = isHouse ? houseCardPlaceholderExpiry : checkExpiry(input)
  if (expiry === undefined) fields.expiry = paymentMessages.expiryRequired
  const cvv = textMemberOf(input, "cvv").trim()
  if (!isCvvFor(cvv, brand.brand)) fields.cvv = paymentMessages.invalidCvv
  if (Object.keys(fields).length > 0 || expiry === undefined) return invalid(fields)
  return Result.succeed({
    cardNumber: Redacted.make(digits, { label: "cardNumber" }),
    brand,
    expireMonth: expiry.expireMonth,
    expireYear: expiry.expireYear,
    cardLastFour: digits.slice(-4),
    cardFirstSix: isHouse ? undefined : digits.slice(0, 6),
    isHouseCard: isHouse,
  })
}

/**
 * Validates the edit form: expiry month and year are required.
 *
 * @example
 * import { validateExpiry } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.isFailure(validateExpiry({ expireMonth: "13", expireYear: "2030" })) // => true
 * @category validation
 */
export const validateExpiry = (input: CardFormInput): Result.Result<ValidExpiry, CardFormInvalid> => {
  const expiry = checkExpiry(input)
  return expiry === undefined ? invalid({ expiry: paymentMessages.expiryRequired }) : Result.succeed(expiry)
}
