/**
 * The bank refund details form: the visitor's country, its fields and rules, and the body
 * sent. Rules: orders §4 "Bank refund details", §5 "Help and enrol forms", §8.
 *
 * Where the spec is silent: the country is the geoLocation cookie's (set from the IP),
 * else the site's; any other country shows the common fields, the holder's name and the
 * account number, both required; a name of spaces only is empty; branch and bank codes are
 * required; a field that is not a string is empty.
 *
 * @since 0.4.0
 */
import * as Result from "effect/Result"
import { decodeGeoLocationCookie } from "../../cookies/index.ts"
import { codeOf, fieldsOf, textMemberOf, textOf } from "../../kernel/Untrusted.ts"

/** Every field of the form, in the form's order (orders §3). @category constants */
export const bankRefundFieldNames = [
  "orderId",
  "bankName",
  "bankBranchName",
  "refundId",
  "fullName",
  "bankAccountNo",
  "province",
  "city",
  "branchCode",
  "bankCode",
  "accountType",
] as const

/** @category models */
export type BankRefundField = typeof bankRefundFieldNames[number]

/** The countries with a form of their own; "other" is every other country. @category models */
export type BankRefundCountry = "CN" | "JP" | "HK" | "other"

/** Every {@link BankRefundCountry}, the countries with a form of their own first. @category constants */
export const bankRefundCountries = ["CN", "JP", "HK", "other"] as const satisfies ReadonlyArray<BankRefundCountry>

/** The message of every invalid field (orders §5, §8). @category constants */
export const bankRefundInvalidMessage = "Invalid input"

/** A label for each field, used by the summary of invalid fields. @category constants */
export const bankRefundFieldLabels: Readonly<Record<BankRefundField, string>> = {
  orderId: "Order number",
  bankName: "Bank name",
  bankBranchName: "Bank branch name",
  refundId: "Refund ID",
  fullName: "Account holder's full name",
  bankAccountNo: "Bank account number",
  province: "Province",
  city: "City",
  branchCode: "Branch code",
  bankCode: "Bank code",
  accountType: "Account type",
}

/** Lengths (orders §5, §9). @category constants */
export const bankRefundLimits = {
  accountNo: { CN: { min: 12, max: 20 }, HK: { min: 12, max: 20 }, JP: { min: 7, max: 20 } },
  branchCodeMax: 3,
  bankCodeMax: 4,
} as const

const commonFields = ["orderId", "bankName", "bankBranchName", "refundId", "fullName", "bankAccountNo"] as const

/** The fields each country's form shows, in the form's order. @category constants */
export const bankRefundFieldsByCountry: Readonly<Record<BankRefundCountry, ReadonlyArray<BankRefundField>>> = {
  CN: [...commonFields, "province", "city"],
  HK: [...commonFields, "province", "city"],
  JP: [...commonFields, "branchCode", "bankCode", "accountType"],
  other: commonFields,
}

/** The form as typed: any field may be missing. @category models */
export type BankRefundForm = { readonly [K in BankRefundField]?: unknown }

/** The details sent (orders §7): the country's fields, trimmed; orderId only when given. @category models */
export type BankRefundDetails = { readonly [K in BankRefundField]?: string }

/** Why the form was refused: each invalid field's message and the summary. @category models */
export interface BankRefundErrors {
  readonly fields: { readonly [K in BankRefundField]?: typeof bankRefundInvalidMessage }
  /** The invalid fields, in the form's order. */
  readonly invalid: ReadonlyArray<BankRefundField>
  /** 'Invalid input' and the labels of the invalid fields. */
  readonly summary: string
}

/**
 * The visitor's country for the form: the geoLocation cookie's country (set from the IP),
 * else the site country; CN, JP and HK have their own forms, any other is "other".
 *
 * @example
 * import { bankRefundCountryOf } from "@outfitter/domain"
 * bankRefundCountryOf("JP:13:100-0001", "AU") // => "JP"
 * bankRefundCountryOf(undefined, "CN") // => "CN"
 * bankRefundCountryOf("US::43215", "CN") // => "other"
 * @category getters
 */
