/**
 * The provider's public encryption key (platform §3 "Saved payment card": publicEncryptionKey
 * rsa {exponent, modulus}; §9: encryption type rsaTwoFourZeroEight), checked before it is
 * ever handed to WebCrypto.
 *
 * The key arrives over the network, so it is untrusted input. A key that is not a
 * well-formed RSA-2048 public key is refused here, as a typed failure, instead of being
 * passed to `crypto.subtle.importKey`: WebCrypto accepts exponents 0 and 1 (with e = 1 the
 * "ciphertext" is the card number itself, padded), keys of any size, and has been seen to
 * take the whole process down on a malformed modulus.
 *
 * A key is accepted only if all of these hold:
 * - it is a plain object whose members can be read (no throwing getter or proxy);
 * - it carries no private-key member (`d`, `p`, `q`, `dp`, `dq`, `qi`, `oth`): a provider
 *   that ships private key material to every browser has a compromised key, and
 *   encrypting to it protects nothing;
 * - `kty`, if present, is exactly "RSA" (the spec's rsa object has no `kty`, so its absence
 *   is allowed);
 * - `modulus` is canonical unpadded base64url (RFC 7518 §6.3.1.1, the JWK `n`) of exactly
 *   342 characters, decoding to 256 bytes whose top bit is set (exactly 2048 bits, no
 *   leading zero octet) and whose last bit is set (an RSA modulus is odd);
 * - `exponent` is exactly "AQAB" (65537): 0, 1, 3, any other value and any other spelling
 *   of 65537 (a leading zero octet, padding) are refused.
 *
 * Any other member (`alg`, `use`, `kid`…) is ignored: the key handed to WebCrypto is built
 * from the modulus and exponent alone.
 *
 * The check is pure and total: from `unknown` to a `Result`; it never throws.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import { Base64Url } from "effect/encoding"
import * as Result from "effect/Result"
import { ReasonCode } from "../errors/ReasonCode.ts"
import { textMemberOf } from "../site/OutsideData.ts"
import { paymentMessages } from "./PaymentErrors.ts"

/** The only public exponent accepted: 65537 as base64url. @category constants */
export const pxpKeyExponent = "AQAB"

/** The modulus size in bytes: RSA-2048 (platform §9 rsaTwoFourZeroEight). @category constants */
export const pxpKeyModulusBytes = 256

/** The length of a 2048-bit modulus as unpadded base64url. @category constants */
export const pxpKeyModulusLength = 342

/** The JWK members that only a private RSA key has (RFC 7518 §6.3.2). @category constants */
export const privateRsaKeyMembers: ReadonlyArray<string> = ["d", "p", "q", "dp", "dq", "qi", "oth"]

/** Why a key was refused. @category models */
export type PxpKeyProblem =
  | "notAnObject"
  | "unreadable"
  | "privateKeyMaterial"
  | "keyType"
  | "modulusEncoding"
  | "modulusLength"
  | "modulusEven"
  | "exponent"

/**
 * The provider's public key is not a well-formed RSA-2048 key with exponent 65537. The
 * customer sees the spec's general message ('something went wrong, try again', platform
 * §8); `problem` says which rule failed, and nothing of the key is kept.
 *
 * @category errors
 */
export class PxpKeyInvalid extends Data.TaggedError("PxpKeyInvalid")<{
  readonly message: string
  readonly problem: PxpKeyProblem
}> {
  readonly reason = ReasonCode.AjaxFailed
  readonly errorKey = paymentMessages.pxpConfigFailure
}

/** A key that passed the check: only the two members WebCrypto is given. @category models */
export interface PxpRsaKey {
  readonly modulus: string
  readonly exponent: typeof pxpKeyExponent
}

const refuse = (problem: PxpKeyProblem) =>
  Result.fail(new PxpKeyInvalid({ message: paymentMessages.accountGenericError, problem }))

const canonicalModulus = /^[A-Za-z0-9_-]+$/

const checkModulus = (modulus: unknown): PxpKeyProblem | undefined => {
  if (typeof modulus !== "string" || !canonicalModulus.test(modulus)) return "modulusEncoding"
  // the length first: a long string is never decoded
  if (modulus.length !== pxpKeyModulusLength) return modulus.length % 4 === 1 ? "modulusEncoding" : "modulusLength"
  const decoded = Base64Url.decode(modulus)
  if (Result.isFailure(decoded)) return "modulusEncoding"
  const bytes = decoded.success
  // non-zero trailing bits decode too: only the canonical spelling round-trips
  if (Base64Url.encode(bytes) !== modulus) return "modulusEncoding"
  if (bytes.length !== pxpKeyModulusBytes || (bytes[0]! & 0x80) === 0) return "modulusLength"
  if ((bytes[pxpKeyModulusBytes - 1]! & 1) === 0) return "modulusEven"
  return undefined
}

const check = (input: unknown): Result.Result<PxpRsaKey, PxpKeyInvalid> => {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return refuse("notAnObject")
  const key = input as Record<string, unknown>
  // `in`, not own members: a private member anywhere on the chain refuses the key
  if (privateRsaKeyMembers.some((member) => member in key)) return refuse("privateKeyMaterial")
  if ("kty" in key && key.kty !== "RSA") return refuse("keyType")
  const modulus = Object.hasOwn(key, "modulus") ? key.modulus : undefined
  const exponent = Object.hasOwn(key, "exponent") ? key.exponent : undefined
  const modulusProblem = checkModulus(modulus)
  if (modulusProblem !== undefined) return refuse(modulusProblem)
  if (exponent !== pxpKeyExponent) return refuse("exponent")
  return Result.succeed({ modulus: modulus as string, exponent: pxpKeyExponent })
}

/**
 * Checks the provider's rsa {modulus, exponent}: RSA-2048, exponent 65537, no private
 * member; anything else is `PxpKeyInvalid` (see the module's rules). Total: never throws,
 * whatever it is given.
 *
 * @example
 * import { validatePxpRsaKey } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.isFailure(validatePxpRsaKey({ modulus: "AQAB", exponent: "AQ" })) // => true
 * @category validation
 */
export const validatePxpRsaKey = (input: unknown): Result.Result<PxpRsaKey, PxpKeyInvalid> => {
  try {
    return check(input)
  } catch {
    // a proxy or a getter that throws: nothing read from it can be trusted
    return refuse("unreadable")
  }
}

/**
 * The JWK handed to WebCrypto for a checked key (RSA-OAEP with SHA-256, encrypt only).
 * Total: a member that is not a string is given as "", which WebCrypto refuses.
 *
 * @example
 * import { pxpRsaJwk } from "@outfitter/domain"
 * pxpRsaJwk({ modulus: "n", exponent: "AQAB" }).kty // => "RSA"
 * @category constructors
 */
export const pxpRsaJwk = (key: PxpRsaKey): JsonWebKey => ({
  kty: "RSA",
  n: textMemberOf(key, "modulus"),
  e: textMemberOf(key, "exponent"),
  alg: "RSA-OAEP-256",
  ext: true,
})
