/**
 * The card form's checks on submit. Rules: platform §5 "Saved cards"; loyalty §5 "Card
 * form".
 *
 * Where the spec is silent: a valid form holds the number only inside `Redacted`, and the
 * number and CVV are read without regular expressions; a month is 1–12, a year 20xx, and a
 * past expiry is the service's to judge (AUTH_MESSAGE1006); spaces and dashes between
 * digits are allowed; the house card's CVV is asked like any other's; in edit mode only
 * the expiry is checked.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { ReasonCode } from "../errors/index.ts"
import { memberOf, textMemberOf } from "../kernel/Untrusted.ts"
import { isGroupedDigits } from "../site/index.ts"
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
