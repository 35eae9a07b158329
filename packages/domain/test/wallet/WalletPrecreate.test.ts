import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { walletDeviceIds, walletSubPayways } from "../../src/wallet/WalletDevice.ts"
import {
  walletDeviceIdOf,
  walletOrderId,
  walletPrecreateBody,
  type WalletPrecreateInput,
  walletPrecreateMessages,
  walletSubPaywayOf,
} from "../../src/wallet/WalletPrecreate.ts"

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
