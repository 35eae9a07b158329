import { describe, expect, it } from "vitest"
import { walletDeviceIds, walletDeviceKind, walletDeviceRequests, walletSubPayways, walletVariant } from "../../src/wallet/WalletDevice.ts"
import { walletNames } from "../../src/wallet/WalletPayway.ts"

const agents = {
  wechatIphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c)",
  wechatAndroid: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.42",
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1",
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1",
  macSafari: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15",
  linuxChrome: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36",
  windowsEdge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0",
  harmony: "Mozilla/5.0 (Phone; OpenHarmony 4.0) AppleWebKit/537.36 HarmonyOS Chrome/114.0",
} as const

describe("device kind (orders §4: WeChat in-app → WECHAT, mobile → MOBILE, else DESKTOP)", () => {
  it.each([
    [agents.wechatIphone, 0, "WECHAT"],
    [agents.wechatAndroid, 5, "WECHAT"],
    [agents.iphone, 5, "MOBILE"],
    [agents.android, 5, "MOBILE"],
    [agents.ipad, 5, "MOBILE"],
    [agents.harmony, 5, "MOBILE"],
    [agents.macSafari, 5, "MOBILE"],
    [agents.macSafari, 0, "DESKTOP"],
    [agents.linuxChrome, 0, "DESKTOP"],
    [agents.windowsEdge, 10, "DESKTOP"],
    ["", 0, "DESKTOP"],
  ] as const)("%s (touch points %d) is %s", (userAgent, maxTouchPoints, kind) => {
    expect(walletDeviceKind({ userAgent, maxTouchPoints })).toBe(kind)
  })

  it("anything that is not a user agent is a desktop", () => {
    expect(walletDeviceKind({})).toBe("DESKTOP")
    expect(walletDeviceKind({ userAgent: 42, maxTouchPoints: "5" })).toBe("DESKTOP")
  })

  it("each kind's device id, sub-payway and variant: desktop scans a QR code, the others tap a button", () => {
    expect(walletDeviceRequests).toEqual({
      DESKTOP: { deviceId: "DESKTOP", subPayway: "QRCODE", variant: "qr" },
      MOBILE: { deviceId: "MBROWSER", subPayway: "H5", variant: "button" },
      WECHAT: { deviceId: "WECHATAPP", subPayway: "WAP", variant: "button" },
    })
    for (const request of Object.values(walletDeviceRequests)) expect(walletVariant(request.subPayway)).toBe(request.variant)
  })

  it.each([["QRCODE", "qr"], ["H5", "button"], ["WAP", "button"], ["APP", "button"]] as const)("sub-payway %s is the %s variant", (subPayway, variant) => {
    expect(walletVariant(subPayway)).toBe(variant)
  })

  it("the ids of the spec", () => {
    expect(walletDeviceIds).toEqual(["DESKTOP", "MBROWSER", "WECHATAPP"])
    expect(walletSubPayways).toEqual(["APP", "H5", "QRCODE", "WAP"])
    expect(walletNames.WECHATPAY.wallet).toBe("WeChat Pay")
    expect(walletNames.ALIPAY.app).toBe("Alipay")
  })
})
