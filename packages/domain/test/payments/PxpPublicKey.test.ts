import { fc, test } from "@fast-check/vitest"
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"
import * as Effect from "effect/Effect"
import { Base64, Base64Url } from "effect/encoding"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { afterEach, describe, expect, it, vi } from "vitest"
import { encryptCardNumber } from "../../src/payments/CardEncryption.ts"
import { paymentMessages } from "../../src/payments/PaymentErrors.ts"
import { validatePxpConfig } from "../../src/payments/PxpConfig.ts"
import { type PxpKeyProblem, PxpKeyInvalid, pxpRsaJwk, validatePxpRsaKey } from "../../src/payments/PxpPublicKey.ts"
import { generateProviderKey } from "./support/providerKey.ts"

afterEach(() => {
  vi.restoreAllMocks()
})

/** 256 bytes, top bit and last bit set: the shape of an RSA-2048 modulus. */
const modulusBytes = fc.uint8Array({ minLength: 256, maxLength: 256 }).map((generated) => {
  const bytes = Uint8Array.from(generated)
  bytes[0] = bytes[0]! | 0x80
  bytes[255] = bytes[255]! | 1
  return bytes
})
const wellFormedModulus = modulusBytes.map((bytes) => Base64Url.encode(bytes))

const fixedModulus = (() => {
  const bytes = new Uint8Array(256).map((_, index) => (index * 37 + 11) & 0xff)
  bytes[0] = 0xc5
  bytes[255] = 0x3b
  return Base64Url.encode(bytes)
})()

const bytesOf = (...values: Array<number>) => Base64Url.encode(new Uint8Array(values))

const badModulus: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.uint8Array({ maxLength: 600 }).filter((bytes) => bytes.length !== 256).map((bytes) => Base64Url.encode(bytes)),
  modulusBytes.map((bytes) => Base64Url.encode(bytes.map((byte, index) => (index === 0 ? byte & 0x7f : byte)))),
  modulusBytes.map((bytes) => Base64Url.encode(bytes.map((byte, index) => (index === 255 ? byte & 0xfe : byte)))),
  modulusBytes.map((bytes) => Base64Url.encodePadded(bytes)),
  modulusBytes.map((bytes) => Base64.encode(bytes)),
  modulusBytes.map((bytes) => `AA${Base64Url.encode(bytes)}`),
  wellFormedModulus.map((modulus) => modulus.slice(0, -1) + "B"),
  fc.constantFrom(undefined, null, 0, 2048, [], {}, true),
)

const badExponent: fc.Arbitrary<unknown> = fc.oneof(
  fc.uint8Array({ maxLength: 9 }).map((bytes) => Base64Url.encode(bytes)).filter((exponent) => exponent !== "AQAB"),
  fc.constantFrom("", bytesOf(0), bytesOf(1), bytesOf(3), bytesOf(0, 1, 0, 1), "AQAB=", "aqab", "AQAC", " AQAB", undefined, 65537),
  fc.string().filter((exponent) => exponent !== "AQAB"),
)

const privateMember = fc.constantFrom("d", "p", "q", "dp", "dq", "qi", "oth")

/** Every shape of key the check must refuse, with the rest of the key right. */
const malformedKey: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({ modulus: badModulus, exponent: fc.oneof(fc.constant("AQAB"), badExponent) }),
  fc.record({ modulus: wellFormedModulus, exponent: badExponent }),
  fc.tuple(wellFormedModulus, privateMember, fc.string()).map(([modulus, member, value]) => ({ modulus, exponent: "AQAB", [member]: value })),
  fc.tuple(wellFormedModulus, fc.string().filter((kty) => kty !== "RSA")).map(([modulus, kty]) => ({ modulus, exponent: "AQAB", kty })),
  fc.record({ n: wellFormedModulus, e: fc.constant("AQAB"), kty: fc.constant("RSA") }),
  fc.anything(),
)

