/**
 * The track order form. Rules: orders §5 "Track order", §8; the order number and e-mail
 * follow the one order-number rule and the one e-mail rule.
 *
 * Where the spec is silent: every failing field gets its error and the form error shows
 * with any; the serialised fields keep the form's order, form-encoded, after the action's
 * own query, with any fragment replaced by the anchor; a form that is not an object has
 * empty fields, and fields that are not pairs of strings are left out.
 *
 * @since 0.2.0
 */
import * as Result from "effect/Result"
import { fieldsOf, listOf, textOf } from "../../kernel/Untrusted.ts"
import { returnsIntroHash, validateOrderNumber } from "../../orders/index.ts"
import { validateForgotEmail } from "../../session/index.ts"

/** The anchor of the returns intro the start-return hand-off opens. @category constants */
export const trackOrderReturnsAnchor: string = returnsIntroHash.slice(1)

/** The form-level error. @category constants */
export const trackOrderFormError = "Please check your order number and email address."

/** @category models */
export interface TrackOrderForm {
  readonly orderNumber: unknown
  readonly email: unknown
  /** The form's action (where it submits). */
  readonly action: string
  /** The form is flagged as a start-return flow. */
  readonly startReturn: boolean
  /** Other fields of the form (hidden inputs), serialised after the two. */
  readonly otherFields?: ReadonlyArray<readonly [string, string]> | undefined
}

/** The field errors and the form error. @category models */
export interface TrackOrderErrors {
  readonly fields: { readonly orderNumber?: string; readonly email?: string }
  readonly form: string
}

/** What a valid form does. @category models */
export type TrackOrderOutcome =
  | { readonly kind: "submit"; readonly orderNumber: string; readonly email: string }
  | { readonly kind: "startReturn"; readonly url: string }

/**
 * Validates the form and says what it does: submit, or go to the returns intro.
 *
 * @example
 * import { trackOrder } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(trackOrder({
 *   orderNumber: "10000001001", email: "jane@example.com", action: "/shop/us/order", startReturn: true,
 * }))
 * // => { kind: "startReturn", url: "/shop/us/order?orderNumber=10000001001&email=jane%40example.com#order-returns-intro" }
 * Result.isFailure(trackOrder({ orderNumber: "12a", email: "jane", action: "/o", startReturn: false })) // => true
 * @category validation
 */
export const trackOrder = (given: TrackOrderForm): Result.Result<TrackOrderOutcome, TrackOrderErrors> => {
  const form = fieldsOf(given)
  const orderNumber = validateOrderNumber(form["orderNumber"])
  const email = validateForgotEmail(form["email"])
  if (Result.isFailure(orderNumber) || Result.isFailure(email)) {
    return Result.fail({
      fields: {
        ...(Result.isFailure(orderNumber) ? { orderNumber: orderNumber.failure.message } : {}),
        ...(Result.isFailure(email) ? { email: email.failure } : {}),
      },
      form: trackOrderFormError,
    })
  }
  if (form["startReturn"] !== true) return Result.succeed({ kind: "submit", orderNumber: orderNumber.success, email: email.success })
  const pairs: Array<[string, string]> = [
    ["orderNumber", orderNumber.success],
    ["email", email.success],
    ...listOf(form["otherFields"]).flatMap((pair): Array<[string, string]> => {
      const [name, value] = listOf(pair)
      return typeof name === "string" && typeof value === "string" ? [[name, value]] : []
    }),
  ]
  const fields = new URLSearchParams(pairs)
  const action = textOf(form["action"]).split("#", 1)[0] ?? ""
  const separator = !action.includes("?") ? "?" : action.endsWith("?") || action.endsWith("&") ? "" : "&"
  return Result.succeed({ kind: "startReturn", url: `${action}${separator}${fields.toString()}#${trackOrderReturnsAnchor}` })
}
