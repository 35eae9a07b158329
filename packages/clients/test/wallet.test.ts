/**
 * WalletPayment (orders-returns-help §7 "Wallet payment"; loyalty §7): the precreate is
 * checked before anything is sent, a failed precreate and a malformed answer are typed
 * errors, the status comes with what it means; over the fixtures and over services that
 * answer badly.
 */
import { describe, expect, it } from "@effect/vitest"
import { clientsLayer, WalletPayment } from "@outfitter/clients"
import { malformedResponseMessage } from "@outfitter/clients"
import { walletFixtureOrigin, walletOrderNumbers } from "@outfitter/fixtures"
import * as Effect from "effect/Effect"
import { fixtureApiRoot as apiRoot, recordingFetch } from "./support.ts"

const w = walletOrderNumbers
const desktop = { country: "cn", device_id: "DESKTOP", payway: "wechatpay", subPayway: "QRCODE" } as const

/** A service that answers every request with `body` and `status`, counting them. */
const answering = (status: number, body: unknown) => {
  const requests: Array<{ readonly method: string; readonly url: string; readonly body: string }> = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    requests.push({ method: request.method, url: request.url, body: await request.text() })
    return Response.json(body, { status })
  }
  return { requests, fetch }
}

const over = (fetch: typeof globalThis.fetch) => clientsLayer({ apiRoot, fetch })

describe("WalletPayment.precreate", () => {
  it.effect("POSTs the checked request (country and payway upper-cased) to /wosai/{store}/payment/precreate and answers the code", () => {
    const service = answering(200, { status: "CREATED", qrCode: "weixin://wxpay/bizpayurl?pr=1", sn: "42" })
    return Effect.gen(function*() {
      const code = yield* WalletPayment.use((wallet) => wallet.precreate({ orderId: " 10000016009 ", ...desktop, email: "a@b.co" }))
      expect(code).toMatchObject({ qrCode: "weixin://wxpay/bizpayurl?pr=1", redirectUrl: undefined, sn: "42" })
      expect(service.requests).toHaveLength(1)
      expect(service.requests[0]).toMatchObject({ method: "POST", url: `${apiRoot}/wosai/10051/payment/precreate` })
      expect(JSON.parse(service.requests[0]!.body)).toEqual({
        orderId: "10000016009",
        country: "CN",
        device_id: "DESKTOP",
        payway: "WECHATPAY",
        subPayway: "QRCODE",
        email: "a@b.co",
      })
    }).pipe(Effect.provide(over(service.fetch)))
  })

  it.effect.each([
    [{ orderId: 0 }, "orderId is required"],
    [{ country: "" }, "country is required"],
    [{ device_id: "PHONE" }, "device_id is required"],
    [{ payway: " " }, "payway is required"],
    [{ subPayway: "BARCODE" }, "subPayway is required"],
  ] as const)("%j: InvalidParams with the message, and nothing is sent", ([change, message]) => {
    const service = answering(200, {})
    return Effect.gen(function*() {
      const error = yield* Effect.flip(WalletPayment.use((wallet) => wallet.precreate({ orderId: "1", ...desktop, ...change })))
      expect(error).toMatchObject({ _tag: "InvalidParams", message })
      expect(service.requests).toHaveLength(0)
    }).pipe(Effect.provide(over(service.fetch)))
  })

  it.effect.each([
    [{ status: "PENDING", errorCode: "EP21", qrCode: "q" }, "EP21"],
    [{ status: "PAID", qrCode: "q" }, undefined],
    [{ status: "CREATED" }, undefined],
  ] as const)("a precreate that did not give a code (%j) is AjaxFailed PRECREATE_FAILED with the call", ([answer, errorCode]) => {
    const service = answering(200, answer)
    return Effect.gen(function*() {
      const error = yield* Effect.flip(WalletPayment.use((wallet) => wallet.precreate({ orderId: "1", ...desktop })))
      expect(error).toMatchObject({
        _tag: "AjaxFailed",
        message: "The payment code could not be created",
        errorKey: "PRECREATE_FAILED",
        errorCode,
        method: "POST",
        url: `${apiRoot}/wosai/10051/payment/precreate`,
      })
    }).pipe(Effect.provide(over(service.fetch)))
  })

  it.effect("the button variant needs the wallet's address", () => {
    const service = answering(200, { status: "CREATED", qrCode: "q" })
    return Effect.gen(function*() {
      const error = yield* Effect.flip(WalletPayment.use((wallet) => wallet.precreate({ orderId: "1", ...desktop, device_id: "MBROWSER", subPayway: "H5" })))
      expect(error).toMatchObject({ _tag: "AjaxFailed", errorKey: "PRECREATE_FAILED" })
    }).pipe(Effect.provide(over(service.fetch)))
  })

  it.effect.each([[{ status: 5 }], [{ qrCode: "q" }], [[]], ["CREATED"]])("a malformed answer %j is AjaxFailed, never a throw", ([body]) => {
    const service = answering(200, body)
    return Effect.gen(function*() {
      const error = yield* Effect.flip(WalletPayment.use((wallet) => wallet.precreate({ orderId: "1", ...desktop })))
      expect(error).toMatchObject({ _tag: "AjaxFailed", message: malformedResponseMessage })
    }).pipe(Effect.provide(over(service.fetch)))
  })

  it.effect("a 401 is Unauthorized; a 500 is AjaxFailed", () =>
    Effect.gen(function*() {
      const refused = yield* Effect.flip(
        WalletPayment.use((wallet) => wallet.precreate({ orderId: "1", ...desktop })).pipe(Effect.provide(over(answering(401, {}).fetch))),
      )
      expect(refused._tag).toBe("Unauthorized")
      const failed = yield* Effect.flip(
        WalletPayment.use((wallet) => wallet.precreate({ orderId: "1", ...desktop })).pipe(Effect.provide(over(answering(500, {}).fetch))),
      )
      expect(failed).toMatchObject({ _tag: "AjaxFailed", status: 500 })
    }))

  it.effect("over the fixtures: a code under the fixtures' host; the failing order's precreate carries ORDER_CLOSED", () =>
    Effect.gen(function*() {
      const code = yield* WalletPayment.use((wallet) => wallet.precreate({ orderId: w.neverPaid, ...desktop }))
      expect(code.qrCode).toBe(`${walletFixtureOrigin}/qr/wechatpay/${w.neverPaid}/1`)
      const error = yield* Effect.flip(WalletPayment.use((wallet) => wallet.precreate({ orderId: w.precreateFails, ...desktop })))
      expect(error).toMatchObject({ _tag: "AjaxFailed", errorCode: "ORDER_CLOSED" })
    }).pipe(Effect.provide(over(recordingFetch().fetch))))
})