const expectRefused = (input: unknown, problem?: PxpKeyProblem) => {
  const result = validatePxpRsaKey(input)
  if (Result.isSuccess(result)) throw new Error(`expected a refusal of ${JSON.stringify(input)}`)
  expect(result.failure).toBeInstanceOf(PxpKeyInvalid)
  expect(result.failure._tag).toBe("PxpKeyInvalid")
  expect(result.failure.errorKey).toBe("PXP_CONFIG_FAILURE")
  expect(result.failure.message).toBe(paymentMessages.accountGenericError)
  if (problem !== undefined) expect(result.failure.problem).toBe(problem)
}

describe("validatePxpRsaKey (platform §3 publicEncryptionKey.rsa, §9 rsaTwoFourZeroEight)", () => {
  it("accepts a real RSA-2048 public key with exponent 65537, keeping only modulus and exponent", async () => {
    const { modulus, exponent } = (await generateProviderKey()).rsa
    const result = validatePxpRsaKey({ modulus, exponent, kty: "RSA", alg: "RSA-OAEP-256", kid: "k1" })
    expect(Result.getOrThrow(result)).toEqual({ modulus, exponent: "AQAB" })
    expect(pxpRsaJwk(Result.getOrThrow(result))).toEqual({ kty: "RSA", n: modulus, e: "AQAB", alg: "RSA-OAEP-256", ext: true })
  })

  it.each<[string, PxpKeyProblem, unknown]>([
    ["null", "notAnObject", null],
    ["a string", "notAnObject", "AQAB"],
    ["an array", "notAnObject", [fixedModulus, "AQAB"]],
    ["no modulus", "modulusEncoding", { exponent: "AQAB" }],
    ["no exponent", "exponent", { modulus: fixedModulus }],
    ["an empty modulus", "modulusEncoding", { modulus: "", exponent: "AQAB" }],
    ["a modulus outside base64url", "modulusEncoding", { modulus: `${fixedModulus.slice(0, -2)}+/`, exponent: "AQAB" }],
    ["a padded modulus", "modulusEncoding", { modulus: `${fixedModulus}==`, exponent: "AQAB" }],
    ["a modulus with non-zero trailing bits", "modulusEncoding", { modulus: `${fixedModulus.slice(0, -1)}x`, exponent: "AQAB" }],
    ["a 1024-bit modulus", "modulusLength", { modulus: Base64Url.encode(new Uint8Array(128).fill(0xc3)), exponent: "AQAB" }],
    ["a 4096-bit modulus", "modulusLength", { modulus: Base64Url.encode(new Uint8Array(512).fill(0xc3)), exponent: "AQAB" }],
    ["a 2040-bit modulus in 256 bytes (top bit clear)", "modulusLength", { modulus: Base64Url.encode(new Uint8Array(256).fill(0x43)), exponent: "AQAB" }],
    ["a leading zero octet", "modulusLength", { modulus: Base64Url.encode(new Uint8Array([0, ...new Uint8Array(256).fill(0xc3)])), exponent: "AQAB" }],
    ["a megabyte of modulus", "modulusLength", { modulus: "A".repeat(1_000_000), exponent: "AQAB" }],
    ["an even modulus", "modulusEven", { modulus: Base64Url.encode(new Uint8Array(256).fill(0xc2)), exponent: "AQAB" }],
    ["exponent 0", "exponent", { modulus: fixedModulus, exponent: bytesOf(0) }],
    ["exponent 1", "exponent", { modulus: fixedModulus, exponent: bytesOf(1) }],
    ["exponent 3", "exponent", { modulus: fixedModulus, exponent: bytesOf(3) }],
    ["exponent 65537 with a leading zero", "exponent", { modulus: fixedModulus, exponent: "AAEAAQ" }],
    ["exponent 65537 as a number", "exponent", { modulus: fixedModulus, exponent: 65537 }],
    ["an empty exponent", "exponent", { modulus: fixedModulus, exponent: "" }],
    ["kty EC", "keyType", { kty: "EC", modulus: fixedModulus, exponent: "AQAB" }],
    ["kty rsa in lower case", "keyType", { kty: "rsa", modulus: fixedModulus, exponent: "AQAB" }],
    ["kty oct", "keyType", { kty: "oct", modulus: fixedModulus, exponent: "AQAB" }],
    ["a JWK's n and e instead of modulus and exponent", "modulusEncoding", { kty: "RSA", n: fixedModulus, e: "AQAB" }],
  ])("refuses %s: %s", (_, problem, input) => {
    expectRefused(input, problem)
  })

  it("refuses a key that carries private members (d, p, q, dp, dq, qi): a published private key protects nothing", async () => {
    const { rsa: { modulus, exponent }, privateJwk } = await generateProviderKey()
    expectRefused({ ...privateJwk, modulus, exponent }, "privateKeyMaterial")
    for (const member of ["d", "p", "q", "dp", "dq", "qi", "oth"]) {
      expectRefused({ modulus, exponent, [member]: privateJwk.d }, "privateKeyMaterial")
    }
    // inherited counts too: the check does not look only at own members
    expectRefused(Object.assign(Object.create({ d: "x" }), { modulus, exponent }), "privateKeyMaterial")
  })

  it("a getter that throws or a revoked proxy is refused, never thrown", () => {
    const throwing = Object.defineProperty({ exponent: "AQAB" }, "modulus", {
      get: () => {
        throw new Error("boom")
      },
      enumerable: true,
    })
    expectRefused(throwing, "unreadable")
    const { proxy, revoke } = Proxy.revocable({ modulus: fixedModulus, exponent: "AQAB" }, {})
    revoke()
    expectRefused(proxy, "unreadable")
  })

  test.prop([malformedKey], { numRuns: 500 })("never throws, and every malformed key is a PxpKeyInvalid with the general message", (key) => {
    expectRefused(key)
  })

  test.prop([wellFormedModulus, fc.option(fc.constant("RSA"), { nil: undefined })])(
    "every 2048-bit odd modulus with exponent AQAB passes",
    (modulus, kty) => {
      const key = kty === undefined ? { modulus, exponent: "AQAB" } : { modulus, exponent: "AQAB", kty }
      expect(Result.getOrThrow(validatePxpRsaKey(key))).toEqual({ modulus, exponent: "AQAB" })
    },
  )
})

