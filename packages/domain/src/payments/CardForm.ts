/**
 * The saved-card form's validation (platform §5 "Saved cards"): the add form must pass,
 * else the generic invalid summary shows with the card, expiry and CVV field errors; the
 * card number must be valid for the country (GEO_FENCE); expiry month and year are
 * required (except for the house card, which has no expiry).
 *
 * A valid form carries the card number only inside `Redacted`, so logging or serialising
 * it never shows the digits; an invalid form's error carries messages only.
 *
 * Where the spec is silent: a month is 1–12 (one or two digits), a year four digits; the
 * expiry's being in the past is the service's to judge (AUTH_MESSAGE1006); in edit mode
 * only the expiry is checked (the number is disabled).
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { ReasonCode } from "../errors/ReasonCode.ts"
import {
  cardDigits,
  cardNumberMinLength,
  type CardBrandPattern,
  cvvLengthFor,
  defaultCardBrandPatterns,
  detectCardBrand,
  houseCardBrand,
  isBrandAllowedIn,
  maxLengthFor,
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
  /** The shopper's country, for the geo-fence rule. */
  readonly country: string
  readonly patterns?: ReadonlyArray<CardBrandPattern>
}

/** A valid new card: the number redacted, the brand, expiry, last four, first six. @category models */
export interface ValidNewCard {
  readonly cardNumber: Redacted.Redacted<string>
  readonly brand: CardBrandPattern
  readonly expireMonth: string | undefined
  readonly expireYear: string | undefined
  readonly cardLastFour: string
  /** Omitted for the house card (platform §3). */
  readonly cardFirstSix: string | undefined
}

/** A valid expiry for an edit. @category models */
export interface ValidExpiry {
  readonly expireMonth: string
  readonly expireYear: string
}

const monthPattern = /^(0?[1-9]|1[0-2])$/
const yearPattern = /^\d{4}$/

const checkExpiry = (input: CardFormInput): ValidExpiry | undefined => {
  const month = input.expireMonth?.trim() ?? ""
  const year = input.expireYear?.trim() ?? ""
  return monthPattern.test(month) && yearPattern.test(year) ? { expireMonth: month.padStart(2, "0"), expireYear: year } : undefined
}

const invalid = (fields: Partial<Record<CardFormField, string>>) =>
  Result.fail(new CardFormInvalid({ message: paymentMessages.invalidSummary, fields }))

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
  const patterns = context.patterns ?? defaultCardBrandPatterns
  const raw = typeof input.cardNumber === "string" ? input.cardNumber : ""
  const digits = cardDigits(raw)
  const brand = detectCardBrand(digits, patterns)
  const fields: Partial<Record<CardFormField, string>> = {}
  const isHouse = brand?.brand === houseCardBrand
  const lengthOk = digits.length >= cardNumberMinLength && digits.length <= maxLengthFor(brand)
  // only digits, spaces and dashes may be typed; anything else is an invalid number
  if (brand === undefined || !lengthOk || /[^\d\s-]/.test(raw) || (!isHouse && !passesLuhn(digits))) {
    fields.cardNumber = paymentMessages.invalidCardNumber
  } else if (!isBrandAllowedIn(brand, context.country)) {
    fields.geoFence = paymentMessages.invalidCardBrand
  }
  const expiry = checkExpiry(input)
  if (!isHouse && expiry === undefined) fields.expiry = paymentMessages.expiryRequired
  const cvv = input.cvv?.trim() ?? ""
  if (!isHouse && !new RegExp(`^\\d{${cvvLengthFor(brand?.brand)}}$`).test(cvv)) fields.cvv = paymentMessages.invalidCvv
  if (Object.keys(fields).length > 0 || brand === undefined) return invalid(fields)
  return Result.succeed({
    cardNumber: Redacted.make(digits, { label: "cardNumber" }),
    brand,
    expireMonth: isHouse ? undefined : expiry?.expireMonth,
    expireYear: isHouse ? undefined : expiry?.expireYear,
    cardLastFour: digits.slice(-4),
    cardFirstSix: isHouse ? undefined : digits.slice(0, 6),
  })
}

/**
 * Validates the edit form: expiry month and year are required.
 *
 * @category validation
 */
export const validateExpiry = (input: CardFormInput): Result.Result<ValidExpiry, CardFormInvalid> => {
  const expiry = checkExpiry(input)
  return expiry === undefined ? invalid({ expiry: paymentMessages.expiryRequired }) : Result.succeed(expiry)
}
