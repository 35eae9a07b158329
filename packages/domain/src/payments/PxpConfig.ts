/**
 * The payment provider config (platform §3, §7 GET {api}/config/pxp/): publicApiKey
 * {key, expiryDate} and publicEncryptionKey {id, expiryDate, rsa {exponent, modulus}}.
 * Valid only if both keys exist and neither is expired.
 *
 * Where the spec is silent: expiry dates are ISO-8601 strings (or epoch milliseconds); a
 * key whose date cannot be read counts as expired; a key expiring exactly now is expired;
 * modulus and exponent are base64url big-endian integers (JWK `n` and `e`).
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { PxpConfigFailure, paymentMessages } from "./PaymentErrors.ts"

const ExpiryDate = Schema.Union([Schema.String, Schema.Number])

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

/** A config that passed the check. @category models */
export interface ValidPxpConfig {
  readonly apiKey: string
  readonly encryptionId: string
  readonly rsa: { readonly exponent: string; readonly modulus: string }
}

const isExpired = (expiryDate: string | number, now: number): boolean => {
  const at = typeof expiryDate === "number" ? expiryDate : Date.parse(expiryDate)
  return !Number.isFinite(at) || at <= now
}

/**
 * Both keys present and unexpired, else PXP_CONFIG_FAILURE.
 *
 * @example
 * import { validatePxpConfig } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.isFailure(validatePxpConfig({}, Date.now())) // => true
 * @category validation
 */
export const validatePxpConfig = (config: PxpConfig, now: number): Result.Result<ValidPxpConfig, PxpConfigFailure> => {
  const { publicApiKey, publicEncryptionKey } = config
  if (
    publicApiKey === undefined || publicEncryptionKey === undefined ||
    isExpired(publicApiKey.expiryDate, now) || isExpired(publicEncryptionKey.expiryDate, now)
  ) {
    return Result.fail(new PxpConfigFailure({ message: paymentMessages.accountGenericError }))
  }
  return Result.succeed({ apiKey: publicApiKey.key, encryptionId: publicEncryptionKey.id, rsa: publicEncryptionKey.rsa })
}
