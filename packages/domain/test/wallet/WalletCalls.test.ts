import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { walletPrecreateCall, walletStatusCall, walletStoreContext } from "../../src/wallet/WalletCalls.ts"

describe("the calls (loyalty §7)", () => {
  it("POST {apiRoot}/wosai/{storeContext}/payment/precreate", () => {
    expect(Result.getOrThrow(walletPrecreateCall("https://www.example.com/api/", "10051"))).toEqual({
      method: "POST",
      url: "https://www.example.com/api/wosai/10051/payment/precreate",
    })
  })

  it("GET {apiRoot}/wosai/{storeContext}/payment/status/{orderId}", () => {
    expect(Result.getOrThrow(walletStatusCall("https://www.example.com/api", "cn store", " 10000016009 "))).toEqual({
      method: "GET",
      url: "https://www.example.com/api/wosai/cn%20store/payment/status/10000016009",
    })
  })

  it.each([
    [{ storeId: "10051", storeContext: "" }, "10051"],
    [{ storeId: "10051", storeContext: "  " }, "10051"],
    [{ storeId: "10051", storeContext: " cn " }, "cn"],
    [{ storeId: "10051" }, "10051"],
  ] as const)("{storeContext} of %j is %j", (settings, context) => {
    expect(walletStoreContext(settings)).toBe(context)
  })

  it.each(["", ".", "..", "%2e%2E", 7])("a store context %j that would name another path is refused", (storeContext) => {
    expect(Result.isFailure(walletPrecreateCall("https://x.test/api", storeContext))).toBe(true)
    expect(Result.isFailure(walletStatusCall("https://x.test/api", storeContext, "1"))).toBe(true)
  })

  it.each(["\uD800", "cn\uDC00"])("a store context %j cut in half (a lone surrogate) is refused as InvalidParams, where encoding it threw", (storeContext) => {
    for (const call of [walletPrecreateCall("https://x.test/api", storeContext), walletStatusCall("https://x.test/api", storeContext, "1")]) {
      expect(Result.isFailure(call) && call.failure).toMatchObject({ _tag: "InvalidParams", message: "storeContext is not a valid id", field: "storeContext" })
    }
  })

  it.each(["", "0", "../1", "1/2", -4])("an order id %j is refused before any call", (orderId) => {
    const call = walletStatusCall("https://x.test/api", "10051", orderId)
    expect(Result.isFailure(call) && call.failure.message).toBe("orderId is required")
  })
})
