import { describe, expect, it } from "@effect/vitest"
import { OrderService } from "@outfitter/clients"
import { memberCookies } from "@outfitter/fixtures/testing"
import * as Effect from "effect/Effect"
import { type FixtureBrowser, fixtureBrowser, fixtureApiRoot } from "./support.ts"

const apiRoot = fixtureApiRoot

const signedIn = (id: string) => fixtureBrowser({ cookies: memberCookies(id) })

const provide = (b: FixtureBrowser, settings: { orderHistoryV2?: boolean } = {}) => b.layer({ visitor: () => b.visitor(false), settings })

describe("OrderService.list", () => {
  it.effect("lists the signed-in user's online and in-store orders", () => {
    const b = signedIn("5001")
    return Effect.gen(function*() {
      const orders = yield* OrderService.use((service) => service.list())
      expect(orders.some((order) => order.isOnlinePurchase)).toBe(true)
      expect(orders.some((order) => !order.isOnlinePurchase)).toBe(true)
      expect(b.requests[0]?.url).toBe(`${apiRoot}/user/orders`)
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("is refused before any request for a generic visitor", () => {
    const b = fixtureBrowser()
    return Effect.gen(function*() {
      const error = yield* Effect.flip(OrderService.use((service) => service.list()))
      expect(error._tag).not.toBe("AjaxFailed")
      expect(b.requests).toHaveLength(0)
    }).pipe(Effect.provide(provide(b)))
  })
})

describe("OrderService.resend (loyalty §7)", () => {
  it.effect("GETs the confirmation of an online order", () => {
    const b = signedIn("5001")
    return Effect.gen(function*() {
      const kind = yield* OrderService.use((service) => service.resendById("10000001001"))
      expect(kind).toBe("confirmation")
      const last = b.requests.at(-1)
      expect(last?.method).toBe("GET")
      expect(last?.url).toBe(`${apiRoot}/user/order/10000001001/confirmation`)
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("POSTs the e-receipt of an in-store order with its channel and body", () => {
    const b = signedIn("5001")
    return Effect.gen(function*() {
      const kind = yield* OrderService.use((service) => service.resendById("20000002001"))
      expect(kind).toBe("ereceipt")
      const last = b.requests.at(-1)
      expect(last?.method).toBe("POST")
      expect(last?.url).toBe(`${apiRoot}/user/order/20000002001/ereceipt?channel=STORE`)
      const body = yield* Effect.promise(() => last!.json())
      expect(body).toEqual({ isShipping: false, businessDate: "2026-09-14", inStoreId: "10042", transactionId: "4471", workstationId: "3" })
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("uses the v2 root with the flag and a given channel", () => {
    const b = signedIn("5001")
    return Effect.gen(function*() {
      yield* OrderService.use((service) => service.resendById("20000002001", { channel: "POS" }))
      expect(b.requests.at(-1)?.url).toBe(`${apiRoot}/v2/order/20000002001/ereceipt?channel=POS`)
      yield* OrderService.use((service) => service.resendById("10000001001"))
      expect(b.requests.at(-1)?.url).toBe(`${apiRoot}/v2/order/10000001001/confirmation`)
    }).pipe(Effect.provide(provide(b, { orderHistoryV2: true })))
  })

  it.effect("fails with the service's error for the magic numbers", () => {
    const b = signedIn("5001")
    return Effect.gen(function*() {
      const online = yield* Effect.flip(OrderService.use((service) => service.resendById("10000009500")))
      expect(online._tag).toBe("AjaxFailed")
      const inStore = yield* Effect.flip(OrderService.use((service) => service.resendById("20000009500")))
      expect(inStore._tag).toBe("AjaxFailed")
      const unauthorized = yield* Effect.flip(OrderService.use((service) => service.resendById("10000009401")))
      expect(unauthorized._tag).toBe("Unauthorized")
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("refuses a bad order number and an unknown in-store order", () => {
    const b = signedIn("5001")
    return Effect.gen(function*() {
      const bad = yield* Effect.flip(OrderService.use((service) => service.resendById("a/b")))
      expect(bad._tag).toBe("InvalidParams")
      expect(b.requests).toHaveLength(0)
      const letters = yield* Effect.flip(OrderService.use((service) => service.resendById("abc")))
      expect(letters._tag).toBe("InvalidParams")
      expect(b.requests).toHaveLength(0)
      const unknown = yield* Effect.flip(OrderService.use((service) => service.resendById("30000000001", { inStore: true })))
      expect(unknown._tag).toBe("NotFound")
    }).pipe(Effect.provide(provide(b)))
  })

  it.effect("with inStore sends only an e-receipt: an online order is NotFound, nothing is sent", () => {
    const b = signedIn("5001")
    return Effect.gen(function*() {
      const online = yield* Effect.flip(OrderService.use((service) => service.resendById("10000001001", { inStore: true })))
      expect(online._tag).toBe("NotFound")
      expect(online.message).toBe("No in-store order 10000001001")
      expect(b.requests.map((request) => request.url)).toEqual([`${apiRoot}/user/orders`])
      const kind = yield* OrderService.use((service) => service.resendById("20000002001", { inStore: true }))
      expect(kind).toBe("ereceipt")
      expect(b.requests.at(-1)?.method).toBe("POST")
    }).pipe(Effect.provide(provide(b)))
  })
})