export const bankRefundCountryOf = (geoLocationCookie: string | undefined, siteCountry: string): BankRefundCountry => {
  const country = codeOf(decodeGeoLocationCookie(typeof geoLocationCookie === "string" ? geoLocationCookie : undefined, textOf(siteCountry)).country)
  return country === "CN" || country === "JP" || country === "HK" ? country : "other"
}

const han = /^\p{Script=Han}+$/u
// half-width katakana U+FF65–U+FF9F and whitespace
const halfWidthKatakana = /^[\uFF65-\uFF9F\s]+$/u

/**
 * Whether a name is written as the Japanese form asks: half-width katakana (U+FF65 to
 * U+FF9F) and spaces only, at least one character.
 *
 * @example
 * import { isHalfWidthKatakanaName } from "@outfitter/domain"
 * isHalfWidthKatakanaName("ﾔﾏﾀﾞ ﾀﾛｳ") // => true
 * isHalfWidthKatakanaName("ヤマダ タロウ") // => false
 * @category validation
 */
export const isHalfWidthKatakanaName = (name: unknown): boolean => {
  const value = textOf(name).trim()
  return value !== "" && halfWidthKatakana.test(value)
}

/**
 * What a field of a country's form accepts, said beside it before anything is typed (the
 * rules {@link validateBankRefund} checks); undefined for a field that needs only to be
 * filled in.
 *
 * @example
 * import { bankRefundFieldHint } from "@outfitter/domain"
 * bankRefundFieldHint("fullName", "JP") // => "In half-width katakana, as your bank holds it (for example ﾔﾏﾀﾞ ﾀﾛｳ)."
 * bankRefundFieldHint("bankName", "JP") // => undefined
 * @category display
 */
export const bankRefundFieldHint = (field: BankRefundField, country: BankRefundCountry): string | undefined => {
  const place = countryOf(country)
  switch (field) {
    case "orderId":
      return "Digits only."
    case "fullName":
      return place === "JP"
        ? "In half-width katakana, as your bank holds it (for example ﾔﾏﾀﾞ ﾀﾛｳ)."
        : place === "CN"
        ? "In Chinese characters, as your bank holds it."
        : undefined
    case "bankAccountNo": {
      if (place === "other") return undefined
      const { min, max } = bankRefundLimits.accountNo[place]
      return `${min} to ${max} characters.`
    }
    case "branchCode":
      return `Up to ${bankRefundLimits.branchCodeMax} characters.`
    case "bankCode":
      return `Up to ${bankRefundLimits.bankCodeMax} characters.`
    default:
      return undefined
  }
}

/** What the page says when a submission failed, by what failed; the Retry button stays. @category constants */
export const bankRefundFailureMessages = {
  /** The service answered with an error of its own (HTTP 5xx, or an answer that does not read). */
  serviceFailed: "Our refund service had a problem, so your bank details were not saved. Your entries are kept: press Retry.",
  /** No answer: the network, or the service, did not answer in time. */
  noAnswer: "The refund service did not answer, so your bank details were not saved. Check your connection, then press Retry.",
  /** The service refused the details themselves (HTTP 400). */
  refused: "The refund service did not accept these details. Check them, then press Retry.",
} as const

/**
 * The message of a failed submission, saying what failed: the service's own error, no
 * answer (a time-out or the network), or the details refused. Reads only `_tag` and
 * `status`; total.
 *
 * @example
 * import { bankRefundFailureMessage, bankRefundFailureMessages } from "@outfitter/domain"
 * bankRefundFailureMessage({ _tag: "AjaxFailed", status: 500 }) === bankRefundFailureMessages.serviceFailed // => true
 * bankRefundFailureMessage({ _tag: "Timeout" }) === bankRefundFailureMessages.noAnswer // => true
 * @category display
 */
