/**
 * Every row of loyalty-payments §4's two status tables, the §5 decline test, and every
 * branch of what a submission's answer leads to.
 */
import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import {
  creditCardStatusStep,
  isDeclinedStatus,
  paymentStatusMeaning,
  paymentStatusMeanings,
  paymentStatusStep,
  pollExhausted,
  reauthStatuses,
  submissionStep,
  threeDSStatusStep,
} from "../../../src/payments/reauth/ReauthStatus.ts"

const known = new Set<string>(Object.values(reauthStatuses))
/** Any text that is none of the §4 codes, in any case or spacing. */
const unknownStatus = fc.string().filter((value) => !known.has(value.trim().toUpperCase()))

describe("paymentStatusStep: the reAuthStatus table (§4)", () => {
  it.each([
    ["AUTHORIZED", { _tag: "Authorized" }],
    ["DECLINED", { _tag: "Failed", kind: "declined", serviceStatus: "DECLINED" }],
    ["PROCESSING", { _tag: "Pending" }],
    ["DEFERRED", { _tag: "Failed", kind: "timeout", serviceStatus: "DEFERRED" }],
    ["PENDING", { _tag: "Failed", kind: "failure", serviceStatus: "PENDING" }],
    ["", { _tag: "Failed", kind: "failure", serviceStatus: "" }],
  ])("%s", (status, step) => {
    expect(paymentStatusStep(status)).toEqual(step)
  })

  it("reads a code in any case and with spaces around it", () => {
    expect(paymentStatusStep(" authorized ")).toEqual({ _tag: "Authorized" })
    expect(paymentStatusStep("Processing")).toEqual({ _tag: "Pending" })
  })

  test.prop([unknownStatus])("anything else is an unknown failure, naming what was sent", (status) => {
    expect(paymentStatusStep(status)).toEqual({ _tag: "Failed", kind: "failure", serviceStatus: status })
  })
})

describe("threeDSStatusStep: the status-text table (§4)", () => {
  it.each([
    ["AUTHORIZED", { _tag: "Authorized" }],
    ["PENDING", { _tag: "Pending" }],
    ["REDIRECT", { _tag: "Challenge" }],
    ["FRAUD_REJECT", { _tag: "Failed", kind: "fraud", serviceStatus: "FRAUD_REJECT" }],
    ["PROCESSING", { _tag: "Failed", kind: "error", serviceStatus: "PROCESSING" }],
    ["DECLINED", { _tag: "Failed", kind: "error", serviceStatus: "DECLINED" }],
  ])("%s", (status, step) => {
    expect(threeDSStatusStep(status)).toEqual(step)
  })

  test.prop([unknownStatus])("anything else is an error", (status) => {
    expect(threeDSStatusStep(status)).toEqual({ _tag: "Failed", kind: "error", serviceStatus: status })
  })
})

describe("the decline test (§5): neither SUCCESS nor AUTHORIZED", () => {
  it.each([
    ["SUCCESS", false],
    ["AUTHORIZED", false],
    ["success", false],
    ["DECLINED", true],
    ["PENDING", true],
    ["", true],
  ])("%s declined: %s", (status, declined) => {
    expect(isDeclinedStatus(status)).toBe(declined)
  })

  test.prop([unknownStatus])("every other status is a decline", (status) => {
    expect(isDeclinedStatus(status)).toBe(true)
  })

  it("the credit-card status on closing the frame: success unless declined", () => {
    expect(creditCardStatusStep("AUTHORIZED")).toEqual({ _tag: "Authorized" })
    expect(creditCardStatusStep("SUCCESS")).toEqual({ _tag: "Authorized" })
    expect(creditCardStatusStep("DECLINED")).toEqual({ _tag: "Failed", kind: "declined", serviceStatus: "DECLINED" })
    expect(creditCardStatusStep(undefined)).toEqual({ _tag: "Failed", kind: "declined", serviceStatus: "" })
  })
})

describe("pollExhausted: still pending after the last attempt", () => {
  it("the payment status times out; the 3-D Secure status is an error (§4 'then error')", () => {
    expect(pollExhausted("payment")).toBe("timeout")
    expect(pollExhausted("threeDS")).toBe("error")
  })
})

