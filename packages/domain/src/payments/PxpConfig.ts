/**
 * The payment provider config's check. Rules: platform §3 "Saved cards and the payment
 * provider", §7, §9. The schema is PxpConfigSchema.ts.
 *
 * Where the spec is silent: the encryption key must also pass PxpPublicKey.ts; expiry
 * dates are ISO-8601 text or epoch milliseconds, and one that cannot be read, or is now,
 * is expired (a `now` that is not finite refuses every config); modulus and exponent are
 * base64url big-endian integers (JWK `n` and `e`).
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import { isRecord } from "../kernel/Untrusted.ts"
import { PxpConfigFailure, paymentMessages } from "./PaymentErrors.ts"
import { type PxpKeyProblem, type PxpRsaKey, validatePxpRsaKey } from "./PxpPublicKey.ts"

/** A config that passed the check. @category models */
export interface ValidPxpConfig {
  readonly apiKey: string
  readonly encryptionId: string
  /** Checked: RSA-2048, exponent 65537 (validatePxpRsaKey). */
  readonly rsa: PxpRsaKey
}

const isExpired = (expiryDate: string | number, now: number): boolean => {
  const at = typeof expiryDate === "number" ? expiryDate : Date.parse(expiryDate)
  return !Number.isFinite(at) || at <= now
}


// a finite number: 1e999 (Infinity once parsed) is no date, and the config is refused
const isExpiryDate = (value: unknown): value is string | number =>
  typeof value === "string" || (typeof value === "number" && Number.isFinite(value))

const configFailure = (problem?: PxpKeyProblem) =>
  Result.fail(new PxpConfigFailure({ message: paymentMessages.accountGenericError, problem }))

const checkConfig = (config: unknown, now: number): Result.Result<ValidPxpConfig, PxpConfigFailure> => {
  // without a clock reading no key can be shown unexpired
  if (typeof now !== "number" || !Number.isFinite(now) || !isRecord(config)) return configFailure()
  const { publicApiKey, publicEncryptionKey } = config
  if (!isRecord(publicApiKey) || typeof publicApiKey["key"] !== "string" || !isExpiryDate(publicApiKey["expiryDate"])) {
    return configFailure()
  }
  if (
    !isRecord(publicEncryptionKey) || typeof publicEncryptionKey["id"] !== "string" ||
    !isExpiryDate(publicEncryptionKey["expiryDate"])
  ) {
    return configFailure()
  }
  // the rsa member as it was sent, so a private member (a `d`, say) still refuses the key
  const sentRsa = publicEncryptionKey["rsa"]
  if (!isRecord(sentRsa) || typeof sentRsa["exponent"] !== "string" || typeof sentRsa["modulus"] !== "string") {
    return configFailure()
  }
  if (isExpired(publicApiKey["expiryDate"], now) || isExpired(publicEncryptionKey["expiryDate"], now)) return configFailure()
  const rsa = validatePxpRsaKey(sentRsa)
  if (Result.isFailure(rsa)) return configFailure(rsa.failure.problem)
  return Result.succeed({ apiKey: publicApiKey["key"], encryptionId: publicEncryptionKey["id"], rsa: rsa.success })
}

/**
 * Both keys present and unexpired, and the encryption key a well-formed RSA-2048 key
 * with exponent 65537, else PXP_CONFIG_FAILURE (with the key's `problem` when the key was
 * refused).
 *
 * Takes the config as it came over the network (`unknown`): its shape (the PxpConfig
 * schema's) is checked here member by member, and the key is checked on the members that
 * were sent, so a private member the schema would drop still refuses the key. Total: never
 * throws.
 *
 * @example
 * import { validatePxpConfig } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.isFailure(validatePxpConfig({}, Date.now())) // => true
 * @category validation
 */
export const validatePxpConfig = (config: unknown, now: number): Result.Result<ValidPxpConfig, PxpConfigFailure> => {
  try {
    return checkConfig(config, now)
  } catch {
    // a member that throws when read (never so for parsed JSON)
    return configFailure()
  }
}