describe("validatePxpConfig checks the key", () => {
  const now = Date.parse("2026-06-01T00:00:00Z")
  const apiKey = { key: "pk", expiryDate: "2027-01-01T00:00:00Z" }
  const configWith = (rsa: unknown) => ({ publicApiKey: apiKey, publicEncryptionKey: { id: "enc-1", expiryDate: "2027-01-01T00:00:00Z", rsa } })

  it.each<[string, unknown, PxpKeyProblem]>([
    ["exponent 1", { modulus: fixedModulus, exponent: bytesOf(1) }, "exponent"],
    ["a short modulus", { modulus: "AQAB", exponent: "AQAB" }, "modulusLength"],
    ["a private member the schema would drop", { modulus: fixedModulus, exponent: "AQAB", d: "secret" }, "privateKeyMaterial"],
    ["kty EC", { modulus: fixedModulus, exponent: "AQAB", kty: "EC" }, "keyType"],
  ])("%s is PXP_CONFIG_FAILURE with the general message", (_, rsa, problem) => {
    const result = validatePxpConfig(configWith(rsa), now)
    if (Result.isSuccess(result)) throw new Error("expected a refusal")
    expect(result.failure).toMatchObject({
      _tag: "PxpConfigFailure",
      errorKey: "PXP_CONFIG_FAILURE",
      message: paymentMessages.accountGenericError,
      problem,
    })
  })

  it("a well-formed key passes, with only the checked members", () => {
    const result = validatePxpConfig(configWith({ modulus: fixedModulus, exponent: "AQAB", kid: "x" }), now)
    expect(Result.getOrThrow(result)).toEqual({ apiKey: "pk", encryptionId: "enc-1", rsa: { modulus: fixedModulus, exponent: "AQAB" } })
  })

  test.prop([fc.anything(), malformedKey])("never throws on anything, and a malformed key is always refused", (config, rsa) => {
    expect(Result.isFailure(validatePxpConfig(config, now))).toBe(true)
    expect(Result.isFailure(validatePxpConfig(configWith(rsa), now))).toBe(true)
  })
})

