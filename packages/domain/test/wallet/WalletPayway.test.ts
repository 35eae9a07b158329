import { describe, expect, it } from "vitest"
import { pendingWalletPayway } from "../../src/wallet/WalletPayway.ts"

describe("which orders take the widget (orders §1: a pending WECHATPAY or ALIPAY payment)", () => {
  it.each([
    [{ pendingPayment: { payway: "WECHATPAY" } }, "WECHATPAY"],
    [{ pendingPayment: { payway: "ALIPAY" } }, "ALIPAY"],
    [{ pendingPayment: { payway: " alipay " } }, "ALIPAY"],
    [{ pendingPayment: { payway: "PAYPAL" } }, undefined],
    [{ pendingPayment: { payway: "" } }, undefined],
    [{ pendingPayment: {} }, undefined],
    [{}, undefined],
  ] as const)("%j → %s", (order, payway) => {
    expect(pendingWalletPayway(order)).toBe(payway)
  })
})
