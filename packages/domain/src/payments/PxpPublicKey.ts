/**
 * The provider's public encryption key, checked before WebCrypto ever sees it (which takes
 * exponents 0 and 1, keys of any size, and has crashed on a malformed modulus). Rules:
 * platform §3 "Saved cards and the payment provider", §9.
 *
 * Where the spec is silent (the key is untrusted input): a key is accepted only as a plain
 * readable object with no private-key member, `kty` absent or "RSA", a `modulus` of
 * canonical unpadded base64url for exactly 2048 bits (odd, no leading zero octet) and an
 * `exponent` of exactly "AQAB"; other members are ignored. Pure and total.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import { Base64Url } from "effect/encoding"
import * as Result from "effect/Result"
import { ReasonCode } from "../errors/index.ts"
import { textMemberOf } from "../kernel/Untrusted.ts"
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
