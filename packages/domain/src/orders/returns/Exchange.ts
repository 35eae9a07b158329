/**
 * Saving an exchange, and whether the exchanged item is still available. Rules: orders §5
 * "Exchange", §8.
 *
 * Where the spec is silent: a reason "is chosen" when it would save
 * ({@link saveReturnReason}), and the failure carries the reason's own problem; skus are
 * trimmed and the new one is not checked against the product here (the picker offers only
 * the product's; the original's own sku is allowed); an item with no original sku, or a
 * product with none, is no longer available; the English is {@link exchangeMessages}; a
 * value of the wrong type reads as absent.
 *
 * @since 0.2.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import { fieldsOf, stringsOf, textOf } from "../../kernel/Untrusted.ts"
import { fixedExchangeReason, type ReturnReasonInput, type ReturnReasonProblem, saveReturnReason } from "./ReturnReason.ts"
import type { ReturnReasonCodeOption } from "./ReturnReasonSchema.ts"
import type { SavedReturnItem } from "./ReturnsFlow.ts"

/**
 * The exchange texts by key. The keys are the spec's (§5, §8); the English is Outfitter's.
 *
 * @category constants
 */
export const exchangeMessages = {
  EXCHANGEREASON_SELECTSIZEANDREASON: "Please select a size and a reason for your exchange.",
  EXCHANGEREASON_SELECTREASON: "Please select a reason for your exchange.",
  GLB_FISSIZEERROR: "Please select a size.",
  EXCHANGE_NO_LONGER_AVAILABLE: "This item is no longer available for exchange.",
  EXCHANGE_NO_LONGER_AVAILABLE_HELP: "You can still return it for a refund.",
} as const

/** @category models */
export type ExchangeMessageKey = keyof typeof exchangeMessages

/**
 * The keys an exchange save can fail with.
 *
 * @category models
 */
export type ExchangeValidationKey = "EXCHANGEREASON_SELECTSIZEANDREASON" | "EXCHANGEREASON_SELECTREASON" | "GLB_FISSIZEERROR"

/**
 * Why an exchange cannot be saved: the message key and its text, and the reason's own
 * problem when the reason is what is missing.
 *
 * @category errors
 */
export class ExchangeInvalid extends Data.TaggedError("ExchangeInvalid")<{
  readonly messageKey: ExchangeValidationKey
  readonly message: string
  readonly reasonProblem: ReturnReasonProblem | undefined
}> {}

/**
 * What the exchange modal holds.
 *
 * @category models
 */
export interface ExchangeInput {
  /** The reason as chosen in the modal (ignored under the updated reason-codes flag). */
  readonly reason: ReturnReasonInput
  /** The chosen size/colour's short sku, when one is chosen. */
  readonly newShortSku: string | undefined
  /** The ful-dre-2-0-updated-reason-codes flag. */
  readonly updatedReasonCodes: boolean
}

/**
 * Saves an exchange: the flow's saved item (kind `exchange`), or the message key of what
 * is missing: both (`EXCHANGEREASON_SELECTSIZEANDREASON`), the reason
 * (`EXCHANGEREASON_SELECTREASON`) or the size (`GLB_FISSIZEERROR`).
 *
 * @example
 * import { saveExchange } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const noSize = saveExchange([], {
 *   reason: { reasonId: undefined, detailId: undefined, comment: "" },
 *   newShortSku: undefined,
 *   updatedReasonCodes: true,
 * })
 * Result.isFailure(noSize) && noSize.failure.messageKey // => "GLB_FISSIZEERROR"
 * @category rules
 */
export const saveExchange = (
  options: ReadonlyArray<ReturnReasonCodeOption>,
  input: ExchangeInput,
): Result.Result<SavedReturnItem & { readonly kind: "exchange" }, ExchangeInvalid> => {
  const { updatedReasonCodes, reason: givenReason, newShortSku: givenSku } = fieldsOf(input)
  const reason = updatedReasonCodes === true
    ? Result.succeed(fixedExchangeReason)
    : saveReturnReason(options, givenReason as ReturnReasonInput)
  const newShortSku = textOf(givenSku).trim()
  const reasonProblem = Result.isFailure(reason) ? reason.failure.problem : undefined
  const fail = (messageKey: ExchangeValidationKey) =>
    Result.fail(new ExchangeInvalid({ messageKey, message: exchangeMessages[messageKey], reasonProblem }))
  if (Result.isFailure(reason)) return fail(newShortSku === "" ? "EXCHANGEREASON_SELECTSIZEANDREASON" : "EXCHANGEREASON_SELECTREASON")
  if (newShortSku === "") return fail("GLB_FISSIZEERROR")
  return Result.succeed({ kind: "exchange", reason: reason.success, newShortSku })
}

/**
 * Whether the exchange modal can offer the item, or shows the unavailable notice.
 *
 * @category models
 */
export type ExchangeAvailability =
  | { readonly _tag: "Available" }
  | {
    readonly _tag: "NoLongerAvailable"
    readonly messageKey: "EXCHANGE_NO_LONGER_AVAILABLE"
    readonly message: string
    readonly helpKey: "EXCHANGE_NO_LONGER_AVAILABLE_HELP"
    readonly help: string
  }

/**
 * Available exactly when the original item's short sku is among the product's skus (§5,
 * §8).
 *
 * @example
 * import { exchangeAvailability } from "@outfitter/domain"
 * exchangeAvailability("1001", ["1001", "1002"])._tag // => "Available"
 * exchangeAvailability("1003", ["1001", "1002"])._tag // => "NoLongerAvailable"
 * @category rules
 */
export const exchangeAvailability = (
  originalShortSku: string | undefined,
  productShortSkus: ReadonlyArray<string>,
): ExchangeAvailability => {
  const original = textOf(originalShortSku).trim()
  if (original !== "" && stringsOf(productShortSkus).some((sku) => sku.trim() === original)) return { _tag: "Available" }
  return {
    _tag: "NoLongerAvailable",
    messageKey: "EXCHANGE_NO_LONGER_AVAILABLE",
    message: exchangeMessages.EXCHANGE_NO_LONGER_AVAILABLE,
    helpKey: "EXCHANGE_NO_LONGER_AVAILABLE_HELP",
    help: exchangeMessages.EXCHANGE_NO_LONGER_AVAILABLE_HELP,
  }
}
