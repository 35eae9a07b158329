/**
 * The payment provider config's wire schema. Rules: platform §3 "Saved cards and the
 * payment provider", §7.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

// a finite number: 1e999 (Infinity once parsed) is no date, and the config does not decode
const ExpiryDate = /*#__PURE__*/ Schema.Union([Schema.String, Schema.Finite])

/** @category schemas */
export const PxpConfig = /*#__PURE__*/ Schema.Struct({
  publicApiKey: Schema.optional(Schema.Struct({ key: Schema.String, expiryDate: ExpiryDate })),
  publicEncryptionKey: Schema.optional(Schema.Struct({
    id: Schema.String,
    expiryDate: ExpiryDate,
    rsa: Schema.Struct({ exponent: Schema.String, modulus: Schema.String }),
  })),
})
export type PxpConfig = typeof PxpConfig.Type
