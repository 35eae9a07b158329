/**
 * The payments rules (saved cards and payment re-authorisation) on values shaped by hand,
 * beyond the generic values of `totality.test.ts` (which calls every payments rule too):
 * card numbers of each brand, typed expiry dates, provider keys of the right length, the
 * statuses and flags the rules compare with, card entries wrapped in `Redacted` (as the
 * hooks hand them over), and objects with the members the rules read (a card form, a
 * provider answer, a 3-D Secure status, a poll policy), members missing or of the wrong
 * type. The generic values never hold a `Redacted`, and rarely a card number that passes
 * the brand patterns, so the code behind those checks runs here.
 *
 * A call must not throw, and an Effect it returns must not die (`support/totality.ts`).
 */
import { fc } from "@fast-check/vitest"
import * as Redacted from "effect/Redacted"
import { describe, expect, it } from "vitest"
import * as Payments from "../../src/payments/index.ts"
import * as Polling from "../../src/ui/Polling.ts"
import { assertTotal, cannotBeTextOrNumber, edgeValues, rulesOf } from "../support/totality.ts"

/** The members the payments rules read. */
const keys = [
  // card forms and saved cards
  "cardNumber",
  "expireMonth",
  "expireYear",
  "cvv",
  "cid",
  "country",
  "patterns",
  "brand",
  "code",
  "pattern",
  "maxLength",
  "cardBrand",
  "cardLastFour",
  "cardFirstSix",
  "isHouseCard",
  "billing",
  "billingVisible",
  "expiry",
  "month",
  "year",
  "card",
  // provider answers and keys
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
  "encrypted",
  "encryptionId",
  "token",
  "merchantId",
  // re-authorisation
  "status",
  "statusText",
  "serviceStatus",
  "isThreeDSEnabledV2",
  "threeDSOrderId",
  "redirectUrl",
  "attempts",
  "delayMs",
  "threeDSPollAttempts",
  "threeDSPollDelayMs",
  "paypalEnabled",
  "paypalFailoverEnabled",
  "sessionFailover",
  "accountFailover",
  "requested",
  "authAmount",
  "paymentTypeId",
  "apiRoot",
  "storeId",
  "storeContext",
  "paymentServiceRoot",
  "origin",
  "data",
  "type",
  "_tag",
  "kind",
  "fields",
] as const

/** The words the rules compare with. */
const words = [
  "visa",
  "mastercard",
  "amex",
  "anf",
  "default",
  "001",
  "002",
  "021",
  "000",
  "AE",
  "US",
  "approved",
  "setDefault",
  "AQAB",
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
  "AUTHORIZED",
  "PENDING",
  "REDIRECT",
  "DECLINED",
  "card",
  "paypal",
  "USER_INTERACTION_REQUIRED",
  '{"status":"USER_INTERACTION_REQUIRED"}',
  "https://3ds.example",
  "https://user:pass@3ds.example/c",
  "Unauthorized",
]

const leaf = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom(...edgeValues),
  fc.constantFrom(...words),
  fc.constantFrom(...words, cannotBeTextOrNumber()).map((word) => Redacted.make(word)),
  fc.constant(Payments.defaultCardBrandPatterns),
)

const { value } = fc.letrec<{ value: unknown; object: Record<string, unknown>; array: Array<unknown> }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { arbitrary: leaf, weight: 3 },
    { arbitrary: tie("object"), weight: 3 },
    { arbitrary: tie("array"), weight: 1 },
  ),
  object: fc.dictionary(fc.constantFrom(...keys), tie("value"), { maxKeys: 6, noNullPrototype: true }),
  array: fc.array(tie("value"), { maxLength: 4 }),
}))

// the re-authorisation polls through the ui context's polling: it meets the payments' shapes too
const rules = rulesOf({ ...Payments, ...Polling })

describe("every payments rule on the payments' own shapes", () => {
  it("finds the saved-card and the re-authorisation rules", () => {
    expect(rules.map(([name]) => name)).toEqual(expect.arrayContaining(["validateNewCard", "cardReauthBody", "pollUntilSettled", "runReauthButton"]))
  })

  it.each(rules)("%s", async (name, rule) => {
    await assertTotal(name, rule, value)
  })
})
