/**
 * The order detail page's feature flags and the paths of its calls. Rules: orders §1, §2
 * "Order detail page", §7.
 *
 * Where the spec is silent: the cancel path follows has-new-cancel-order-api-enabled and
 * the three returns calls hasOrderDetailsV3; an empty `historyRootV2` is `{apiRoot}/v2` and
 * an empty `historyRoot` the resolved `historyRootV2` (trailing slashes dropped); the
 * details e-mail is URL-encoded in the query; ids in paths are trimmed and encoded, and an
 * empty id, ".", or ".." is InvalidParams; a value of the wrong type reads as absent.
 *
 * @since 0.2.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../../errors/index.ts"
import { fieldsOf, rootOf, textOf, uriComponentOf } from "../../kernel/Untrusted.ts"

/**
 * The flags' names as the flag service knows them.
 *
 * @category constants
 */
export const orderFeatureFlags = {
  newReturnsExperience: "ful-dre-2-0-ux",
  updatedReasonCodes: "ful-dre-2-0-updated-reason-codes",
  newCancelOrderApi: "has-new-cancel-order-api-enabled",
} as const

/** The query parameter that overrides the returns experience. @category constants */
export const returnsExperienceParameter = "optimized"

/** @category models */
export type ReturnsExperience = "legacy" | "new"

/**
 * Which returns experience to show: the `optimized` parameter's value when it names one,
 * else the ful-dre-2-0-ux flag. Total: any value is read.
 *
 * @example
 * import { returnsExperience } from "@outfitter/domain"
 * returnsExperience(true, "false") // => "legacy"
 * returnsExperience(false, "1") // => "new"
 * returnsExperience(true, null) // => "new"
 * @category rules
 */
export const returnsExperience = (flagOn: boolean, optimized: unknown): ReturnsExperience => {
  const value = typeof optimized === "string" ? optimized.trim().toLowerCase() : ""
  if (value === "true" || value === "1") return "new"
  if (value === "false" || value === "0") return "legacy"
  return flagOn ? "new" : "legacy"
}

/** The roots the calls are made under. @category models */
export interface OrderCallRoots {
  readonly apiRoot: string
  /** `{history api v2 root}`; empty means `{apiRoot}/v2`. */
  readonly historyRootV2: string
  /** `{history root}`; empty means the resolved `historyRootV2`. */
  readonly historyRoot: string
}

/** Which paths to use. @category models */
export interface OrderCallSwitches {
  /** The store attribute hasOrderDetailsV3: the returns calls go to the history API. */
  readonly hasOrderDetailsV3: boolean
  /** The has-new-cancel-order-api-enabled flag: the cancel goes to the history API. */
  readonly newCancelOrderApi: boolean
}

/** One call: method and URL. @category models */
export interface OrderCall {
  readonly method: "GET" | "POST" | "PUT"
  readonly url: string
}

/**
 * An id as a path segment, or InvalidParams: an empty id would drop a segment, and "." or
 * ".." (encoded or not, URL parsers read %2E as a dot) would name the parent path.
 */
const segment = (id: string, field: string): Result.Result<string, InvalidParams> => {
  const trimmed = textOf(id).trim()
  return /^(?:|\.|\.\.)$/.test(trimmed.replaceAll(/%2e/gi, "."))
    ? Result.fail(new InvalidParams({ message: `${field} is not a valid id`, field }))
    : Result.succeed(uriComponentOf(trimmed))
}

const resolvedRoots = (roots: OrderCallRoots) => {
  const { apiRoot, historyRootV2, historyRoot } = fieldsOf(roots)
  const api = rootOf(apiRoot)
  const v2 = textOf(historyRootV2) === "" ? `${api}/v2` : rootOf(historyRootV2)
  return { api, v2, history: textOf(historyRoot) === "" ? v2 : rootOf(historyRoot) }
}

/** A switch is on only when it is `true`. */
const isOn = (switches: OrderCallSwitches, name: keyof OrderCallSwitches): boolean => fieldsOf(switches)[name] === true

/**
 * The refund calculation call: POST `{apiRoot}/user/order/return/calculate`, or with
 * order details v3 POST `{historyRootV2}/order/{orderNumber}/return/calculation`.
 *
 * @example
 * import { refundCalculationCall } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const roots = { apiRoot: "https://x.test/api", historyRootV2: "", historyRoot: "" }
 * Result.getOrThrow(refundCalculationCall(roots, { hasOrderDetailsV3: true, newCancelOrderApi: false }, "100")).url
 * // => "https://x.test/api/v2/order/100/return/calculation"
 * @category rules
 */
