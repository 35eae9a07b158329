import { it as effectIt } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { Base64Url } from "effect/encoding"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  encryptCardNumber,
  encryptedCardNumberLength,
  encryptionType,
  isEncryptedCardNumber,
} from "../../src/payments/CardEncryption.ts"
import { cardErrorFor, paymentMessages, paymentWriteFailure } from "../../src/payments/PaymentErrors.ts"
import { validatePxpConfig } from "../../src/payments/PxpConfig.ts"
import { cardModalView, isTokenApproved, paymentReloadDelayMs } from "../../src/payments/SavedCard.ts"
import { generateProviderKey } from "./support/providerKey.ts"

const now = Date.parse("2026-06-01T00:00:00Z")
const apiKey = { key: "pk", expiryDate: "2027-01-01T00:00:00Z" }
/** A well-formed RSA-2048 public key (256 bytes, top and last bits set; exponent 65537): validatePxpConfig checks it. */
const modulus = Base64Url.encode(new Uint8Array(256).fill(0xc3))
const encKey = { id: "enc-1", expiryDate: "2027-01-01T00:00:00Z", rsa: { modulus, exponent: "AQAB" } }

describe("validatePxpConfig", () => {
  it("valid only with both keys unexpired", () => {
    expect(Result.isSuccess(validatePxpConfig({ publicApiKey: apiKey, publicEncryptionKey: encKey }, now))).toBe(true)
    for (
      const config of [
        {},
        { publicApiKey: apiKey },
        { publicEncryptionKey: encKey },
        { publicApiKey: { ...apiKey, expiryDate: "2026-05-31T23:59:59Z" }, publicEncryptionKey: encKey },
        { publicApiKey: apiKey, publicEncryptionKey: { ...encKey, expiryDate: now } },
        { publicApiKey: apiKey, publicEncryptionKey: { ...encKey, expiryDate: "not a date" } },
      ]
    ) {
      const result = validatePxpConfig(config, now)
      if (Result.isSuccess(result)) throw new Error("expected failure")
      expect(result.failure.errorKey).toBe("PXP_CONFIG_FAILURE")
      expect(result.failure.message).toBe("something went wrong, try again")
    }
    expect(Result.isSuccess(validatePxpConfig({ publicApiKey: apiKey, publicEncryptionKey: { ...encKey, expiryDate: now + 1 } }, now)))
      .toBe(true)
  })
})

describe("encryptCardNumber", () => {
  effectIt.effect("encrypts to 344 base64 characters that decrypt to the number", () =>
    Effect.gen(function*() {
      const { privateKey, rsa } = yield* Effect.promise(generateProviderKey)
      const encrypted = yield* encryptCardNumber(Redacted.make("4111111111111111"), rsa, 0)
      const text = Redacted.value(encrypted)
      expect(text).toHaveLength(344)
      expect(encryptedCardNumberLength).toBe(344)
      expect(encryptionType).toBe("rsaTwoFourZeroEight")
      const bytes = Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
      const plain = yield* Effect.promise(() => crypto.subtle.decrypt({ name: "RSA-OAEP" }, privateKey, bytes))
      expect(new TextDecoder().decode(plain)).toBe("4111111111111111")
    }))

  effectIt.effect("a bad key fails with PXP_ENCRYPT_FAILURE, without the number", () =>
    Effect.gen(function*() {
      const error = yield* Effect.flip(encryptCardNumber(Redacted.make("4111111111111111"), { modulus: "!!", exponent: "AQAB" }, 2))
      expect(error._tag).toBe("PxpEncryptFailure")
      expect(error.errorKey).toBe("PXP_ENCRYPT_FAILURE")
      expect(error.message).toBe(paymentMessages.accountGenericError)
      expect(JSON.stringify(error)).not.toContain("4111")
    }))

  it("isEncryptedCardNumber checks length 344 and base64", () => {
    expect(isEncryptedCardNumber("A".repeat(344))).toBe(true)
    expect(isEncryptedCardNumber("A".repeat(343))).toBe(false)
    expect(isEncryptedCardNumber("A".repeat(345))).toBe(false)
    expect(isEncryptedCardNumber("!".repeat(344))).toBe(false)
    expect(isEncryptedCardNumber(344)).toBe(false)
  })
})

describe("failures", () => {
  it("add/update failure takes the first error entry", () => {
    const failure = paymentWriteFailure(400, {
      error: [{ errorCode: 1006, errorKey: "AUTH_MESSAGE1006", errorMessage: "expired", errorData: { a: 1 } }, { errorKey: "X" }],
    })
    expect(failure).toMatchObject({ errorCode: "1006", errorKey: "AUTH_MESSAGE1006", errorMsg: "expired", errorData: { a: 1 }, status: 400 })
    expect(paymentWriteFailure(500, undefined)).toMatchObject({ status: 500, errorKey: undefined })
  })

  it("maps card error keys", () => {
    expect(cardErrorFor("AUTH_MESSAGE1006")).toEqual({ field: "expiry", message: paymentMessages.expiryError })
    expect(cardErrorFor("GEO_FENCE", "Not in your country")).toEqual({ field: "geoFence", message: "Not in your country" })
    expect(cardErrorFor("GEO_FENCE")).toEqual({ field: "geoFence", message: paymentMessages.invalidCardBrand })
    expect(cardErrorFor("OTHER")).toEqual({ field: "card", message: paymentMessages.cardError })
    expect(cardErrorFor(undefined).field).toBe("card")
  })
})

describe("tokens and modal", () => {
  it("approved in any case only", () => {
    expect(isTokenApproved({ State: "approved", Id: "t" })).toBe(true)
    expect(isTokenApproved({ State: "ApPrOvEd", Id: "t" })).toBe(true)
    expect(isTokenApproved({ State: "declined", Id: "t" })).toBe(false)
    expect(isTokenApproved({ State: "approved" })).toBe(false)
  })
  it("modal rules", () => {
    expect(cardModalView("add")).toEqual({ isCardNumberDisabled: false, showsExpiry: true, showsUpdateButton: true })
    expect(cardModalView("edit", "visa")).toEqual({ isCardNumberDisabled: true, showsExpiry: true, showsUpdateButton: true })
    expect(cardModalView("edit", "anf")).toEqual({ isCardNumberDisabled: true, showsExpiry: false, showsUpdateButton: false })
    expect(paymentReloadDelayMs).toBe(3000)
  })
})
