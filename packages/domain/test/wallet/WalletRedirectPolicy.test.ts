import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { safeRedirect } from "../../src/site/Redirect.ts"
import { defaultStoreSettings } from "../../src/site/StoreSettings.ts"
import { walletRedirectPolicy } from "../../src/wallet/WalletProgram.ts"

const allowed = (target: string, policy: ReturnType<typeof walletRedirectPolicy>) => Result.isSuccess(safeRedirect(target, policy))

describe("walletRedirectPolicy: the store's wallet origins and the page's own", () => {
  it("allows the store's wallet hosts and the page's origin, refuses any other host", () => {
    const policy = walletRedirectPolicy(defaultStoreSettings, "https://www.example.com/shop/cn/account/orders/1")
    expect(allowed("https://mclient.alipay.com/h5/pay?id=1", policy)).toBe(true)
    expect(allowed("https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?x=1", policy)).toBe(true)
    expect(allowed("https://www.example.com/shop/cn/account/orders/1?paid=1", policy)).toBe(true)
    expect(allowed("https://wallet-login.evil.test/pay/10000016107", policy)).toBe(false)
    expect(allowed("https://mclient.alipay.com.evil.test/h5", policy)).toBe(false)
  })

  it("without a page only the store's hosts; settings that are not an object allow none", () => {
    expect(allowed("https://www.example.com/x", walletRedirectPolicy(defaultStoreSettings))).toBe(false)
    expect(allowed("https://qr.alipay.com/x", walletRedirectPolicy(defaultStoreSettings))).toBe(true)
    expect(allowed("https://qr.alipay.com/x", walletRedirectPolicy(null as never))).toBe(false)
    expect(allowed("https://qr.alipay.com/x", walletRedirectPolicy({ walletRedirectOrigins: [5, "https://qr.alipay.com"] as never }))).toBe(true)
  })
})
