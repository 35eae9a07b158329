import { describe, expect, it } from "@effect/vitest"
import { registeredVisitor, SavedCards } from "@outfitter/clients"
import {
  encryptedCardNumberLength,
  paymentMessages,
  SoftAuthenticationRequired,
  type StoreSettings,
  type Visitor,
} from "@outfitter/domain"
import { type CookieJarFetchOptions, memberCookies } from "@outfitter/fixtures/testing"
import * as Effect from "effect/Effect"
import { Base64Url } from "effect/encoding"
import * as TestClock from "effect/testing/TestClock"
import { delay, http, HttpResponse } from "msw"
import { afterEach, vi } from "vitest"
import { fixtureBrowser } from "./support.ts"

/** A cookie jar over the in-process fixtures, recording every request with its body. */
const browser = (cookies: Record<string, string>, options: CookieJarFetchOptions = {}) => {
  const requests: Array<{ url: string; headers: string; body: string }> = []
  const record = async (request: Request) => void requests.push({ url: request.url, headers: JSON.stringify([...request.headers]), body: await request.text() })
  return { ...fixtureBrowser({ ...options, cookies, onRequest: record }), requests }
}

const signedIn = (id: string, extra: Record<string, string> = {}) => ({ ...memberCookies(id), ...extra })

type Browser = ReturnType<typeof browser>
const provide = (b: Browser, settings: Partial<StoreSettings> = {}, visitor?: () => Visitor) =>
  b.layer({ visitor: visitor ?? (() => b.visitor(false)), settings })

const typed = { cardNumber: "5555 5555 5555 4444", expireMonth: "7", expireYear: "2031", cvv: "321", country: "US" }
const add = (input: Partial<typeof typed> = {}) => SavedCards.use((cards) => cards.add({ ...typed, ...input }))

const expectNoCardData = (b: Browser, error: unknown, digits: string, cvv: string) => {
  for (const request of b.requests) {
    expect(request.url).not.toContain(digits)
    expect(request.body).not.toContain(digits)
    expect(request.body).not.toContain(`"${cvv}"`)
    expect(request.headers).not.toContain(digits)
  }
  expect(JSON.stringify(error ?? null)).not.toContain(digits)
  expect(String(error)).not.toContain(digits)
}

