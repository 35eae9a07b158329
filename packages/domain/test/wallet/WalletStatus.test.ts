import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { isWalletPrecreateSuccess, walletCodeOf, walletPrecreateFailedMessage, walletStatusReason, walletStatusReasons } from "../../src/wallet/WalletStatus.ts"

describe("payment status mapping (loyalty §4)", () => {
  it.each([
    ["PENDING", "in_progress"],
    ["CREATED", "in_progress"],
    ["IN_PROGRESS", "in_progress"],
    ["NOT_CREATED", "not_started"],
    ["PAID", "completed"],
    ["PARTIAL_REFUNDED", "completed"],
    ["REFUNDED", "completed"],
    ["PAY_ERROR", "failure"],
    ["CANCELED", "failure"],
    ["", "failure"],
    [" paid ", "completed"],
    ["pending", "in_progress"],
  ] as const)("%j means %s", (status, reason) => {
    expect(walletStatusReason(status)).toBe(reason)
  })

  it("the table has the spec's seven statuses and nothing else", () => {
    expect(Object.keys(walletStatusReasons).sort()).toEqual(
      ["CREATED", "IN_PROGRESS", "NOT_CREATED", "PAID", "PARTIAL_REFUNDED", "PENDING", "REFUNDED"],
    )
  })

  test.prop([fc.anything()])("any other value is a failure, never a throw", (value) => {
    const key = typeof value === "string" ? value.trim().toUpperCase() : ""
    fc.pre(!Object.hasOwn(walletStatusReasons, key))
    expect(walletStatusReason(value)).toBe("failure")
  })

  it("a name inherited from Object is not a status", () => {
    expect(walletStatusReason("constructor")).toBe("failure")
    expect(walletStatusReason("__proto__")).toBe("failure")
  })
})

describe("precreate success (loyalty §4: PENDING or CREATED with no error code)", () => {
  it.each([
    [{ status: "PENDING" }, true],
    [{ status: "CREATED" }, true],
    [{ status: "CREATED", errorCode: null }, true],
    [{ status: "CREATED", errorCode: "" }, true],
    [{ status: "CREATED", errorCode: "  " }, true],
    [{ status: "PENDING", errorCode: "EP21" }, false],
    [{ status: "CREATED", errorCode: 0 }, false],
    [{ status: "PAID" }, false],
    [{ status: "IN_PROGRESS" }, false],
    [{ status: "FAIL" }, false],
    [{}, false],
    [null, false],
    ["CREATED", false],
  ] as const)("%j → %s", (answer, success) => {
    expect(isWalletPrecreateSuccess(answer)).toBe(success)
  })

  it("a success gives the code; the button variant needs the address too", () => {
    const answer = { status: "CREATED", qrCode: " weixin://wxpay/bizpayurl?pr=abc ", redirectUrl: "https://wx.tenpay.com/pay?p=1", sn: "7895", expires: 1_800_000 }
    expect(Result.getOrThrow(walletCodeOf(answer, "qr"))).toEqual({
      qrCode: "weixin://wxpay/bizpayurl?pr=abc",
      redirectUrl: "https://wx.tenpay.com/pay?p=1",
      sn: "7895",
      clientSN: undefined,
      expires: 1_800_000,
    })
    expect(Result.isSuccess(walletCodeOf({ status: "PENDING", qrCode: "q" }, "qr"))).toBe(true)
    expect(Result.isFailure(walletCodeOf({ status: "PENDING", qrCode: "q" }, "button"))).toBe(true)
    expect(Result.isFailure(walletCodeOf({ status: "PENDING", qrCode: " " }, "qr"))).toBe(true)
  })

  it("a failed precreate is AjaxFailed carrying the answer's error code", () => {
    const failed = walletCodeOf({ status: "PENDING", errorCode: "EP21", qrCode: "q" }, "qr")
    expect(Result.isFailure(failed)).toBe(true)
    if (Result.isFailure(failed)) {
      expect(failed.failure).toMatchObject({ _tag: "AjaxFailed", message: walletPrecreateFailedMessage, errorKey: "PRECREATE_FAILED", errorCode: "EP21", reason: 2 })
    }
  })
})
