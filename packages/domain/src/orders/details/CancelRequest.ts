/**
 * Cancelling an order, items, a reservation or a return: the request and how the answer
 * reads. Rules: orders §3 "Cancel request", §4 "Cancellations", §5 "Cancel order or item",
 * §7, §8.
 *
 * Where the spec is silent: an item cancel puts the reason on the body and on each item; a
 * return cancel sends no reason; a value of the wrong type reads as absent, and a target
 * that is not one of the four kinds is refused (InvalidParams, field "target").
 *
 * @since 0.2.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../../errors/index.ts"
import { fieldsOf, stringsOf, textOf } from "../../kernel/Untrusted.ts"
import type { CancelBody, CancelResponse } from "./CancelRequestSchema.ts"

/** The reservation cancel code (§7). @category constants */
export const reservationCancelCode = "CANCEL"

/** The refusal text when no reason is chosen. @category constants */
export const cancelReasonRequiredMessage = "Please choose a reason to cancel."

/** What is cancelled. @category models */
export type CancelTarget =
  | { readonly kind: "order"; readonly changeReasonCode: string | undefined }
  | { readonly kind: "items"; readonly shortSkus: ReadonlyArray<string>; readonly changeReasonCode: string | undefined }
  | { readonly kind: "reservation" }
  | { readonly kind: "return" }

/** A cancel call: the order number in the path and the body. @category models */
export interface CancelRequest {
  /** The order (or, for a return, the return order) to cancel. */
  readonly orderId: string
  readonly body: CancelBody
}

const refuse = (field: string, message: string) => Result.fail(new InvalidParams({ message, field }))

/**
 * The cancel call for a target, or InvalidParams when the reason, the items or the order
 * number is missing.
 *
 * @example
 * import { cancelRequest } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(cancelRequest("10000001001", "a@b.co", { kind: "order", changeReasonCode: "CR1" })).body
 * // => { email: "a@b.co", changeReasonCode: "CR1" }
 * Result.isFailure(cancelRequest("10000001001", "a@b.co", { kind: "order", changeReasonCode: "" })) // => true
 * @category constructors
 */
export const cancelRequest = (
  orderId: string,
  givenEmail: string,
  target: CancelTarget,
  signifydSessionId?: string,
): Result.Result<CancelRequest, InvalidParams> => {
  const id = textOf(orderId).trim()
  if (id === "") return refuse("orderId", "an order number is required")
  const email = textOf(givenEmail)
  const fraud = typeof signifydSessionId === "string" ? { signifydSessionId } : {}
  const make = (body: CancelBody) => Result.succeed({ orderId: id, body: { ...body, ...fraud } })
  const { kind, changeReasonCode, shortSkus } = fieldsOf(target)
  switch (kind) {
    case "reservation":
      return make({ email, changeReasonCode: reservationCancelCode })
    case "return":
      return make({ email })
    case "order":
    case "items": {
      const reason = textOf(changeReasonCode).trim()
      if (reason === "") return refuse("changeReasonCode", cancelReasonRequiredMessage)
      if (kind === "order") return make({ email, changeReasonCode: reason })
      const skus = stringsOf(shortSkus).map((sku) => sku.trim()).filter((sku) => sku !== "")
      if (skus.length === 0) return refuse("items", "choose at least one item to cancel")
      return make({
        email,
        changeReasonCode: reason,
        items: skus.map((shortSku) => ({ shortSku, changeReasonCode: reason })),
      })
    }
    default:
      return refuse("target", "nothing to cancel was chosen")
  }
}

/**
 * Whether the cancel button may be pressed: a reason is chosen (§5).
 *
 * @category predicates
 */
export const canCancel = (changeReasonCode: string | undefined): boolean => textOf(changeReasonCode).trim() !== ""

/**
 * Whether a cancel answer is a failure: its status is 'Failure' (§3, §8).
 *
 * @example
 * import { isCancelFailure } from "@outfitter/domain"
 * isCancelFailure({ status: "Failure" }) // => true
 * isCancelFailure({}) // => false
 * @category predicates
 */
export const isCancelFailure = (response: CancelResponse): boolean =>
  textOf(fieldsOf(response)["status"]).trim().toLowerCase() === "failure"
