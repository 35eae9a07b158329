/**
 * Tagged errors shared by every context. Each carries the spec's reason code (platform §8)
 * and a message a person can read; none of them ever carries a card number, CVV or token.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { ReasonCode } from "./ReasonCode.ts"

/** The spec's message for a failed service call (platform §8 "Messages"). */
export const serviceUnavailableMessage = "service unavailable"

/**
 * Input rejected before any call was made, or a service answered 400 (reason 3).
 * `message` is the spec's exact text where the spec has one.
 *
 * @example
 * import { InvalidParams } from "@outfitter/domain"
 * new InvalidParams({ message: "maxItems must be a number", field: "maxItems" }).reason // => 3
 * @category errors
 */
export class InvalidParams extends Schema.TaggedError<InvalidParams>()("InvalidParams", {
  message: Schema.String,
  /** The input that was wrong, named as the caller names it (a query key or form field). */
  field: Schema.optional(Schema.String),
}) {
  readonly reason = ReasonCode.InvalidParams
}

/**
 * A call failed: transport error, a non-2xx status, or a body that did not decode
 * (reason 2, "ajax failed"). `status` is absent when no response arrived.
 *
 * @category errors
 */
export class AjaxFailed extends Schema.TaggedError<AjaxFailed>()("AjaxFailed", {
  message: Schema.String,
  status: Schema.optional(Schema.Number),
  errorKey: Schema.optional(Schema.String),
  errorCode: Schema.optional(Schema.String),
}) {
  readonly reason = ReasonCode.AjaxFailed
}

/**
 * The service answered, but the thing asked for does not exist (a 404). Kept apart from
 * AjaxFailed so a CLI can say "no such store" rather than "the service failed"; its
 * reason code is still 2, as the spec has no code of its own for it.
 *
 * @category errors
 */
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", {
  message: Schema.String,
  errorKey: Schema.optional(Schema.String),
}) {
  readonly reason = ReasonCode.AjaxFailed
}
