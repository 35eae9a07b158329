/**
 * Every exported function of the payments modules (`src/payments/*.ts`) is total: given
 * anything where its arguments go (a typed form, a configured card list, a service answer,
 * a provider key), it returns a value, a `Result` or an Effect that ends in a typed failure
 * or a success, and never throws or dies.
 *
 * - A function is called with as many arguments as it declares, plus one.
 * - An Effect it returns is run under a TestClock moved on by a day three times; it must
 *   not end in a defect (a typed failure, or an interruption of an Effect still waiting,
 *   is an answer).
 * - A Schema (a value with an `ast`) is not called: decoding any value with it must give a
 *   success or a SchemaError, never a defect.
 * - A class (the tagged errors) is a constructor of values the domain makes itself: it is
 *   built with `new`, which must not throw either.
 *
 * The values: fast-check's `anything` (undefined, NaN, infinities, -0 included), edge
 * values, the words the payments rules compare with (brands, codes, countries, error keys,
 * card numbers of each brand), Redacted values, and objects whose keys are the members the
 * payments rules read, with members missing or of the wrong type.
 *
 * The modules are listed by hand, and a test checks the list is the folder's, so a new
 * module is checked as soon as it is added. Sub-folders (`reauth/`) have tests of their own.
 */
import { fc } from "@fast-check/vitest"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Redacted from "effect/Redacted"
import * as Schema from "effect/Schema"
import * as TestClock from "effect/testing/TestClock"
import { readdirSync } from "node:fs"
import { describe, expect, it } from "vitest"
import * as CardBrand from "../src/payments/CardBrand.ts"
import * as CardEncryption from "../src/payments/CardEncryption.ts"
import * as CardForm from "../src/payments/CardForm.ts"
import * as CardInput from "../src/payments/CardInput.ts"
import * as PaymentErrorBody from "../src/payments/PaymentErrorBody.ts"
import * as PaymentErrors from "../src/payments/PaymentErrors.ts"
import * as PxpConfig from "../src/payments/PxpConfig.ts"
import * as PxpConfigSchema from "../src/payments/PxpConfigSchema.ts"
import * as PxpPublicKey from "../src/payments/PxpPublicKey.ts"
import * as SavedCard from "../src/payments/SavedCard.ts"
import * as SavedCardSchema from "../src/payments/SavedCardSchema.ts"
import * as Untrusted from "../src/payments/Untrusted.ts"

const modules: Record<string, Record<string, unknown>> = {
  "CardBrand.ts": CardBrand,
  "CardEncryption.ts": CardEncryption,
  "CardForm.ts": CardForm,
  "CardInput.ts": CardInput,
  "PaymentErrorBody.ts": PaymentErrorBody,
  "PaymentErrors.ts": PaymentErrors,
  "PxpConfig.ts": PxpConfig,
  "PxpConfigSchema.ts": PxpConfigSchema,
  "PxpPublicKey.ts": PxpPublicKey,
  "SavedCard.ts": SavedCard,
  "SavedCardSchema.ts": SavedCardSchema,
  "Untrusted.ts": Untrusted,
}

const numRuns = 150

const isSchemaLike = (value: unknown): boolean =>
  (typeof value === "object" || typeof value === "function") && value !== null && "ast" in value

const isClass = (value: unknown): boolean =>
  typeof value === "function" && /^class\b/.test(Function.prototype.toString.call(value))

const exported = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module).map(([name, value]) => ({ file, name, value }))
)
const functions = exported.filter(({ value }) => typeof value === "function" && !isSchemaLike(value) && !isClass(value))
const classes = exported.filter(({ value }) => isClass(value))
const schemas = exported.filter(({ value }) => isSchemaLike(value) && Schema.isSchema(value))

// ---------------------------------------------------------------------------------------
// The values

/** The members the payments rules read. */
const keys = [
  "cardNumber",
  "expireMonth",
  "expireYear",
  "cvv",
  "country",
  "patterns",
  "brand",
  "code",
  "pattern",
  "maxLength",
  "State",
  "Id",
  "error",
  "errorCode",
  "errorKey",
  "errorMessage",
  "errorData",
  "publicApiKey",
  "publicEncryptionKey",
  "key",
  "expiryDate",
  "id",
  "rsa",
  "modulus",
  "exponent",
  "kty",
  "d",
  "cardBrand",
  "cardLastFour",
  "cardFirstSix",
  "isHouseCard",
  "encrypted",
  "encryptionId",
  "token",
  "merchantId",
  "savedPaymentId",
] as const

