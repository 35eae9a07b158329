/**
 * What the card modal shows for a failed add or update: every rule comes from the domain
 * (`cardErrorFor`, `paymentMessages`, the permission messages); this only picks the
 * field for each tagged error. Nothing here ever reads a card number.
 */
import { cardErrorFor, paymentMessages } from "@outfitter/domain"
import type { CardFieldsErrors } from "./CardFields.tsx"

export interface CardModalErrors {
  readonly summary?: string
  readonly fields: CardFieldsErrors
}

const tagOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null ? (error as { readonly _tag?: string })._tag : undefined

export const cardModalErrorsFor = (error: unknown): CardModalErrors => {
  const value = error as { readonly message?: string; readonly fields?: CardModalErrors["fields"]; readonly errorKey?: string; readonly errorMsg?: string }
  switch (tagOf(error)) {
    case "CardFormInvalid":
      return { summary: paymentMessages.invalidSummary, fields: value.fields ?? {} }
    case "PaymentWriteFailure": {
      const display = cardErrorFor(value.errorKey, value.errorMsg)
      return { summary: display.message, fields: { [display.field]: display.message } }
    }
    case "SoftAuthenticationRequired":
    case "GenericUser":
    case "RememberedUserBlocked":
      return { summary: value.message ?? paymentMessages.accountGenericError, fields: {} }
    default:
      // PXP_CONFIG_FAILURE, PXP_ENCRYPT_FAILURE and any other failure: the account message
      return { summary: paymentMessages.accountGenericError, fields: {} }
  }
}