export const bankRefundFailureMessage = (error: unknown): string => {
  const tag = textMemberOf(error, "_tag")
  const status = fieldsOf(error)["status"]
  if (tag === "InvalidParams") return bankRefundFailureMessages.refused
  if (tag === "Timeout" || (tag === "AjaxFailed" && typeof status !== "number")) return bankRefundFailureMessages.noAnswer
  return bankRefundFailureMessages.serviceFailed
}
const digits = /^[0-9]+$/

const lengthOf = (text: string): number => [...text].length
const within = (text: string, min: number, max: number): boolean => lengthOf(text) >= min && lengthOf(text) <= max

/** Whether one trimmed value is valid for a field in a country. */
const isValid = (field: BankRefundField, value: string, country: BankRefundCountry): boolean => {
  switch (field) {
    case "orderId":
      return value === "" || digits.test(value)
    case "fullName":
      if (country === "CN") return han.test(value)
      if (country === "JP") return isHalfWidthKatakanaName(value)
      return value !== ""
    case "bankAccountNo":
      return country === "other" ? value !== "" : within(value, bankRefundLimits.accountNo[country].min, bankRefundLimits.accountNo[country].max)
    case "branchCode":
      return within(value, 1, bankRefundLimits.branchCodeMax)
    case "bankCode":
      return within(value, 1, bankRefundLimits.bankCodeMax)
    default:
      return value !== ""
  }
}

const countryOf = (country: unknown): BankRefundCountry =>
  country === "CN" || country === "JP" || country === "HK" ? country : "other"

/**
 * Validates the form for a country: the details to send, or every invalid field.
 *
 * @example
 * import { validateBankRefund } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const form = { bankName: "Bank", bankBranchName: "Central", refundId: "R1", fullName: " ﾔﾏﾀﾞ ﾀﾛｳ ",
 *   bankAccountNo: "1234567", branchCode: "001", bankCode: "0005", accountType: "savings" }
 * Result.getOrThrow(validateBankRefund(form, "JP")).fullName // => "ﾔﾏﾀﾞ ﾀﾛｳ"
 * const refused = validateBankRefund({ ...form, fullName: "山田", orderId: "12a" }, "JP")
 * Result.isFailure(refused) && refused.failure.summary // => "Invalid input: Order number, Account holder's full name"
 * @category validation
 */
export const validateBankRefund = (
  form: BankRefundForm,
  country: BankRefundCountry,
): Result.Result<BankRefundDetails, BankRefundErrors> => {
  const given = fieldsOf(form)
  const shown = bankRefundFieldsByCountry[countryOf(country)]
  const values = shown.map((field) => [field, textOf(given[field]).trim()] as const)
  const invalid = values.filter(([field, value]) => !isValid(field, value, countryOf(country))).map(([field]) => field)
  if (invalid.length > 0) {
    return Result.fail({
      fields: Object.fromEntries(invalid.map((field) => [field, bankRefundInvalidMessage])),
      invalid,
      summary: `${bankRefundInvalidMessage}: ${invalid.map((field) => bankRefundFieldLabels[field]).join(", ")}`,
    })
  }
  return Result.succeed(Object.fromEntries(values.filter(([field, value]) => field !== "orderId" || value !== "")))
}

/** @category analytics */
export interface BankRefundErrorEvent {
  readonly type: "bank refund"
  readonly name: "submitDetails:fail"
  /** The service's message, or the client's when the service sent none. */
  readonly message: string
}

/**
 * The analytics event of a refused submission (orders §7, §8: server errors are tracked
 * with their messages). Reads only a string `message` from the error; never throws.
 *
 * @example
 * import { bankRefundErrorEvent } from "@outfitter/domain"
 * bankRefundErrorEvent({ _tag: "AjaxFailed", message: "Refund already submitted" }).message // => "Refund already submitted"
 * bankRefundErrorEvent(null).message // => ""
 * @category analytics
 */
export const bankRefundErrorEvent = (error: unknown): BankRefundErrorEvent => {
  return { type: "bank refund", name: "submitDetails:fail", message: textMemberOf(error, "message") }
}