/** The words the rules compare with. */
const words = [
  "visa",
  "mastercard",
  "amex",
  "discover",
  "jcb",
  "anf",
  "ANF",
  "default",
  "unknown",
  "001",
  "002",
  "003",
  "021",
  "000",
  "AE",
  "ae",
  "US",
  "approved",
  "APPROVED",
  "add",
  "edit",
  "setDefault",
  "GEO_FENCE",
  "AUTH_MESSAGE1006",
  "AQAB",
  "RSA",
  "^4",
  "([",
  "4111 1111 1111 1111",
  "378282246310005",
  "6000 8812 3456 7890",
  "5555555555554444",
  "05 / 31",
  "13/2031",
  "2030",
  "12",
  "2099-12-31T23:59:59Z",
  "A".repeat(342),
  "A".repeat(344),
  "__proto__",
  "toString",
]

const edgeValues: ReadonlyArray<unknown> = [
  null,
  undefined,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  0,
  -1,
  0.5,
  1e9,
  Number.MAX_SAFE_INTEGER,
  "",
  " ",
  "9".repeat(100_000),
  true,
  false,
  [],
  {},
  [null],
  new Date(Number.NaN),
  CardBrand.defaultCardBrandPatterns,
]

const leaf = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom(...edgeValues),
  fc.constantFrom(...words),
  fc.constantFrom(...words).map((word) => Redacted.make(word)),
  fc.string(),
  fc.integer(),
)

const { value: anyValue } = fc.letrec<{ value: unknown; object: Record<string, unknown>; array: Array<unknown> }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { arbitrary: leaf, weight: 3 },
    { arbitrary: tie("object"), weight: 3 },
    { arbitrary: tie("array"), weight: 1 },
  ),
  object: fc.dictionary(fc.constantFrom(...keys), tie("value"), { maxKeys: 6, noNullPrototype: true }),
  array: fc.array(tie("value"), { maxLength: 4 }),
}))

// ---------------------------------------------------------------------------------------
// Running what a function returns

/** Runs an Effect under a TestClock moved on by a day three times; its exit, if it ended. */
const settle = (effect: Effect.Effect<unknown, unknown>): Promise<Exit.Exit<unknown, unknown> | undefined> =>
  Effect.runPromise(
    Effect.gen(function*() {
      const fiber = yield* Effect.forkChild(effect)
      for (let day = 0; day < 3; day++) yield* TestClock.adjust("1 day")
      const exit = fiber.pollUnsafe()
      if (exit === undefined) yield* Fiber.interrupt(fiber)
      return exit
    }).pipe(Effect.provide(TestClock.layer())),
  )

const expectNoDefect = async (result: unknown): Promise<void> => {
  if (!Effect.isEffect(result)) return
  const exit = await settle(result as Effect.Effect<unknown, unknown>)
  if (exit !== undefined && Exit.isFailure(exit) && Cause.hasDies(exit.cause)) {
    throw new Error(`the returned Effect died: ${String(Cause.squash(exit.cause))}`)
  }
}

// ---------------------------------------------------------------------------------------
// The tests

describe("the payments modules are total", () => {
  it("checks every module of the folder", () => {
    const files = readdirSync(new URL("../src/payments/", import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && entry.name !== "index.ts")
      .map((entry) => entry.name)
    expect(Object.keys(modules).sort()).toEqual(files.sort())
    expect(functions.length).toBeGreaterThan(30)
  })

  it.each(functions.map(({ file, name, value }) => [`${file} ${name}`, value] as const))(
    "%s never throws, and its Effect never dies",
    async (_name, fn) => {
      const rule = fn as (...args: ReadonlyArray<unknown>) => unknown
      const arity = Math.max(rule.length, 1) + 1
      await fc.assert(
        fc.asyncProperty(fc.array(anyValue, { minLength: arity, maxLength: arity }), async (args) => {
          await expectNoDefect(rule(...args))
        }),
        { numRuns, includeErrorInReport: true },
      )
    },
  )

  it.each(classes.map(({ file, name, value }) => [`${file} ${name}`, value] as const))("%s is built from anything", (_name, Class) => {
    const make = Class as new(...args: ReadonlyArray<unknown>) => unknown
    fc.assert(
      fc.property(anyValue, (arg) => {
        expect(new make(arg)).toBeInstanceOf(make)
      }),
      { numRuns, includeErrorInReport: true },
    )
  })

  it.each(schemas.map(({ file, name, value }) => [`${file} ${name}`, value] as const))(
    "%s decodes anything to a success or a SchemaError",
    (_name, schema) => {
      const decode = Schema.decodeUnknownExit(schema as unknown as Schema.ConstraintDecoder<unknown>)
      fc.assert(
        fc.property(anyValue, (input) => {
          const exit = decode(input)
          if (Exit.isFailure(exit)) expect(Cause.hasDies(exit.cause)).toBe(false)
        }),
        { numRuns, includeErrorInReport: true },
      )
    },
  )
})
