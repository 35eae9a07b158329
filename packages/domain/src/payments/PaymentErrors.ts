/**
 * The payments failures, and which field a card error key belongs to. Rules: platform §8
 * "Behaviour".
 *
 * Where the spec is silent: none carries a card number or CVV; they are built from the
 * service's error body and the messages only.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import { ReasonCode } from "../errors/index.ts"
import { memberOf } from "../kernel/Untrusted.ts"
import type { PaymentErrorBody } from "./PaymentErrorBody.ts"
import type { PxpKeyProblem } from "./PxpPublicKey.ts"

/** The spec's payments texts (platform §5, §8). @category constants */
export const paymentMessages = {
  accountGenericError: "something went wrong, try again",
  pxpConfigFailure: "PXP_CONFIG_FAILURE",
  pxpEncryptFailure: "PXP_ENCRYPT_FAILURE",
  geoFence: "GEO_FENCE",
  expiryErrorKey: "AUTH_MESSAGE1006",
  // the spec names these messages without giving their texts
  invalidSummary: "Please correct the highlighted card details.",
  invalidCardNumber: "Enter a valid card number.",
  invalidCardBrand: "This card brand cannot be used for your country.",
  expiryRequired: "Select the expiry month and year.",
  invalidCvv: "Enter a valid security code.",
  expiryError: "Check the card's expiry date.",
  cardError: "This card could not be saved.",
} as const

/**
 * The payment provider config is missing, expired, could not be read, or its public key
 * was refused (PXP_CONFIG_FAILURE). `problem` says which key rule failed when it was the
 * key (see validatePxpRsaKey); the message is always the account message.
 *
 * @category errors
 */
export class PxpConfigFailure extends Data.TaggedError("PxpConfigFailure")<{
  readonly message: string
  readonly problem?: PxpKeyProblem | undefined
}> {
  readonly reason = ReasonCode.AjaxFailed
  readonly errorKey = paymentMessages.pxpConfigFailure
}

/** The card number could not be encrypted within the retries (PXP_ENCRYPT_FAILURE). @category errors */
export class PxpEncryptFailure extends Data.TaggedError("PxpEncryptFailure")<{ readonly message: string }> {
  readonly reason = ReasonCode.AjaxFailed
  readonly errorKey = paymentMessages.pxpEncryptFailure
}

/**
 * A card add or update failed: errorCode, errorKey, errorMsg, errorData and status from
 * the first entry of the error list (platform §8).
 *
 * @category errors
 */
export class PaymentWriteFailure extends Data.TaggedError("PaymentWriteFailure")<{
  readonly errorCode?: string | undefined
  readonly errorKey?: string | undefined
  readonly errorMsg?: string | undefined
  readonly errorData?: unknown
  readonly status: number
}> {
  readonly reason = ReasonCode.AjaxFailed
}

/**
 * The failure for a non-2xx add/update answer, from its body (if it decoded) and status.
 * Total: a body without an error list, or an entry of the wrong shape, gives a failure
 * with only what could be read; a status that is not a whole number is 0.
 *
 * @example
 * import { paymentWriteFailure } from "@outfitter/domain"
 * paymentWriteFailure(400, { error: [{ errorKey: "GEO_FENCE" }] }).errorKey // => "GEO_FENCE"
 * @category constructors
 */
export const paymentWriteFailure = (status: number, body: PaymentErrorBody | undefined): PaymentWriteFailure => {
  const list = memberOf(body, "error")
  const first: unknown = Array.isArray(list) ? list[0] : undefined
  const errorCode = memberOf(first, "errorCode")
  const text = (key: string) => {
    const value = memberOf(first, key)
    return typeof value === "string" ? value : undefined
  }
  return new PaymentWriteFailure({
    status: Number.isInteger(status) ? status : 0,
    errorCode: typeof errorCode === "string" || (typeof errorCode === "number" && Number.isFinite(errorCode))
      ? String(errorCode)
      : undefined,
    errorKey: text("errorKey"),
    errorMsg: text("errorMessage"),
    errorData: memberOf(first, "errorData"),
  })
}

/** Where a card error shows. @category models */
export type CardErrorField = "expiry" | "geoFence" | "card"

/** A card error to show: the field and the message. @category models */
export interface CardErrorDisplay {
  readonly field: CardErrorField
  readonly message: string
}

/**
 * Which error a failure key shows (platform §8): AUTH_MESSAGE1006 the expiry error,
 * GEO_FENCE the card error with its message (the service's, else the invalid card-brand
 * text), anything else the card error.
 *
 * @example
 * import { cardErrorFor } from "@outfitter/domain"
 * cardErrorFor("AUTH_MESSAGE1006").field // => "expiry"
 * @category mapping
 */
export const cardErrorFor = (errorKey: string | undefined, errorMsg?: string): CardErrorDisplay => {
  if (errorKey === paymentMessages.expiryErrorKey) return { field: "expiry", message: paymentMessages.expiryError }
  if (errorKey === paymentMessages.geoFence) {
    // the service's message, when it sent one as text
    return { field: "geoFence", message: typeof errorMsg === "string" && errorMsg.trim() !== "" ? errorMsg : paymentMessages.invalidCardBrand }
  }
  return { field: "card", message: paymentMessages.cardError }
}
