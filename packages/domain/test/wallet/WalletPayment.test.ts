import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import {
  isWalletPrecreateSuccess,
  walletCodeOf,
  walletDeviceIdOf,
  walletDeviceIds,
  walletDeviceKind,
  walletDeviceRequests,
  walletOrderId,
  walletPrecreateBody,
  walletPrecreateCall,
  walletPrecreateFailedMessage,
  type WalletPrecreateInput,
  walletPrecreateMessages,
  walletStatusCall,
  walletStatusReason,
  walletStatusReasons,
  walletStoreContext,
  walletSubPaywayOf,
  walletSubPayways,
  walletVariant,
} from "../../src/wallet/index.ts"
import { pendingWalletPayway, walletNames } from "../../src/wallet/WalletPayway.ts"

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

const valid = { orderId: "10000016009", country: "cn", device_id: "DESKTOP", payway: "wechatpay", subPayway: "QRCODE" } as const

const messageOf = (input: WalletPrecreateInput): string | undefined => {
  const body = walletPrecreateBody(input)
  return Result.isFailure(body) ? body.failure.message : undefined
}

describe("the precreate request (loyalty §5; orders §5: country and payway upper-cased)", () => {
  it("a valid request, upper-cased, with e-mail and return address", () => {
    expect(Result.getOrThrow(walletPrecreateBody({ ...valid, email: " guest@outfitter.test ", returnUrl: "https://shop.test/back?x=1" }))).toEqual({
      orderId: "10000016009",
      country: "CN",
      device_id: "DESKTOP",
      payway: "WECHATPAY",
      subPayway: "QRCODE",
      email: "guest@outfitter.test",
      returnUrl: "https://shop.test/back?x=1",
    })
    expect(Result.getOrThrow(walletPrecreateBody(valid))).not.toHaveProperty("email")
  })

  it.each([
    [{ orderId: undefined }, "orderId is required"],
    [{ orderId: 0 }, "orderId is required"],
    [{ orderId: "0" }, "orderId is required"],
    [{ orderId: "000" }, "orderId is required"],
    [{ orderId: -1 }, "orderId is required"],
    [{ orderId: 1.5 }, "orderId is required"],
    [{ orderId: "12a" }, "orderId is required"],
    [{ orderId: Number.MAX_SAFE_INTEGER + 1 }, "orderId is required"],
    [{ country: "" }, "country is required"],
    [{ country: "   " }, "country is required"],
    [{ country: 86 }, "country is required"],
    [{ device_id: undefined }, "device_id is required"],
    [{ device_id: "desktop" }, "device_id is required"],
    [{ device_id: "PHONE" }, "device_id is required"],
    [{ payway: "" }, "payway is required"],
    [{ payway: null }, "payway is required"],
    [{ subPayway: "qrcode" }, "subPayway is required"],
    [{ subPayway: "BARCODE" }, "subPayway is required"],
    [{ subPayway: undefined }, "subPayway is required"],
    [{ returnUrl: "javascript:alert(1)" }, "returnUrl must be an http or https address"],
    [{ returnUrl: "/shop/cn" }, "returnUrl must be an http or https address"],
  ] as const)("%j: %s", (change, message) => {
    expect(messageOf({ ...valid, ...change })).toBe(message)
  })

  it.each([[1, "1"], ["1", "1"], [" 42 ", "42"], ["000123", "000123"], ["123456789012345678901234", "123456789012345678901234"]] as const)(
    "orderId %j is accepted as %j (the boundary is above 0)",
    (orderId, sent) => {
      expect(Result.getOrThrow(walletPrecreateBody({ ...valid, orderId })).orderId).toBe(sent)
    },
  )

  it("checks in the order of the messages: the first that fails is the answer", () => {
    expect(messageOf({})).toBe(walletPrecreateMessages.orderId)
    expect(messageOf({ orderId: 1 })).toBe(walletPrecreateMessages.country)
    expect(messageOf({ orderId: 1, country: "cn" })).toBe(walletPrecreateMessages.device_id)
    expect(messageOf({ orderId: 1, country: "cn", device_id: "MBROWSER" })).toBe(walletPrecreateMessages.payway)
    expect(messageOf({ orderId: 1, country: "cn", device_id: "MBROWSER", payway: "alipay" })).toBe(walletPrecreateMessages.subPayway)
  })

  it("names the field", () => {
    const body = walletPrecreateBody({ ...valid, subPayway: "X" })
    expect(Result.isFailure(body) && body.failure).toMatchObject({ _tag: "InvalidParams", field: "subPayway", reason: 3 })
  })

  const deviceId = fc.constantFrom(...walletDeviceIds)
  const subPayway = fc.constantFrom(...walletSubPayways)
  const word = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== "")

  test.prop([fc.bigInt({ min: 1n, max: 10n ** 24n - 1n }), word, deviceId, word, subPayway])(
    "every valid request is accepted, with country and payway trimmed and upper-cased",
    (orderId, country, device_id, payway, sub) => {
      const body = Result.getOrThrow(walletPrecreateBody({ orderId: orderId.toString(), country, device_id, payway, subPayway: sub }))
      expect(body).toEqual({ orderId: orderId.toString(), country: country.trim().toUpperCase(), device_id, payway: payway.trim().toUpperCase(), subPayway: sub })
    },
  )

  test.prop([fc.anything().filter((value) => !(typeof value === "string" && walletDeviceIds.includes(value.trim() as never)))])(
    "any device id not among the three is refused with its message",
    (device_id) => {
      expect(messageOf({ ...valid, device_id })).toBe("device_id is required")
    },
  )

  test.prop([fc.anything().filter((value) => !(typeof value === "string" && walletSubPayways.includes(value.trim() as never)))])(
    "any sub-payway not among the four is refused with its message",
    (sub) => {
      expect(messageOf({ ...valid, subPayway: sub })).toBe("subPayway is required")
    },
  )

  test.prop([fc.record({ orderId: fc.anything(), country: fc.anything(), device_id: fc.anything(), payway: fc.anything(), subPayway: fc.anything(), email: fc.anything(), returnUrl: fc.anything() }, { requiredKeys: [] })])(
    "any input gets a body or one of the messages, never a throw",
    (input) => {
      const body = walletPrecreateBody(input)
      if (Result.isFailure(body)) expect(Object.values(walletPrecreateMessages)).toContain(body.failure.message)
    },
  )

  it("walletOrderId: digits above zero, as text", () => {
    expect(walletOrderId(10000016009)).toBe("10000016009")
    expect(walletOrderId("0")).toBeUndefined()
    expect(walletOrderId(Number.NaN)).toBeUndefined()
    expect(walletOrderId(null)).toBeUndefined()
  })
})

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

describe("walletDeviceIdOf and walletSubPaywayOf: one of the values, trimmed, or none", () => {
  it("takes each device id and sub-payway as sent, or with spaces around it", () => {
    expect(walletDeviceIds.map((id) => walletDeviceIdOf(` ${id} `))).toEqual([...walletDeviceIds])
    expect(walletSubPayways.map((payway) => walletSubPaywayOf(`${payway}\n`))).toEqual([...walletSubPayways])
  })

  it("anything else is none: another case, another word, no text", () => {
    for (const other of ["desktop", "PHONE", "", null, undefined, 1, ["DESKTOP"]]) expect(walletDeviceIdOf(other)).toBeUndefined()
    for (const other of ["qrcode", "WEB", "", null, { payway: "APP" }]) expect(walletSubPaywayOf(other)).toBeUndefined()
  })

  test.prop([fc.string()])("whatever is given, the answer is one of the values or none", (value) => {
    expect([...walletDeviceIds, undefined]).toContain(walletDeviceIdOf(value))
    expect([...walletSubPayways, undefined]).toContain(walletSubPaywayOf(value))
  })
})
