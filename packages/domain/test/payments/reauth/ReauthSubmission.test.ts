/**
 * The re-authorisation's calls and bodies (loyalty-payments §3, §7) and its wire schemas.
 */
import { fc, test } from "@fast-check/vitest"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { validateCardReauth } from "../../../src/payments/reauth/ReauthForm.ts"
import { CardReauthBody, ReauthAnswer, ReauthDetails } from "../../../src/payments/reauth/ReauthSchema.ts"
import {
  cardReauthBody,
  creditCardStatusUrl,
  paymentStatusUrl,
  paypalReauthBody,
  reauthDetailsUrl,
  reauthSubmissionUrl,
  threeDSStatusUrl,
} from "../../../src/payments/reauth/ReauthSubmission.ts"

const roots = { apiRoot: "https://www.example.com/api/", storeId: "10051", storeContext: "", paymentServiceRoot: "" }

describe("the calls (§7)", () => {
  it("the card and PayPal submissions go to the bag path under the API root, with the store id as the store context", () => {
    expect(reauthSubmissionUrl(roots, "10000003002", "card")).toEqual(
      Result.succeed("https://www.example.com/api/bags/v3/10051/cart/10000003002/payment/reauth"),
    )
    expect(reauthSubmissionUrl(roots, "10000003002", "paypal")).toEqual(
      Result.succeed("https://www.example.com/api/bags/v3/10051/cart/10000003002/payment/reauth/paypal"),
    )
    expect(reauthSubmissionUrl({ ...roots, storeContext: "anf-us" }, "1", "card")).toEqual(
      Result.succeed("https://www.example.com/api/bags/v3/anf-us/cart/1/payment/reauth"),
    )
  })

  it("the status calls carry the attempt as ?retry=, from 0", () => {
    expect(paymentStatusUrl(roots, "PI-1", 0)).toEqual(Result.succeed("https://www.example.com/api/user/order/payment/PI-1?retry=0"))
    expect(paymentStatusUrl(roots, "PI-1", 4)).toEqual(Result.succeed("https://www.example.com/api/user/order/payment/PI-1?retry=4"))
    expect(threeDSStatusUrl(roots, "3DS-1", 2)).toEqual(Result.succeed("https://www.example.com/api/payment-service/status/3DS-1?retry=2"))
    expect(paymentStatusUrl(roots, "PI-1", Number.NaN)).toEqual(Result.succeed("https://www.example.com/api/user/order/payment/PI-1?retry=0"))
  })

  it("the payment service root is configurable", () => {
    const configured = { ...roots, paymentServiceRoot: "https://pay.example.com/service/" }
    expect(threeDSStatusUrl(configured, "3DS-1", 0)).toEqual(Result.succeed("https://pay.example.com/service/status/3DS-1?retry=0"))
    expect(creditCardStatusUrl(configured, "3DS-1")).toEqual(Result.succeed("https://pay.example.com/service/creditcard/status/3DS-1"))
    expect(creditCardStatusUrl(roots, "3DS-1")).toEqual(Result.succeed("https://www.example.com/api/payment-service/creditcard/status/3DS-1"))
  })

  it("the order's re-authorisation details", () => {
    expect(reauthDetailsUrl(roots, "10000003002")).toEqual(Result.succeed("https://www.example.com/api/user/order/10000003002/payment"))
  })

  it.each(["", "  ", ".", "..", "%2e", "%2E%2e"])("an id %j that would drop or climb a segment is InvalidParams, no address", (id) => {
    for (const url of [reauthSubmissionUrl(roots, id, "card"), paymentStatusUrl(roots, id, 0), threeDSStatusUrl(roots, id, 0), creditCardStatusUrl(roots, id)]) {
      expect(Result.isFailure(url)).toBe(true)
      if (Result.isFailure(url)) expect(url.failure._tag).toBe("InvalidParams")
    }
  })

  test.prop([fc.string({ minLength: 1 })])("any other id stays one path segment", (id) => {
    fc.pre(!["", ".", ".."].includes(id.trim().replaceAll(/%2e/gi, ".")))
    const url = paymentStatusUrl(roots, id, 0)
    if (Result.isSuccess(url)) {
      const path = new URL(url.success).pathname
      expect(path.startsWith("/api/user/order/payment/")).toBe(true)
      expect(path.slice("/api/user/order/payment/".length)).not.toContain("/")
    }
  })
})