describe("encryptCardNumber over malformed keys (the real encryption path, in process)", () => {
  it("every malformed key is PXP_ENCRYPT_FAILURE, without the number, and WebCrypto never sees the key", async () => {
    const importKey = vi.spyOn(crypto.subtle, "importKey")
    const encrypt = vi.spyOn(crypto.subtle, "encrypt")
    const keys = [
      ...fc.sample(malformedKey, { numRuns: 400, seed: 20_261_122 }),
      { modulus: fixedModulus, exponent: bytesOf(0) },
      { modulus: fixedModulus, exponent: bytesOf(1) },
      { modulus: fixedModulus, exponent: "" },
      { modulus: Base64Url.encode(new Uint8Array(257).fill(0xc3)), exponent: "AQAB" },
      { modulus: Base64Url.encode(new Uint8Array(2048).fill(0xff)), exponent: "AQAB" },
    ]
    const outcomes = await Promise.all(keys.map((key) =>
      Effect.runPromise(Effect.flip(encryptCardNumber(Redacted.make("4111111111111111"), key as never, 2)))
    ))
    for (const error of outcomes) {
      expect(error).toMatchObject({ _tag: "PxpEncryptFailure", errorKey: "PXP_ENCRYPT_FAILURE", message: paymentMessages.accountGenericError })
      expect(JSON.stringify(error)).not.toContain("4111")
      expect(String(error)).not.toContain("4111")
    }
    expect(importKey).not.toHaveBeenCalled()
    expect(encrypt).not.toHaveBeenCalled()
  })

  it("a checked key is still retried when WebCrypto fails, and then succeeds", async () => {
    const { modulus, exponent } = (await generateProviderKey()).rsa
    const encrypt = vi.spyOn(crypto.subtle, "encrypt").mockRejectedValueOnce(new Error("transient"))
    const encrypted = await Effect.runPromise(encryptCardNumber(Redacted.make("4111111111111111"), { modulus, exponent }, 1))
    expect(Redacted.value(encrypted)).toHaveLength(344)
    expect(encrypt).toHaveBeenCalledTimes(2)
  })
})

describe("a batch of malformed keys in a child Node process", () => {
  it("the process exits 0 and every key ended as PXP_ENCRYPT_FAILURE", async () => {
    const jsonKey = fc.record({
      modulus: fc.oneof(badModulus.filter((value) => typeof value === "string"), wellFormedModulus),
      exponent: fc.oneof(badExponent.filter((value) => typeof value === "string"), fc.constant("AQAB")),
    }).filter((key) => Result.isFailure(validatePxpRsaKey(key)))
    const keys = [
      ...fc.sample(jsonKey, { numRuns: 300, seed: 134 }),
      { modulus: "", exponent: "AQAB" },
      { modulus: fixedModulus, exponent: bytesOf(0) },
      { modulus: fixedModulus, exponent: bytesOf(1) },
      { modulus: fixedModulus, exponent: bytesOf(3) },
      { modulus: Base64Url.encode(new Uint8Array(8192).fill(0xff)), exponent: "AQAB" },
      { modulus: Base64Url.encode(new Uint8Array(256).fill(0xfe)), exponent: "AQAB" },
    ]
    const script = fileURLToPath(new URL("./support/encryptWithKeys.ts", import.meta.url))
    const child = spawn(process.execPath, [script], { stdio: ["pipe", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")))
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")))
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on("close", (code, signal) => resolve({ code, signal }))
    )
    child.stdin.end(JSON.stringify(keys))
    const { code, signal } = await exited
    expect({ code, signal }, stderr).toEqual({ code: 0, signal: null })
    const outcomes = JSON.parse(stdout) as Array<string>
    expect(outcomes).toHaveLength(keys.length)
    expect(outcomes.filter((outcome) => outcome !== "PxpEncryptFailure")).toEqual([])
  }, 60_000)
})