describe("submissionStep: what a submission's answer leads to", () => {
  describe("without 3-D Secure: the decline test, then AUTHORIZED or the payment poll", () => {
    it.each([
      [{ status: "AUTHORIZED" }, { _tag: "Authorized" }],
      [{ status: "SUCCESS", payInstructionId: "PI-1" }, { _tag: "PollPayment", payInstructionId: "PI-1" }],
      [{ status: "DECLINED", payInstructionId: "PI-1" }, { _tag: "Failed", kind: "declined", serviceStatus: "DECLINED" }],
      [{ status: "PENDING", payInstructionId: "PI-1" }, { _tag: "Failed", kind: "declined", serviceStatus: "PENDING" }],
      [{ status: "SUCCESS", isThreeDSEnabledV2: false, payInstructionId: " PI-2 " }, { _tag: "PollPayment", payInstructionId: "PI-2" }],
    ])("%j", (answer, step) => {
      expect(submissionStep(answer, "card")).toEqual(step)
    })

    it("SUCCESS without a payInstructionId is a wcsError: there is nothing to poll", () => {
      expect(submissionStep({ status: "SUCCESS" }, "card")).toMatchObject({ _tag: "Failed", kind: "wcsError" })
      expect(submissionStep({ status: "SUCCESS", payInstructionId: "  " }, "card")).toMatchObject({ _tag: "Failed", kind: "wcsError" })
    })
  })

  describe("with 3-D Secure: the status-text table, and a threeDSOrderId is required", () => {
    const threeDS = { isThreeDSEnabledV2: true, threeDSOrderId: "3DS-1", redirectUrl: "https://3ds.example/c/1" } as const

    it.each([
      ["AUTHORIZED", { _tag: "Authorized" }],
      ["PENDING", { _tag: "PollThreeDS", threeDSOrderId: "3DS-1", frameUrl: "https://3ds.example/c/1" }],
      ["REDIRECT", { _tag: "Challenge", threeDSOrderId: "3DS-1", frameUrl: "https://3ds.example/c/1" }],
      ["FRAUD_REJECT", { _tag: "Failed", kind: "fraud", serviceStatus: "FRAUD_REJECT" }],
      ["SUCCESS", { _tag: "Failed", kind: "error", serviceStatus: "SUCCESS" }],
    ])("%s", (status, step) => {
      expect(submissionStep({ ...threeDS, status }, "card")).toEqual(step)
    })

    it("a missing threeDSOrderId is a wcsError (§8), whatever the status", () => {
      for (const status of ["PENDING", "REDIRECT", "AUTHORIZED"]) {
        expect(submissionStep({ status, isThreeDSEnabledV2: true, redirectUrl: "https://3ds.example/c" }, "card")).toEqual({
          _tag: "Failed",
          kind: "wcsError",
          serviceStatus: status,
          detail: "the 3-D Secure answer had no threeDSOrderId",
        })
      }
    })

    it("REDIRECT without a redirect address is an error; PENDING without one polls (the address may come later)", () => {
      expect(submissionStep({ status: "REDIRECT", isThreeDSEnabledV2: true, threeDSOrderId: "3DS-1" }, "card")).toMatchObject({
        _tag: "Failed",
        kind: "error",
      })
      expect(submissionStep({ status: "PENDING", isThreeDSEnabledV2: true, threeDSOrderId: "3DS-1" }, "card")).toEqual({
        _tag: "PollThreeDS",
        threeDSOrderId: "3DS-1",
        frameUrl: undefined,
      })
    })
  })

  describe("PayPal", () => {
    it("an answer with a paymentURL (else a redirectUrl) sends the customer to PayPal", () => {
      expect(submissionStep({ status: "SUCCESS", paymentURL: "https://www.paypal.com/a", redirectUrl: "https://x.test" }, "paypal"))
        .toEqual({ _tag: "PaypalRedirect", url: "https://www.paypal.com/a" })
      expect(submissionStep({ status: "SUCCESS", redirectUrl: "https://www.paypal.com/b" }, "paypal"))
        .toEqual({ _tag: "PaypalRedirect", url: "https://www.paypal.com/b" })
    })

    it("without one it is read as a card answer; a card answer's paymentURL is never a redirect", () => {
      expect(submissionStep({ status: "SUCCESS", payInstructionId: "PI-9" }, "paypal")).toEqual({ _tag: "PollPayment", payInstructionId: "PI-9" })
      expect(submissionStep({ status: "AUTHORIZED", paymentURL: "https://www.paypal.com/a" }, "card")).toEqual({ _tag: "Authorized" })
    })
  })

  test.prop([fc.anything(), fc.constantFrom("card" as const, "paypal" as const)])("any answer at all gives a step, never a throw", (answer, method) => {
    expect(typeof submissionStep(answer as never, method)._tag).toBe("string")
  })
})

describe("paymentStatusMeaning: each reAuthStatus in a support engineer's words", () => {
  it.each([
    ["AUTHORIZED", paymentStatusMeanings.authorized],
    ["PROCESSING", paymentStatusMeanings.pending],
    ["DECLINED", paymentStatusMeanings.declined],
    ["DEFERRED", paymentStatusMeanings.timeout],
    ["ON_HOLD", paymentStatusMeanings.failure],
  ])("%s", (status, meaning) => {
    expect(paymentStatusMeaning(paymentStatusStep(status))).toBe(meaning)
  })

  it("anything that is no step reads as an unknown status", () => {
    expect(paymentStatusMeaning(null as never)).toBe(paymentStatusMeanings.failure)
  })
})