export const refundCalculationCall = (
  roots: OrderCallRoots,
  switches: OrderCallSwitches,
  orderNumber: string,
): Result.Result<OrderCall, InvalidParams> => {
  const { api, v2 } = resolvedRoots(roots)
  if (!isOn(switches, "hasOrderDetailsV3")) return Result.succeed({ method: "POST", url: `${api}/user/order/return/calculate` })
  return Result.map(segment(orderNumber, "orderNumber"), (id) => ({
    method: "POST",
    url: `${v2}/order/${id}/return/calculation`,
  }))
}

/**
 * The return submission call: POST `{apiRoot}/user/order/return`, or with order details v3
 * POST `{historyRoot}/order/return`.
 *
 * @category rules
 */
export const returnSubmissionCall = (roots: OrderCallRoots, switches: OrderCallSwitches): OrderCall => {
  const { api, history } = resolvedRoots(roots)
  return { method: "POST", url: isOn(switches, "hasOrderDetailsV3") ? `${history}/order/return` : `${api}/user/order/return` }
}

/**
 * The return reason codes: GET `{apiRoot}/user/order/return/reasons`, or with order
 * details v3 GET `{historyRoot}/order/return/reasons`. The spec names the reason codes but
 * shows no call for them: this path is Outfitter's choice, beside the other returns calls.
 *
 * @example
 * import { returnReasonsCall } from "@outfitter/domain"
 * const roots = { apiRoot: "https://x.test/api", historyRootV2: "", historyRoot: "" }
 * returnReasonsCall(roots, { hasOrderDetailsV3: false, newCancelOrderApi: false }).url
 * // => "https://x.test/api/user/order/return/reasons"
 * @category rules
 */
export const returnReasonsCall = (roots: OrderCallRoots, switches: OrderCallSwitches): OrderCall => {
  const { api, history } = resolvedRoots(roots)
  return { method: "GET", url: isOn(switches, "hasOrderDetailsV3") ? `${history}/order/return/reasons` : `${api}/user/order/return/reasons` }
}

/**
 * The order details call: GET `{apiRoot}/user/order/return/{id}?email=`, or with order
 * details v3 GET `{historyRoot}/order/details/{id}?email=`; InvalidParams for an id that is
 * empty, "." or "..".
 *
 * @example
 * import { orderDetailsCall } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const roots = { apiRoot: "https://x.test/api", historyRootV2: "", historyRoot: "" }
 * Result.getOrThrow(orderDetailsCall(roots, { hasOrderDetailsV3: false, newCancelOrderApi: false }, "300", "a+b@c.co")).url
 * // => "https://x.test/api/user/order/return/300?email=a%2Bb%40c.co"
 * @category rules
 */
export const orderDetailsCall = (
  roots: OrderCallRoots,
  switches: OrderCallSwitches,
  id: string,
  email: string,
): Result.Result<OrderCall, InvalidParams> => {
  const { api, history } = resolvedRoots(roots)
  const base = isOn(switches, "hasOrderDetailsV3") ? `${history}/order/details` : `${api}/user/order/return`
  return Result.map(segment(id, "returnOrderId"), (encoded) => ({
    method: "GET",
    url: `${base}/${encoded}?email=${uriComponentOf(email)}`,
  }))
}

/**
 * The cancel call (order, items, reservation or return): PUT `{apiRoot}/user/order/{orderId}`,
 * or with the new cancel API PUT `{historyRoot}/order/{orderId}/cancel`; InvalidParams for an
 * id that is empty, "." or "..".
 *
 * @category rules
 */
export const cancelCall = (
  roots: OrderCallRoots,
  switches: OrderCallSwitches,
  orderId: string,
): Result.Result<OrderCall, InvalidParams> => {
  const { api, history } = resolvedRoots(roots)
  return Result.map(segment(orderId, "orderId"), (id) => ({
    method: "PUT",
    url: isOn(switches, "newCancelOrderApi") ? `${history}/order/${id}/cancel` : `${api}/user/order/${id}`,
  }))
}