describe("SavedCards.add", () => {
  it.effect("round trip: the fixture decrypts, and the stored card has the typed last four and first six", () => {
    const b = browser(signedIn("6101"))
    return Effect.gen(function*() {
      const card = yield* add()
      expect(card).toMatchObject({ cardLastFour: "4444", cardFirstSix: "555555", cardBrand: "002", expireMonth: "07", expireYear: "2031" })
      const wallet = yield* SavedCards.use((cards) => cards.list())
      expect(wallet.payments.map((payment) => payment.cardLastFour)).toEqual(["4444"])
      const tokenCall = b.requests.find((request) => request.url.endsWith("/pxp/tokens"))!
      expect(JSON.parse(tokenCall.headers)).toContainEqual(["authorization", "PublicKey pk_fixture_outfitter"])
      const tokenBody = JSON.parse(tokenCall.body)
      expect(tokenBody.encryptionDetails).toEqual({ encryptionType: "rsaTwoFourZeroEight", encryptionId: "fixture-rsa-1" })
      expect(tokenBody.details.cardNumber).toHaveLength(encryptedCardNumberLength)
      expect(tokenBody.merchantId).toBe("OUTFITTER")
      const addBody = JSON.parse(b.requests.find((request) => request.url.endsWith("/user/wallet/") && request.body !== "")!.body)
      expect(addBody).toMatchObject({
        cardNumberType: "singleUseToken",
        cardLastFour: "4444",
        cardFirstSix: "555555",
        encryptionId: "fixture-rsa-1",
        cardBrand: "002",
        cardExpireMonth: "07",
        cardExpireYear: "2031",
      })
      expect(tokenBody.details).toMatchObject({ cardExpiryMonth: "07", cardExpiryYear: "2031" })
      expectNoCardData(b, undefined, "5555555555554444", "321")
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("a declined token falls back to the encrypted number (344 characters)", () => {
    const b = browser(signedIn("6102"))
    return Effect.gen(function*() {
      const card = yield* add({ cardNumber: "4000000000000127" })
      expect(card).toMatchObject({ cardLastFour: "0127", cardFirstSix: "400000" })
      const addBody = JSON.parse(b.requests.at(-1)!.body)
      expect(addBody.cardNumberType).toBe("encryptedCardNumber")
      expect(addBody.cardNumber).toHaveLength(344)
      expectNoCardData(b, undefined, "4000000000000127", "321")
    }).pipe(Effect.provide(provide(b)))
  })

  it.live("a token call that times out falls back too", () => {
    const slow = http.post("*/api/pxp/tokens", async () => {
      await delay(300)
      return HttpResponse.json({ State: "approved", Id: "late" })
    })
    const b = browser(signedIn("6103"), { extraHandlers: [slow] })
    return Effect.gen(function*() {
      yield* add()
      expect(JSON.parse(b.requests.at(-1)!.body).cardNumberType).toBe("encryptedCardNumber")
    }).pipe(Effect.provide(provide(b, { pxpTokenTimeoutMs: 20 })))
  })

  it.effect("the house card: code anf, the placeholder expiry 12/2025 whatever was typed, no first six, no token call", () => {
    const b = browser(signedIn("6104"))
    return Effect.gen(function*() {
      const card = yield* add({ cardNumber: "6000 8812 3456 7890", expireMonth: "", expireYear: "", cvv: "123" })
      expect(card).toEqual({ savedPaymentId: expect.any(String), cardBrand: "anf", cardLastFour: "7890", expireMonth: "12", expireYear: "2025" })
      expect(b.requests.some((request) => request.url.endsWith("/pxp/tokens"))).toBe(false)
      const addBody = JSON.parse(b.requests.at(-1)!.body)
      expect(addBody).toMatchObject({ cardBrand: "anf", cardExpireMonth: "12", cardExpireYear: "2025", cardNumberType: "encryptedCardNumber" })
      expect(addBody).not.toHaveProperty("cardFirstSix")
      yield* add({ cardNumber: "6000 8812 3456 7891", expireMonth: "03", expireYear: "2031", cvv: "123" })
      expect(JSON.parse(b.requests.at(-1)!.body)).toMatchObject({ cardExpireMonth: "12", cardExpireYear: "2025" })
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect.each([
    ["4111 1111 1111 1111", "001", "123"],
    ["378282246310005", "003", "1234"],
    ["6011111111111117", "004", "123"],
    ["3530111333300000", "007", "123"],
  ] as const)("%s is sent with cardBrand %s", ([cardNumber, code, cvv]) => {
    const b = browser(signedIn("6111"))
    return Effect.gen(function*() {
      const card = yield* add({ cardNumber, cvv })
      expect(card.cardBrand).toBe(code)
      expect(JSON.parse(b.requests.at(-1)!.body).cardBrand).toBe(code)
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect.each([
    ["378282246310005", "1234"],
    ["6011111111111117", "123"],
    ["3530111333300000", "123"],
    ["6000 8812 3456 7890", "123"],
  ] as const)("shipping to AE, %s is refused before any request with the GEO_FENCE message", ([cardNumber, cvv]) => {
    const b = browser(signedIn("6112"))
    return Effect.gen(function*() {
      const error = yield* Effect.flip(add({ cardNumber, cvv, country: "AE" }))
      expect(error).toMatchObject({ _tag: "CardFormInvalid", fields: { geoFence: paymentMessages.invalidCardBrand } })
      expect(b.requests).toEqual([])
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("shipping to AE, visa and mastercard are saved; elsewhere discover and jcb too", () => {
    const b = browser(signedIn("6113"))
    return Effect.gen(function*() {
      yield* add({ cardNumber: "4111 1111 1111 1111", country: "AE" })
      yield* add({ cardNumber: "5555 5555 5555 4444", country: "AE" })
      yield* add({ cardNumber: "6011111111111117", country: "GB" })
      yield* add({ cardNumber: "3530111333300000", country: "GB" })
      const wallet = yield* SavedCards.use((cards) => cards.list())
      expect(wallet.payments.map((card) => card.cardBrand)).toEqual(["001", "002", "004", "007"])
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect.each([
    ["4000000000000002", "GEO_FENCE", "This card cannot be used to ship to your country.", 400],
    ["4000000000000069", "AUTH_MESSAGE1006", "Card expired", 400],
    ["4000000000000119", "CARD_DECLINED", "Card declined", 400],
    ["4000000000000259", undefined, undefined, 500],
  ] as const)("magic %s fails with errorKey %s from the first error entry", ([cardNumber, errorKey, errorMsg, status]) => {
    const b = browser(signedIn("6105"))
    return Effect.gen(function*() {
      const error = yield* Effect.flip(add({ cardNumber }))
      expect(error).toMatchObject({ _tag: "PaymentWriteFailure", errorKey, errorMsg, status })
      expectNoCardData(b, error, cardNumber, "321")
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect.each(["expired", "missing", "broken", "malformed"])("pxp config %s is PXP_CONFIG_FAILURE", (magic) => {
    const b = browser(signedIn("6106", { fixturePxp: magic }))
    return Effect.gen(function*() {
      yield* TestClock.setTime(Date.parse("2026-11-22T00:00:00Z")) // the fixture's expired key is from 2020
      const error = yield* Effect.flip(add())
      expect(error).toMatchObject({ _tag: "PxpConfigFailure", errorKey: "PXP_CONFIG_FAILURE", message: paymentMessages.accountGenericError })
      expect(b.requests.some((request) => request.url.includes("/user/wallet"))).toBe(false)
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("an invalid form fails before any request, without the number", () => {
    const b = browser(signedIn("6107"))
    return Effect.gen(function*() {
      const error = yield* Effect.flip(add({ cardNumber: "5555555555554445", expireMonth: "" }))
      expect(error._tag).toBe("CardFormInvalid")
      expect(b.requests).toEqual([])
      expectNoCardData(b, error, "5555555555554445", "321")
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("a generic visitor is refused before any request", () => {
    const b = browser({})
    return Effect.gen(function*() {
      const error = yield* Effect.flip(add())
      expect(error).toBeInstanceOf(SoftAuthenticationRequired)
      expect(error.message).toBe("Unauthorized user, soft authentication")
      expect(b.requests).toEqual([])
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("a remembered visitor with the extended window must re-authenticate", () => {
    const b = browser(signedIn("6108"))
    const remembered = (): Visitor => ({ kind: "registered", isLoggedIn: true, isRemembered: true })
    return Effect.gen(function*() {
      const error = yield* Effect.flip(add())
      expect(error).toBeInstanceOf(SoftAuthenticationRequired)
      expect(error.message).toBe("Unauthorized user, soft authentication")
    }).pipe(Effect.provide(provide(b, { extendedAuthWindow: true }, remembered)))
  })

  it.effect("a 401 is Unauthorized", () => {
    const b = browser({})
    return Effect.gen(function*() {
      const error = yield* Effect.flip(add())
      expect(error).toMatchObject({ _tag: "Unauthorized", status: 401 })
    }).pipe(Effect.provide(provide(b, {}, () => registeredVisitor)))
  })
})

/** A well-formed RSA-2048 modulus (256 bytes, top and last bits set), to vary one rule at a time. */
const wellFormedModulus = Base64Url.encode(new Uint8Array(256).fill(0xc3))
const byteString = (...values: Array<number>) => Base64Url.encode(new Uint8Array(values))

/** GET config/pxp/ answering the key given, everything else valid. */
const pxpKeyHandler = (rsa: unknown) =>
  http.get("*/api/config/pxp/", () =>
    HttpResponse.json({
      publicApiKey: { key: "pk_fixture_outfitter", expiryDate: "2099-12-31T23:59:59Z" },
      publicEncryptionKey: { id: "fixture-rsa-1", expiryDate: "2099-12-31T23:59:59Z", rsa },
    }))

describe("SavedCards.add with a malformed provider key (platform §8: PXP_CONFIG_FAILURE, the account message)", () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.effect.each([
    ["exponent 0", { modulus: wellFormedModulus, exponent: byteString(0) }, "exponent"],
    ["exponent 1", { modulus: wellFormedModulus, exponent: byteString(1) }, "exponent"],
    ["exponent 3", { modulus: wellFormedModulus, exponent: byteString(3) }, "exponent"],
    ["an empty exponent", { modulus: wellFormedModulus, exponent: "" }, "exponent"],
    ["an empty modulus", { modulus: "", exponent: "AQAB" }, "modulusEncoding"],
    ["a modulus that is not base64url", { modulus: "!!", exponent: "AQAB" }, "modulusEncoding"],
    ["a 1024-bit modulus", { modulus: Base64Url.encode(new Uint8Array(128).fill(0xc3)), exponent: "AQAB" }, "modulusLength"],
    ["a 16384-bit modulus", { modulus: Base64Url.encode(new Uint8Array(2048).fill(0xff)), exponent: "AQAB" }, "modulusLength"],
    ["an even modulus", { modulus: Base64Url.encode(new Uint8Array(256).fill(0xfe)), exponent: "AQAB" }, "modulusEven"],
    ["kty EC", { kty: "EC", modulus: wellFormedModulus, exponent: "AQAB" }, "keyType"],
    ["a private exponent d", { modulus: wellFormedModulus, exponent: "AQAB", d: wellFormedModulus }, "privateKeyMaterial"],
    ["a JWK's n and e (not the spec's rsa shape: the config does not decode)", { kty: "RSA", n: wellFormedModulus, e: "AQAB" }, undefined],
  ] as const)("%s: refused before WebCrypto, nothing sent, the number nowhere", ([, rsa, problem]) => {
    const b = browser(signedIn("6109"), { extraHandlers: [pxpKeyHandler(rsa)] })
    const importKey = vi.spyOn(crypto.subtle, "importKey")
    return Effect.gen(function*() {
      const error = yield* Effect.flip(add())
      expect(error).toMatchObject({ _tag: "PxpConfigFailure", errorKey: "PXP_CONFIG_FAILURE", message: paymentMessages.accountGenericError, problem })
      expect(importKey).not.toHaveBeenCalled()
      expect(b.requests.some((request) => request.url.includes("/pxp/tokens") || request.url.includes("/user/wallet"))).toBe(false)
      expectNoCardData(b, error, "5555555555554444", "321")
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("many malformed keys in a row: each a typed failure, the process carries on, and a good key still works", () => {
    const keys: Array<unknown> = [
      null,
      "AQAB",
      {},
      { modulus: wellFormedModulus },
      ...Array.from({ length: 12 }, (_, index) => ({ modulus: wellFormedModulus, exponent: byteString(index) })),
      ...[1, 2, 64, 128, 255, 257, 384, 512, 1024].map((size) => ({ modulus: Base64Url.encode(new Uint8Array(size).fill(0xc3)), exponent: "AQAB" })),
      ...["p", "q", "dp", "dq", "qi", "oth"].map((member) => ({ modulus: wellFormedModulus, exponent: "AQAB", [member]: "x" })),
    ]
    return Effect.gen(function*() {
      for (const rsa of keys) {
        const b = browser(signedIn("6110"), { extraHandlers: [pxpKeyHandler(rsa)] })
        const error = yield* Effect.flip(add().pipe(Effect.provide(provide(b))))
        expect(error).toMatchObject({ _tag: "PxpConfigFailure", message: paymentMessages.accountGenericError })
      }
      const good = browser(signedIn("6110"))
      const card = yield* add().pipe(Effect.provide(provide(good)))
      expect(card.cardLastFour).toBe("4444")
    })
  })
})

describe("the wallet", () => {
  it.effect("lists, reads, updates, sets the default and removes", () => {
    const b = browser(signedIn("5001"))
    return Effect.gen(function*() {
      const cards = yield* SavedCards
      const wallet = yield* cards.list()
      expect(wallet.defaultSavedPaymentId).toBe("card-5001-1")
      expect(wallet.payments.map((card) => card.cardLastFour)).toContain("1111")
      yield* cards.update("card-5001-1", { expireMonth: "1", expireYear: "2033" })
      expect(yield* cards.get("card-5001-1")).toMatchObject({ expireMonth: "01", expireYear: "2033" })
      expect(JSON.parse(b.requests.at(-2)!.body)).toEqual({ cardExpireMonth: "01", cardExpireYear: "2033" })
      const expired = yield* Effect.flip(cards.update("card-5001-1", { expireMonth: "1", expireYear: "2001" }))
      expect(expired).toMatchObject({ _tag: "PaymentWriteFailure", errorKey: "AUTH_MESSAGE1006", status: 400 })
      const missing = yield* Effect.flip(cards.update("card-5001-1", { expireMonth: "", expireYear: "2033" }))
      expect(missing._tag).toBe("CardFormInvalid")
      yield* cards.setDefault("card-5001-2")
      expect((yield* cards.list()).defaultSavedPaymentId).toBe("card-5001-2")
      yield* cards.remove("card-5001-2")
      expect((yield* cards.list()).payments.map((card) => card.savedPaymentId)).not.toContain("card-5001-2")
      const gone = yield* Effect.flip(cards.get("card-5001-2"))
      expect(gone._tag).toBe("NotFound")
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("config() returns the valid config", () => {
    const b = browser(signedIn("5001"))
    return Effect.gen(function*() {
      const config = yield* SavedCards.use((cards) => cards.config())
      expect(config.encryptionId).toBe("fixture-rsa-1")
      expect(config.rsa.exponent).toBe("AQAB")
    }).pipe(Effect.provide(provide(b)))
  })
})
