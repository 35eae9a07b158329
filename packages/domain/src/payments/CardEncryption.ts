/**
 * Encrypting the card number in the browser. Rules: platform §5 "Saved cards", §9.
 *
 * Where the spec is silent: WebCrypto has no PKCS#1 v1.5 encryption, so the key is imported
 * as RSA-OAEP with SHA-256 (the ciphertext is 256 bytes either way; the provider and the
 * fixtures decrypt with OAEP); the key is checked first (PxpPublicKey.ts) and a key that
 * fails is PXP_ENCRYPT_FAILURE without retries; the number stays inside `Redacted`; the
 * retry count is a whole number from 0 to 10 (cut into range; not a number: 0).
 *
 * @since 0.1.0
 */
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as Schedule from "effect/Schedule"
import { defaultStoreSettings } from "../site/index.ts"
import { PxpEncryptFailure, paymentMessages } from "./PaymentErrors.ts"
import { type PxpRsaKey, pxpRsaJwk, validatePxpRsaKey } from "./PxpPublicKey.ts"

/** The encryption type sent to the provider (platform §7, §9). @category constants */
export const encryptionType = "rsaTwoFourZeroEight"

/** The length of an encrypted card number (platform §9). @category constants */
export const encryptedCardNumberLength = 344

/** The default number of retries after a first failed attempt (the spec leaves it to config). @category constants */
export const defaultPxpRetryCount: number = defaultStoreSettings.pxpRetryCount

/** The most retries a configured count may ask for (the spec is silent: 10). @category constants */
export const maxPxpRetryCount = 10

const retriesOf = (retries: unknown): number =>
  typeof retries === "number" && Number.isFinite(retries) ? Math.min(maxPxpRetryCount, Math.max(0, Math.floor(retries))) : 0

/** The algorithm used with WebCrypto. @category constants */
export const cardEncryptionAlgorithm = { name: "RSA-OAEP", hash: "SHA-256" } as const

const toBase64 = (bytes: Uint8Array): string => {
  let binary = ""
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** Whether a value is a 344-character base64 string (platform §5). @category validation */
export const isEncryptedCardNumber = (value: unknown): value is string =>
  typeof value === "string" && value.length === encryptedCardNumberLength && /^[A-Za-z0-9+/]+={0,2}$/.test(value)

/** A Redacted holding a string (a wiped one throws when read: it holds nothing). */
const isRedactedText = (value: unknown): value is Redacted.Redacted<string> => {
  try {
    return Redacted.isRedacted(value) && typeof Redacted.value(value) === "string"
  } catch {
    return false
  }
}

const encryptFailure = () => new PxpEncryptFailure({ message: paymentMessages.accountGenericError })

const encryptOnce = (cardNumber: Redacted.Redacted<string>, rsa: PxpRsaKey) =>
  Effect.tryPromise({
    try: async () => {
      const subtle = globalThis.crypto.subtle
      const key = await subtle.importKey("jwk", pxpRsaJwk(rsa), cardEncryptionAlgorithm, false, ["encrypt"])
      const cipher = await subtle.encrypt({ name: "RSA-OAEP" }, key, new TextEncoder().encode(Redacted.value(cardNumber)))
      return toBase64(new Uint8Array(cipher))
    },
    // the cause may quote inputs: drop it
    catch: encryptFailure,
  }).pipe(
    Effect.flatMap((encrypted) =>
      isEncryptedCardNumber(encrypted)
        ? Effect.succeed(Redacted.make(encrypted, { label: "encryptedCardNumber" }))
        : Effect.fail(encryptFailure())
    ),
  )

/**
 * Encrypts the card number; retries `retries` times after a failed attempt. The key is
 * checked first (validatePxpRsaKey); a refused key fails at once, never reaching WebCrypto.
 *
 * @example
 * import { encryptCardNumber } from "@outfitter/domain"
 * import * as Redacted from "effect/Redacted"
 * declare const rsa: { modulus: string; exponent: string }
 * encryptCardNumber(Redacted.make("4111111111111111"), rsa, 3)
 * @category programs
 */
export const encryptCardNumber = (
  cardNumber: Redacted.Redacted<string>,
  rsa: { readonly modulus: string; readonly exponent: string },
  retries: number = defaultPxpRetryCount,
): Effect.Effect<Redacted.Redacted<string>, PxpEncryptFailure> =>
  // a number not held in Redacted is refused at once, like a refused key
  !isRedactedText(cardNumber)
    ? Effect.fail(encryptFailure())
    : Effect.fromResult(validatePxpRsaKey(rsa)).pipe(
      Effect.mapError(encryptFailure),
      Effect.flatMap((key) => encryptOnce(cardNumber, key).pipe(Effect.retry(Schedule.recurs(retriesOf(retries))))),
    )
