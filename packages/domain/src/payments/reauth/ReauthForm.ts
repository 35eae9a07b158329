/**
 * The re-authorisation form: the card and the billing address. Rules: loyalty §5 "Card
 * form"; platform §5 "Saved cards".
 *
 * Where the spec is silent: a valid form holds the number and CVV only inside `Redacted`;
 * billing fields follow the address book's per-country rules; the card's country rule uses
 * the shopper's country; card and billing errors are reported at once under one summary.
 *
 * @since 0.3.0
 */
import * as Data from "effect/Data"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { type AddressField, addressFormFor, addressFormMessages, validateAddressForm } from "../../addresses/index.ts"
import { ReasonCode } from "../../errors/index.ts"
import { memberOf, textMemberOf, textOf } from "../../kernel/Untrusted.ts"
import type { CardBrandPattern } from "../CardBrand.ts"
import { type CardFormField, validateNewCard, type ValidNewCard } from "../CardForm.ts"
import { reauthMessages } from "./ReauthFailure.ts"
import type { BillingAddressBody } from "./ReauthSchema.ts"

/** The billing fields of the form (§3's names). @category models */
export type BillingField = "firstName" | "lastName" | "address1" | "address2" | "city" | "state" | "zipCode" | "country"

/** Every field a re-authorisation form error can mark. @category models */
export type ReauthFormField = CardFormField | BillingField

/** What the billing form typed. @category models */
export interface BillingAddressInput {
  readonly firstName?: string | undefined
  readonly lastName?: string | undefined
  readonly address1?: string | undefined
  readonly address2?: string | undefined
  readonly city?: string | undefined
  readonly state?: string | undefined
  readonly zipCode?: string | undefined
  readonly country?: string | undefined
}

/** What the re-authorisation form typed. @category models */
export interface CardReauthInput {
  readonly cardNumber?: string | undefined
  readonly expireMonth?: string | undefined
  readonly expireYear?: string | undefined
  readonly cvv?: string | undefined
  readonly billing: BillingAddressInput
}

/** @category models */
export interface CardReauthContext {
  /** The shopper's country, for the card's country rule. */
  readonly country: string
  readonly patterns?: ReadonlyArray<CardBrandPattern> | undefined
  /** The billing form is shown (then every billing field but address line 2 is required). */
  readonly billingVisible: boolean
}

/** The form did not pass: the summary and each field's message. @category errors */
export class ReauthFormInvalid extends Data.TaggedError("ReauthFormInvalid")<{
  readonly message: string
  readonly fields: Readonly<Partial<Record<ReauthFormField, string>>>
}> {
  readonly reason = ReasonCode.InvalidParams
}

/** A valid form. @category models */
export interface ValidCardReauth {
  readonly card: ValidNewCard
  /** The expiry to send (the placeholder for the store card). */
  readonly expiry: { readonly month: string; readonly year: string }
  /** The CVV. */
  readonly cid: Redacted.Redacted<string>
  /** The billing address, absent when the form is hidden. */
  readonly billingAddress: BillingAddressBody | undefined
}

const addressFieldOf: Readonly<Partial<Record<AddressField, BillingField>>> = {
  firstName: "firstName",
  lastName: "lastName",
  addressLine1: "address1",
  addressLine2: "address2",
  city: "city",
  region: "state",
  postalCode: "zipCode",
  country: "country",
}

/**
 * Checks the billing address: undefined when the form is hidden, the address to send when
 * it passes, else each field's message.
 *
 * @example
 * import { validateBillingAddress } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const billing = { firstName: "Ada", lastName: "Byron", address1: "1 Main St", city: "Columbus", state: "OH", zipCode: "43215", country: "US" }
 * Result.getOrThrow(validateBillingAddress(billing, true))?.zipCode // => "43215"
 * Result.getOrThrow(validateBillingAddress({}, false)) // => undefined
 * @category validation
 */
export const validateBillingAddress = (
  input: BillingAddressInput,
  visible: boolean,
): Result.Result<BillingAddressBody | undefined, Readonly<Partial<Record<BillingField, string>>>> => {
  if (visible !== true) return Result.succeed(undefined)
  const field = (key: BillingField) => textMemberOf(input, key)
  const checked = validateAddressForm({
    firstName: field("firstName"),
    lastName: field("lastName"),
    addressLine1: field("address1"),
    addressLine2: field("address2"),
    city: field("city"),
    country: field("country"),
    region: field("state"),
    postalCode: field("zipCode"),
  })
  const errors: Partial<Record<BillingField, string>> = {}
  if (Result.isFailure(checked)) {
    for (const [field, message] of Object.entries(checked.failure)) {
      const billing = addressFieldOf[field as AddressField]
      if (billing !== undefined && message !== undefined) errors[billing] = message
    }
  }
  // §5: every billing field but address line 2 is required while the form is shown
  const rules = addressFormFor(field("country"))
  if (field("state").trim() === "") errors.state ??= addressFormMessages.required(rules.regionLabel)
  if (field("zipCode").trim() === "") errors.zipCode ??= addressFormMessages.required(rules.postalLabel)
  if (Result.isFailure(checked) || Object.keys(errors).length > 0) return Result.fail(errors)
  const address = checked.success
  return Result.succeed({
    firstName: address.firstName,
    lastName: address.lastName,
    address1: address.addressLine1,
    ...(address.addressLine2 === undefined ? {} : { address2: address.addressLine2 }),
    city: address.city,
    state: address.region ?? "",
    country: address.country,
    zipCode: address.postalCode ?? "",
  })
}

/**
 * Checks the whole form: the card by the saved-card rules and the billing address; one
 * error with every field's message when anything is wrong.
 *
 * @example
 * import { validateCardReauth } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const billing = { firstName: "Ada", lastName: "Byron", address1: "1 Main St", city: "Columbus", state: "OH", zipCode: "43215", country: "US" }
 * const form = { cardNumber: "4111 1111 1111 1111", expireMonth: "12", expireYear: "2030", cvv: "123", billing }
 * Result.isSuccess(validateCardReauth(form, { country: "US", billingVisible: true })) // => true
 * @category validation
 */
export const validateCardReauth = (
  input: CardReauthInput,
  context: CardReauthContext,
): Result.Result<ValidCardReauth, ReauthFormInvalid> => {
  const patterns = memberOf(context, "patterns")
  const card = validateNewCard(
    {
      cardNumber: textMemberOf(input, "cardNumber"),
      expireMonth: textMemberOf(input, "expireMonth"),
      expireYear: textMemberOf(input, "expireYear"),
      cvv: textMemberOf(input, "cvv"),
    },
    { country: textMemberOf(context, "country"), ...(Array.isArray(patterns) ? { patterns } : {}) },
  )
  const billing = validateBillingAddress(memberOf(input, "billing") as BillingAddressInput, memberOf(context, "billingVisible") === true)
  if (Result.isFailure(card) || Result.isFailure(billing)) {
    return Result.fail(
      new ReauthFormInvalid({
        message: reauthMessages.formSummary,
        fields: {
          ...(Result.isFailure(card) ? card.failure.fields : {}),
          ...(Result.isFailure(billing) ? billing.failure : {}),
        },
      }),
    )
  }
  const valid = card.success
  return Result.succeed({
    card: valid,
    expiry: { month: valid.expireMonth, year: valid.expireYear },
    cid: Redacted.make(textOf(memberOf(input, "cvv")).trim(), { label: "cid" }),
    billingAddress: billing.success,
  })
}
