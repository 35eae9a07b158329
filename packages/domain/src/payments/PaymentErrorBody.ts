/**
 * The wallet's error body as a schema. Rules: platform §8 "Behaviour".
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/**
 * The wallet's error body: `error[0]` with errorCode, errorKey, errorMessage, errorData.
 *
 * @category schemas
 */
export const PaymentErrorBody = /*#__PURE__*/ Schema.Struct({
  error: Schema.Array(
    Schema.Struct({
      errorCode: Schema.optional(Schema.Union([Schema.String, Schema.Finite])),
      errorKey: Schema.optional(Schema.String),
      errorMessage: Schema.optional(Schema.String),
      errorData: Schema.optional(Schema.Unknown),
    }),
  ),
})
export type PaymentErrorBody = typeof PaymentErrorBody.Type