describe("WalletPayment.status", () => {
  it.effect.each([
    ["PENDING", "in_progress"],
    ["CREATED", "in_progress"],
    ["IN_PROGRESS", "in_progress"],
    ["NOT_CREATED", "not_started"],
    ["PAID", "completed"],
    ["PARTIAL_REFUNDED", "completed"],
    ["REFUNDED", "completed"],
    ["PAY_ERROR", "failure"],
  ] as const)("GETs /wosai/{store}/payment/status/{orderId}: %s means %s", ([status, reason]) => {
    const service = answering(200, { orderId: "10000016009", status })
    return Effect.gen(function*() {
      expect(yield* WalletPayment.use((wallet) => wallet.status("10000016009"))).toEqual({ orderId: "10000016009", status, reason })
      expect(service.requests.map(({ method, url }) => [method, url])).toEqual([["GET", `${apiRoot}/wosai/10051/payment/status/10000016009`]])
    }).pipe(Effect.provide(over(service.fetch)))
  })

  it.effect("the store's own id names the store, or its storeContext setting when it has one", () => {
    const service = answering(200, { status: "PAID" })
    return Effect.gen(function*() {
      yield* WalletPayment.use((wallet) => wallet.status("1")).pipe(
        Effect.provide(clientsLayer({ apiRoot, fetch: service.fetch, settings: { storeId: "11051" } })),
      )
      yield* WalletPayment.use((wallet) => wallet.status("1")).pipe(
        Effect.provide(clientsLayer({ apiRoot, fetch: service.fetch, settings: { storeId: "11051", storeContext: "cn" } })),
      )
      expect(service.requests.map((request) => request.url)).toEqual([
        `${apiRoot}/wosai/11051/payment/status/1`,
        `${apiRoot}/wosai/cn/payment/status/1`,
      ])
    })
  })

  it.effect.each([[{ status: null }], [{}], ["PAID"]])("a malformed answer %j is AjaxFailed", ([body]) =>
    Effect.gen(function*() {
      const error = yield* Effect.flip(WalletPayment.use((wallet) => wallet.status("1")))
      expect(error).toMatchObject({ _tag: "AjaxFailed", message: malformedResponseMessage })
    }).pipe(Effect.provide(over(answering(200, body).fetch))))

  it.effect("an order id that is not one is InvalidParams, and nothing is sent", () => {
    const service = answering(200, {})
    return Effect.gen(function*() {
      const error = yield* Effect.flip(WalletPayment.use((wallet) => wallet.status("../x")))
      expect(error).toMatchObject({ _tag: "InvalidParams", message: "orderId is required" })
      expect(service.requests).toHaveLength(0)
    }).pipe(Effect.provide(over(service.fetch)))
  })

  it.effect("over the fixtures: NOT_CREATED before a code, NotFound for an order without a wallet payment, AjaxFailed for a failing service", () =>
    Effect.gen(function*() {
      expect(yield* WalletPayment.use((wallet) => wallet.status(w.wechatPaid))).toMatchObject({ status: "NOT_CREATED", reason: "not_started" })
      expect((yield* Effect.flip(WalletPayment.use((wallet) => wallet.status("10000016001"))))._tag).toBe("NotFound")
      expect(yield* Effect.flip(WalletPayment.use((wallet) => wallet.status(w.statusFails)))).toMatchObject({ _tag: "AjaxFailed", status: 500 })
    }).pipe(Effect.provide(over(recordingFetch().fetch))))
})
