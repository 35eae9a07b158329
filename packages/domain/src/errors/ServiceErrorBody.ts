/**
 * The error body every service uses. Rules: platform §8 "Reason codes".
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/**
 * The error body every service uses (platform §8): `error[0]` carries errorCode,
 * errorKey and errorMessage.
 *
 * @category schemas
 */
export const ServiceErrorBody = /*#__PURE__*/ Schema.Struct({
  error: Schema.Array(
    Schema.Struct({
      errorCode: Schema.optional(Schema.Union([Schema.String, Schema.Finite])),
      errorKey: Schema.optional(Schema.String),
      errorMessage: Schema.optional(Schema.String),
    }),
  ),
})
export type ServiceErrorBody = typeof ServiceErrorBody.Type