describe("the bodies (§3)", () => {
  const billing = { firstName: "Ada", lastName: "Byron", address1: "1 Main St", city: "Columbus", state: "OH", zipCode: "43215", country: "US" }
  const form = Result.getOrThrow(validateCardReauth(
    { cardNumber: "4111111111111111", expireMonth: "9", expireYear: "2031", cvv: "737", billing },
    { country: "US", billingVisible: true },
  ))
  const encrypted = { cardNumber: Redacted.make("E".repeat(344)), encryptionId: "fixture-rsa-1" }
  const order = { authAmount: "98.00", paymentTypeId: "VISA-3" }

  it("the card body: amount, payment type, the encrypted number, the payment code, expiry, cid and billing address", () => {
    const body = cardReauthBody(order, form, encrypted, { featureOn: false, sessionId: "ab".repeat(16) })
    expect(body).toEqual({
      authAmount: "98.00",
      paymentTypeId: "VISA-3",
      cardNumber: "E".repeat(344),
      cardNumberType: "encryptedCardNumber",
      encryptionId: "fixture-rsa-1",
      cardBrand: "001",
      cardExpiryMonth: "09",
      cardExpiryYear: "2031",
      cid: "737",
      billingAddress: { firstName: "Ada", lastName: "Byron", address1: "1 Main St", city: "Columbus", state: "OH", country: "US", zipCode: "43215" },
    })
    expect(Result.isSuccess(Schema.decodeUnknownResult(CardReauthBody)(body))).toBe(true)
    expect(JSON.stringify(body)).not.toContain("4111111111111111")
  })

  it("the fraud-device id is added only when the feature is on and there is an id", () => {
    const id = "ab".repeat(16)
    expect(cardReauthBody(order, form, encrypted, { featureOn: true, sessionId: id }).signifydSessionId).toBe(id)
    expect(cardReauthBody(order, form, encrypted, { featureOn: true, sessionId: undefined })).not.toHaveProperty("signifydSessionId")
    expect(cardReauthBody(order, form, encrypted, { featureOn: false, sessionId: id })).not.toHaveProperty("signifydSessionId")
  })

  it("the PayPal body carries the amount only", () => {
    expect(paypalReauthBody({ authAmount: "98.00", paymentTypeId: "PP", status: "x" } as never)).toEqual({ authAmount: "98.00" })
  })
})

describe("the wire schemas", () => {
  const decodeAnswer = Schema.decodeUnknownResult(ReauthAnswer)
  const decodeDetails = Schema.decodeUnknownResult(ReauthDetails)

  it("an answer's ids may be numbers or null; null reads as absent", () => {
    expect(decodeAnswer({ status: "SUCCESS", payInstructionId: 7001, threeDSOrderId: null, paymentURL: null, id: 3 })).toEqual(
      Result.succeed({ status: "SUCCESS", payInstructionId: "7001", threeDSOrderId: undefined, paymentURL: undefined, id: "3" }),
    )
    expect(Result.isFailure(decodeAnswer({ payInstructionId: "1" }))).toBe(true)
    expect(Result.isFailure(decodeAnswer({ status: "SUCCESS", isThreeDSEnabledV2: "yes" }))).toBe(true)
  })

  it("the details: defaults for the flags, the amount read as text with two decimals", () => {
    const details = decodeDetails({ orderId: "1", status: "Payment problem", authAmount: 98, amountFmt: "$98.00", currency: "USD", paymentTypeId: "P" })
    expect(details).toEqual(Result.succeed({
      orderId: "1",
      status: "Payment problem",
      authAmount: "98.00",
      amountFmt: "$98.00",
      currency: "USD",
      paymentTypeId: "P",
      needsPaymentUpdate: true,
      sessionPaypalFailover: false,
      accountPaypalFailover: false,
    }))
  })

  it.each([-1, "98.001", "1e3", "", Number.NaN, "ninety"])("an amount of %j is refused", (authAmount) => {
    expect(Result.isFailure(decodeDetails({ orderId: "1", status: "s", authAmount, amountFmt: "", currency: "USD", paymentTypeId: "P" }))).toBe(true)
  })
})
