/**
 * The return reasons' wire schemas. Rules: orders §3 "Reason codes".
 *
 * Where the spec is silent: `labelText` and `details` may be absent; the rules read a
 * missing `details` as none.
 *
 * @since 0.2.0
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { InvalidParams } from "../../errors/index.ts"

/**
 * One detail (sub-option) of a reason.
 *
 * @category schemas
 */
export const ReturnReasonDetail = /*#__PURE__*/ Schema.Struct({
  id: Schema.String,
  text: Schema.String,
  type: Schema.String,
})
/** @category models */
export type ReturnReasonDetail = typeof ReturnReasonDetail.Type

/**
 * How a reason asks for more: a detail radio (`options`) or a comment box (`textbox`).
 *
 * @category schemas
 */
export const ReturnReasonType = /*#__PURE__*/ Schema.Literals(["options", "textbox"])
/** @category models */
export type ReturnReasonType = typeof ReturnReasonType.Type

/**
 * One reason code option.
 *
 * @category schemas
 */
export const ReturnReasonCodeOption = /*#__PURE__*/ Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  text: Schema.String,
  type: ReturnReasonType,
  labelText: Schema.optional(Schema.String),
  details: Schema.optional(Schema.Array(ReturnReasonDetail)),
})
/** @category models */
export type ReturnReasonCodeOption = typeof ReturnReasonCodeOption.Type

/**
 * The list of reason code options.
 *
 * @category schemas
 */
export const ReturnReasonCodeOptions = /*#__PURE__*/ Schema.Array(ReturnReasonCodeOption)
/** @category models */
export type ReturnReasonCodeOptions = typeof ReturnReasonCodeOptions.Type

/**
 * Decodes the reason code options; anything else fails as InvalidParams (field
 * `reasonCodes`), never a throw.
 *
 * @example
 * import { decodeReturnReasonCodeOptions } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const options = decodeReturnReasonCodeOptions([
 *   { id: "R1", name: "fit", text: "Doesn't fit", type: "options", labelText: "Why?", details: [
 *     { id: "D1", text: "Too small", type: "radio" },
 *   ] },
 * ])
 * Result.isSuccess(options) // => true
 * @category decoding
 */
export const decodeReturnReasonCodeOptions = (
  input: unknown,
): Result.Result<ReturnReasonCodeOptions, InvalidParams> =>
  Result.mapError(
    Schema.decodeUnknownResult(ReturnReasonCodeOptions)(input),
    (error) => new InvalidParams({ message: `invalid reason codes: ${error.message}`, field: "reasonCodes" }),
  )
