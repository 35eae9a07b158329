/**
 * The cancellation call's wire shapes: one body for an order, items, a reservation or a
 * return, and the answer. Rules: orders §3 "Cancel request", §7.
 *
 * Where the spec is silent: the answer's `status` is optional text (a PUT with no body
 * reads as `{}`); unnamed fields are ignored.
 *
 * @since 0.2.0
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type { AjaxFailed } from "../../errors/index.ts"
import { decodeOrderBody } from "./OrderDetailsSchema.ts"

/**
 * One item to cancel.
 *
 * @category schemas
 */
export const CancelItem = /*#__PURE__*/ Schema.Struct({ shortSku: Schema.String, changeReasonCode: Schema.String })
/** @category models */
export type CancelItem = typeof CancelItem.Type

/**
 * The body of the cancel PUT: email, and the reason except for a return; items for an
 * item cancel; the fraud-device session id when that service is in use.
 *
 * @category schemas
 */
export const CancelBody = /*#__PURE__*/ Schema.Struct({
  email: Schema.String,
  changeReasonCode: Schema.optionalKey(Schema.String),
  items: Schema.optionalKey(Schema.Array(CancelItem)),
  signifydSessionId: Schema.optionalKey(Schema.String),
})
/** @category models */
export type CancelBody = typeof CancelBody.Type

/**
 * The cancel answer: its status may be 'Failure'.
 *
 * @category schemas
 */
export const CancelResponse = /*#__PURE__*/ Schema.Struct({ status: Schema.optionalKey(Schema.String) })
/** @category models */
export type CancelResponse = typeof CancelResponse.Type

/**
 * Decodes the cancel answer, or AjaxFailed (reason 2).
 *
 * @example
 * import { decodeCancelResponse } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(decodeCancelResponse({ status: "Failure" })).status // => "Failure"
 * @category decoding
 */
export const decodeCancelResponse: (input: unknown) => Result.Result<CancelResponse, AjaxFailed> =
  /*#__PURE__*/ decodeOrderBody(CancelResponse, "cancel answer")
