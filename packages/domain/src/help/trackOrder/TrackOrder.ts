/**
 * The track order form (orders-returns-help §3 "Track order", §5 "Track order", §8): an
 * order number and an e-mail; a failure shows a field error and a form error; valid input
 * submits; a form flagged as a start-return flow goes instead to the form's action with the
 * serialised fields and the anchor `order-returns-intro` (the returns intro, RF0).
 *
 * The order number is the one order-number rule (`validateOrderNumber`: digits only, 11 to
 * 24 of them, surrounding spaces ignored) and the e-mail the one e-mail rule
 * (`validateForgotEmail`: a local part, "@", a domain with a dot, no spaces, at most 254
 * characters, trimmed), so every form in the store agrees on what they accept.
 *
 * Where the spec is silent (choices):
 * - both fields are checked and every failing field gets its error (not only the first);
 *   the form error is shown whenever any field fails;
 * - the serialised fields are the form's fields in their order, as `name=value` pairs joined
 *   by "&" with form encoding (a space is "+"); the order number and e-mail are sent as
 *   validated (trimmed); the action's own query is kept and the fields follow it; any
 *   fragment on the action is replaced by the anchor;
 * - a form that is not an object has empty fields (both fail); an action that is not a
 *   string is empty, the start-return flag is on only when `true`, and other fields that
 *   are not pairs of strings are left out.
 *
 * @since 0.2.0
 */
import * as Result from "effect/Result"
import { fieldsOf, listOf, textOf } from "../../site/OutsideData.ts"
import { validateOrderNumber } from "../../orders/OrderNumber.ts"
import { validateForgotEmail } from "../../session/password/Password.ts"
import { returnsIntroHash } from "../../orders/returns/ReturnsFlow.ts"

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
