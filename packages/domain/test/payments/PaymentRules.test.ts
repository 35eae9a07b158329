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
import { validateNewCard } from "../../src/payments/CardForm.ts"
import {
  addCardBody,
  cardModalView,
  isTokenApproved,
  paymentReloadAfterButtonMs,
  paymentReloadAfterSuccessMs,
  paymentReloadDelayMs,
  providerTokenRequest,
  requestsProviderToken,
  savedCardView,
} from "../../src/payments/SavedCard.ts"
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
  it("approved in any case only, with an id", () => {
    expect(isTokenApproved({ State: "approved", Id: "t" })).toBe(true)
    expect(isTokenApproved({ State: "ApPrOvEd", Id: "t" })).toBe(true)
    expect(isTokenApproved({ State: "declined", Id: "t" })).toBe(false)
    expect(isTokenApproved({ State: "approved " , Id: "t" })).toBe(false)
    expect(isTokenApproved({ State: "approved" })).toBe(false)
    expect(isTokenApproved({ State: "approved", Id: "" })).toBe(false)
    expect(isTokenApproved({ State: "approved", Id: 7 })).toBe(false)
    expect(isTokenApproved(null)).toBe(false)
    expect(isTokenApproved("approved")).toBe(false)
  })

  it.each([
    ["add", undefined, { isCardNumberDisabled: false, showsExpiry: true, showsUpdateButton: true }],
    ["add", "anf", { isCardNumberDisabled: false, showsExpiry: true, showsUpdateButton: true }],
    ["edit", "visa", { isCardNumberDisabled: true, showsExpiry: true, showsUpdateButton: true }],
    ["edit", "001", { isCardNumberDisabled: true, showsExpiry: true, showsUpdateButton: true }],
    ["edit", "anf", { isCardNumberDisabled: true, showsExpiry: false, showsUpdateButton: false }],
    ["edit", "ANF", { isCardNumberDisabled: true, showsExpiry: false, showsUpdateButton: false }],
  ] as const)("modal %s of %j", (mode, brand, view) => {
    expect(cardModalView(mode, brand)).toEqual(view)
  })

  it("the page reloads 3 s after a change's success appears; 1 s (the success display) after make default", () => {
    expect(paymentReloadDelayMs).toBe(3000)
    expect(paymentReloadAfterSuccessMs("add")).toBe(3000)
    expect(paymentReloadAfterSuccessMs("update")).toBe(3000)
    expect(paymentReloadAfterSuccessMs("remove")).toBe(3000)
    expect(paymentReloadAfterSuccessMs("setDefault")).toBe(1000)
    // counted from the end of the button's program, which ends 1 s after success appears
    expect(paymentReloadAfterButtonMs("add")).toBe(2000)
    expect(paymentReloadAfterButtonMs("update")).toBe(2000)
    expect(paymentReloadAfterButtonMs("remove")).toBe(2000)
    expect(paymentReloadAfterButtonMs("setDefault")).toBe(0)
  })
})

describe("what the add call sends (platform §7)", () => {
  const valid = (cardNumber: string) => {
    const result = validateNewCard({ cardNumber, expireMonth: "7", expireYear: "2031", cvv: "123" }, { country: "US" })
    if (Result.isFailure(result)) throw new Error("expected a valid card")
    return result.success
  }

  it.each([
    ["4111111111111111", "001"],
    ["5555555555554444", "002"],
    ["6011111111111117", "004"],
    ["3530111333300000", "007"],
  ])("%s sends cardBrand %s, the expiry, last four and first six", (number, code) => {
    const body = addCardBody(valid(number), { encrypted: "E".repeat(344), encryptionId: "k1", token: undefined })
    expect(body).toEqual({
      cardNumber: "E".repeat(344),
      encryptionId: "k1",
      cardExpireYear: "2031",
      cardExpireMonth: "07",
      cardLastFour: number.slice(-4),
      cardFirstSix: number.slice(0, 6),
      cardBrand: code,
      cardNumberType: "encryptedCardNumber",
    })
  })

  it("an approved token is sent in place of the encrypted number", () => {
    const body = addCardBody(valid("4111111111111111"), { encrypted: "E".repeat(344), encryptionId: "k1", token: "tok-1" })
    expect(body).toMatchObject({ cardNumber: "tok-1", cardNumberType: "singleUseToken" })
  })

  it("the house card: code anf, the placeholder expiry 12/2025, no first six, no tokens call", () => {
    const house = valid("6000881234567890")
    expect(requestsProviderToken(house)).toBe(false)
    expect(requestsProviderToken(valid("4111111111111111"))).toBe(true)
    expect(addCardBody(house, { encrypted: "E", encryptionId: "k1", token: undefined })).toEqual({
      cardNumber: "E",
      encryptionId: "k1",
      cardExpireYear: "2025",
      cardExpireMonth: "12",
      cardLastFour: "7890",
      cardBrand: "anf",
      cardNumberType: "encryptedCardNumber",
    })
  })

  it("the tokens request carries the expiry, the encrypted number and the key's id", () => {
    expect(providerTokenRequest(valid("4111111111111111"), { encrypted: "E", encryptionId: "k1", merchantId: "M" })).toEqual({
      details: { cardExpiryMonth: "07", cardExpiryYear: "2031", cardNumber: "E" },
      encryptionDetails: { encryptionType: "rsaTwoFourZeroEight", encryptionId: "k1" },
      merchantId: "M",
    })
  })
})

describe("savedCardView", () => {
  it.each([
    [{ cardBrand: "001", cardLastFour: "1111", expireMonth: "12", expireYear: "2030" }, "Visa ending in 1111", "12/2030", false],
    [{ cardBrand: "VISA", cardLastFour: "1111" }, "Visa ending in 1111", undefined, false],
    [{ cardBrand: "003", cardLastFour: "0005", expireMonth: "01", expireYear: "2029" }, "American Express ending in 0005", "01/2029", false],
    [{ cardBrand: "anf", cardLastFour: "4321", expireMonth: "12", expireYear: "2025" }, "House card ending in 4321", undefined, true],
    [{ cardBrand: "021", cardLastFour: "9995", expireMonth: "02", expireYear: "2030" }, "Card ending in 9995", "02/2030", false],
  ])("%j is %s, expires %s", (card, title, expires, isHouseCard) => {
    expect(savedCardView(card)).toEqual({ title, expires, isHouseCard })
  })
})
