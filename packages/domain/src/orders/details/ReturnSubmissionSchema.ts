/**
 * The return submission's wire shapes: the body and the answer. Rules: orders §3 "Refund
 * calculation and return submission", §7.
 *
 * Where the spec is silent: returnOrderId is a non-empty string (a number is read as its
 * text); the body's items are the order details' return items.
 *
 * @since 0.2.0
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaTransformation from "effect/SchemaTransformation"
import type { AjaxFailed } from "../../errors/index.ts"
import { decodeOrderBody, ReturnItem } from "./OrderDetailsSchema.ts"

/**
 * The body of the return submission.
 *
 * @category schemas
 */
export const ReturnSubmissionBody = /*#__PURE__*/ Schema.Struct({
  /** A prepaid label was chosen (return method tab 1); false means self-ship. */
  smartLabel: Schema.Boolean,
  /** The refund goes to an eGift card (refund method tab 2). */
  eGiftCard: Schema.Boolean,
  fromOrderToken: Schema.String,
  billToKey: Schema.String,
  shipToKey: Schema.String,
  currency: Schema.String,
  items: Schema.Array(ReturnItem),
  signifydSessionId: Schema.optionalKey(Schema.String),
})
/** @category models */
export type ReturnSubmissionBody = typeof ReturnSubmissionBody.Type

/**
 * The submission's answer.
 *
 * @category schemas
 */
export const ReturnSubmissionResponse = /*#__PURE__*/ Schema.Struct({
  returnOrderId: Schema.Union([Schema.NonEmptyString, Schema.Finite]).pipe(
    Schema.decodeTo(
      Schema.NonEmptyString,
      SchemaTransformation.transform<string, string | number>({ decode: String, encode: (id) => id }),
    ),
  ),
})
/** @category models */
export type ReturnSubmissionResponse = typeof ReturnSubmissionResponse.Type

/**
 * Decodes the submission's answer: the new return order's id, or AjaxFailed (reason 2).
 *
 * @example
 * import { decodeReturnSubmissionResponse } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(decodeReturnSubmissionResponse({ returnOrderId: 30000001 })).returnOrderId // => "30000001"
 * @category decoding
 */
export const decodeReturnSubmissionResponse: (input: unknown) => Result.Result<ReturnSubmissionResponse, AjaxFailed> =
  /*#__PURE__*/ decodeOrderBody(ReturnSubmissionResponse, "return submission answer")
