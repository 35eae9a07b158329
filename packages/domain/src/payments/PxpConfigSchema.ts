/**
 * The payment provider config's wire schema (platform §3, §7 GET {api}/config/pxp/):
 * publicApiKey {key, expiryDate} and publicEncryptionKey {id, expiryDate, rsa {exponent,
 * modulus}}. The config rule (validatePxpConfig in PxpConfig.ts) checks the same shape
 * without Schema, so a rule never brings Schema.
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
