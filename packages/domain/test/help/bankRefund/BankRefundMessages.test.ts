/**
 * What the bank refund form says: each field's rule beside it (the Japanese name in
 * half-width katakana), and a failed submission's message naming what failed (orders §4,
 * §5, §8).
 */
import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { AjaxFailed, InvalidParams, Timeout } from "../../../src/errors/index.ts"
import {
  bankRefundCountries,
  bankRefundFailureMessage,
  bankRefundFailureMessages,
  bankRefundFieldHint,
  bankRefundFieldNames,
  isHalfWidthKatakanaName,
  validateBankRefund,
} from "../../../src/help/bankRefund/BankRefund.ts"

describe("bankRefundFieldHint", () => {
  it.each([
    ["fullName", "JP", "In half-width katakana, as your bank holds it (for example ﾔﾏﾀﾞ ﾀﾛｳ)."],
    ["fullName", "CN", "In Chinese characters, as your bank holds it."],
    ["fullName", "HK", undefined],
    ["fullName", "other", undefined],
    ["bankAccountNo", "JP", "7 to 20 characters."],
    ["bankAccountNo", "CN", "12 to 20 characters."],
    ["bankAccountNo", "HK", "12 to 20 characters."],
    ["bankAccountNo", "other", undefined],
    ["branchCode", "JP", "Up to 3 characters."],
    ["bankCode", "JP", "Up to 4 characters."],
    ["orderId", "JP", "Digits only."],
    ["bankName", "JP", undefined],
  ] as const)("%s in %s: %j", (field, country, hint) => {
    expect(bankRefundFieldHint(field, country)).toBe(hint)
  })

  it("the Japanese name's example is itself valid, so the hint and the rule agree", () => {
    const example = bankRefundFieldHint("fullName", "JP")!.match(/for example (.+)\)/)![1]!
    expect(isHalfWidthKatakanaName(example)).toBe(true)
  })

  test.prop([fc.constantFrom(...bankRefundFieldNames), fc.constantFrom(...bankRefundCountries)])("never throws", (field, country) => {
    const hint = bankRefundFieldHint(field, country)
    expect(hint === undefined || hint.endsWith(".")).toBe(true)
  })
})

describe("isHalfWidthKatakanaName: the one rule for the Japanese name", () => {
  it.each([
    ["ﾔﾏﾀﾞ ﾀﾛｳ", true],
    [" ｱ ", true],
    ["ヤマダ タロウ", false],
    ["Yamada", false],
    ["山田", false],
    ["   ", false],
    [null, false],
  ])("%j: %s", (name, valid) => {
    expect(isHalfWidthKatakanaName(name)).toBe(valid)
  })

  test.prop([fc.string({ unit: fc.constantFrom("ｱ", "ﾀﾞ", " ", "ア", "a") })])("the form accepts a Japanese name exactly when the rule does", (name) => {
    const form = { bankName: "B", bankBranchName: "C", refundId: "R", fullName: name, bankAccountNo: "1234567", branchCode: "1", bankCode: "1", accountType: "x" }
    expect(Result.isSuccess(validateBankRefund(form, "JP"))).toBe(isHalfWidthKatakanaName(name))
  })
})

describe("bankRefundFailureMessage: what failed", () => {
  it.each([
    [new AjaxFailed({ message: "service unavailable", status: 500 }), bankRefundFailureMessages.serviceFailed],
    [new AjaxFailed({ message: "did not decode", status: 200 }), bankRefundFailureMessages.serviceFailed],
    [new AjaxFailed({ message: "fetch failed" }), bankRefundFailureMessages.noAnswer],
    [new Timeout({ timeoutMs: 15_000 }), bankRefundFailureMessages.noAnswer],
    [new InvalidParams({ message: "Invalid input" }), bankRefundFailureMessages.refused],
    [null, bankRefundFailureMessages.serviceFailed],
  ])("%j", (error, message) => {
    expect(bankRefundFailureMessage(error)).toBe(message)
  })

  test.prop([fc.anything()])("never throws; every message says the details were not taken and how to go on", (error) => {
    expect(bankRefundFailureMessage(error)).toMatch(/Retry\.$/)
  })
})
