/**
 * The account details the user-exists lookup, the create and the session login answer
 * with, as a schema; only the clients import it. Rules: orders §3 "Help and enrol data".
 *
 * @since 0.4.0
 */
import * as Schema from "effect/Schema"

/** @category schemas */
export const FastEnrollAccountResponse = /*#__PURE__*/ Schema.Struct({
  userId: Schema.Union([Schema.String, Schema.Finite]),
  appleWallet: Schema.optional(Schema.NullOr(Schema.Struct({
    appleToken: Schema.optional(Schema.NullOr(Schema.String)),
    barCode: Schema.optional(Schema.NullOr(Schema.Struct({ data: Schema.optional(Schema.NullOr(Schema.String)) }))),
  }))),
})
export type FastEnrollAccountResponse = typeof FastEnrollAccountResponse.Type
