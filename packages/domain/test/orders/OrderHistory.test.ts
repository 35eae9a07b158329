import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as TestClock from "effect/testing/TestClock"
import {
  hasPaymentToUpdate,
  orderHistoryPage,
  ordersNewestFirst,
  resendEvent,
  resendRequestFor,
  resendSuccessMessages,
  resendTimings,
  resendUrl,
  runResendButton,
} from "../../src/orders/OrderHistory.ts"
import { OrderHistoryResponse, type OrderSummary } from "../../src/orders/OrderHistorySchema.ts"
import type { ButtonState } from "../../src/ui/ButtonState.ts"
import { defaultStoreSettings } from "../../src/site/StoreSettings.ts"
import * as fc from "fast-check"

const online: OrderSummary = {
  orderId: "10000001001",
  placedDate: "2026-10-02",
  total: "$89.00",
  status: "Shipped",
  isOnlinePurchase: true,
  isShipped: true,
  channel: "WEB",
  packageNumber: "1Z999",
}
const inStore: OrderSummary = {
  orderId: "20000002001",
  placedDate: "2026-09-14",
  total: "$45.50",
  status: "Complete",
  isOnlinePurchase: false,
  isShipped: false,
  channel: "STORE",
  businessDate: "2026-09-14",
  inStoreId: "10042",
  transactionId: "4471",
  workstationId: "3",
}
const roots = { apiRoot: "https://x.test/api/", v2: false, historyRootV2: "" }

const recorder = () => {
  const states: Array<ButtonState> = []
  return { states, onState: (state: ButtonState) => Effect.sync(() => void states.push(state)) }
}

describe("resend messages and timings (loyalty §8, §9)", () => {
  it("has the spec's texts and timings", () => {
    expect(resendSuccessMessages).toEqual({
      confirmation: "Order Confirmation Email Sent",
      ereceipt: "E-Receipt Email Sent",
    })
    expect(resendTimings).toEqual({ processingMinimumMs: 1000, successDisplayMs: 4000, resetAfterFailureMs: 2000 })
  })
})

describe("resendRequestFor", () => {
  it("sends an online order's confirmation", () => {
    expect(resendRequestFor(online)).toEqual(Result.succeed({ kind: "confirmation", orderId: "10000001001" }))
  })

  it("sends an in-store order's e-receipt with its channel and in-store body", () => {
    expect(resendRequestFor(inStore)).toEqual(Result.succeed({
      kind: "ereceipt",
      orderId: "20000002001",
      channel: "STORE",
      body: { isShipping: false, businessDate: "2026-09-14", inStoreId: "10042", transactionId: "4471", workstationId: "3" },
    }))
  })

  it.each(["businessDate", "inStoreId", "transactionId", "workstationId"] as const)(
    "refuses an in-store order without %s",
    (field) => {
      const { [field]: _dropped, ...rest } = inStore
      expect(Result.isFailure(resendRequestFor(rest))).toBe(true)
    },
  )

  it("refuses an in-store order without a channel", () => {
    expect(Result.isFailure(resendRequestFor({ ...inStore, channel: "" }))).toBe(true)
  })
})

describe("resendUrl (loyalty §7)", () => {
  it("uses {apiRoot}/user/order without the flag", () => {
    expect(resendUrl({ kind: "confirmation", orderId: "A1" }, roots)).toBe("https://x.test/api/user/order/A1/confirmation")
    const ereceipt = Result.getOrThrow(resendRequestFor({ ...inStore, channel: "IN STORE" }))
    expect(resendUrl(ereceipt, roots)).toBe("https://x.test/api/user/order/20000002001/ereceipt?channel=IN%20STORE")
  })

  it("uses {historyRootV2}/order with the flag, defaulting to {apiRoot}/v2", () => {
    expect(resendUrl({ kind: "confirmation", orderId: "A1" }, { ...roots, v2: true }))
      .toBe("https://x.test/api/v2/order/A1/confirmation")
    expect(resendUrl({ kind: "confirmation", orderId: "A1" }, { ...roots, v2: true, historyRootV2: "https://h.test/v2/" }))
      .toBe("https://h.test/v2/order/A1/confirmation")
  })
})

describe("OrderHistoryResponse", () => {
  it("decodes orders and rejects a malformed one", () => {
    expect(Schema.decodeUnknownSync(OrderHistoryResponse)({ orders: [online, inStore] }).orders).toHaveLength(2)
    expect(() => Schema.decodeUnknownSync(OrderHistoryResponse)({ orders: [{ orderId: 1 }] })).toThrow()
  })
})

describe("runResendButton (loyalty §4)", () => {
  it.effect("shows success after 1 s, back to initial 4 s later", () =>
    Effect.gen(function*() {
      const { states, onState } = recorder()
      const fiber = yield* Effect.forkChild(runResendButton(Effect.succeed("sent"), onState))
      yield* TestClock.adjust(999)
      expect(states).toEqual(["processing"])
      yield* TestClock.adjust(1)
      expect(states).toEqual(["processing", "success"])
      yield* TestClock.adjust(3999)
      expect(states).toEqual(["processing", "success"])
      yield* TestClock.adjust(1)
      expect(states).toEqual(["processing", "success", "initial"])
      expect(yield* Fiber.join(fiber)).toEqual(Exit.succeed("sent"))
    }))

  it.effect("shows failed, back to initial after 2 s", () =>
    Effect.gen(function*() {
      const { states, onState } = recorder()
      const fiber = yield* Effect.forkChild(runResendButton(Effect.fail("down"), onState))
      yield* TestClock.adjust(1000)
      expect(states).toEqual(["processing", "failed"])
      yield* TestClock.adjust(1999)
      expect(states).toEqual(["processing", "failed"])
      yield* TestClock.adjust(1)
      expect(states).toEqual(["processing", "failed", "initial"])
      expect(Exit.isFailure(yield* Fiber.join(fiber))).toBe(true)
    }))
})

describe("resendEvent", () => {
  it("is a typed analytics value", () => {
    expect(resendEvent("ereceipt", "failure")).toEqual({
      type: "orders",
      name: "resend-confirmation",
      kind: "ereceipt",
      outcome: "failure",
    })
  })
})

describe("an order or roots of the wrong type", () => {
  it("cannot be resent (InvalidParams) without a string id or in-store fields", () => {
    for (const order of [null, { isOnlinePurchase: true, orderId: 5 }, { isOnlinePurchase: "yes", orderId: "A", channel: "STORE" }]) {
      expect(Result.isFailure(resendRequestFor(order as never))).toBe(true)
    }
  })
  it("builds the URL with empty roots and ids for values that are not text", () => {
    expect(resendUrl({ kind: "confirmation", orderId: 5 } as never, null as never)).toBe("/user/order//confirmation")
    expect(resendUrl({ kind: "ereceipt", orderId: "A\uD800", channel: null } as never, { apiRoot: "https://x.test", v2: "yes" } as never))
      .toBe("https://x.test/user/order/A%EF%BF%BD/ereceipt?channel=")
  })
})

describe("the order list: newest first, a page at a time", () => {
  const row = (orderId: string, placedDate: string, more: Partial<OrderSummary> = {}): OrderSummary => ({
    orderId,
    placedDate,
    total: "$1.00",
    status: "Shipped",
    isOnlinePurchase: true,
    isShipped: true,
    channel: "WEB",
    ...more,
  })
  const day = (n: number) => `2026-${String(Math.floor(n / 28) + 1).padStart(2, "0")}-${String((n % 28) + 1).padStart(2, "0")}`

  it("orders by placed date, newest first; equal dates keep the service's order; unreadable dates last", () => {
    const rows = [row("a", "2026-09-01"), row("b", "2026-10-02"), row("c", "soon"), row("d", "2026-10-02"), row("e", "2026-11-27")]
    expect(ordersNewestFirst(rows).map((order) => order.orderId)).toEqual(["e", "b", "d", "a", "c"])
    expect(ordersNewestFirst("nope" as never)).toEqual([])
  })

  it("ships 10 orders a page; 28 orders are 3 pages of 10, 10 and 8, newest first across the pages", () => {
    expect(defaultStoreSettings.orderHistoryPageSize).toBe(10)
    const rows = Array.from({ length: 28 }, (_, index) => row(String(index), day(index)))
    const pages = [1, 2, 3].map((page) => orderHistoryPage(rows, page, 10))
    expect(pages.map((page) => [page.page, page.pageCount, page.orders.length])).toEqual([[1, 3, 10], [2, 3, 10], [3, 3, 8]])
    expect(pages.flatMap((page) => page.orders.map((order) => order.orderId))).toEqual(rows.map((order) => order.orderId).reverse())
  })

  it("pages at the boundaries: 10 orders one page, 11 two; a page out of range is pulled in; a bad size is the helper's", () => {
    const rows = (count: number) => Array.from({ length: count }, (_, index) => row(String(index), day(index)))
    expect(orderHistoryPage(rows(10), 1, 10).pageCount).toBe(1)
    expect(orderHistoryPage(rows(11), 1, 10).pageCount).toBe(2)
    expect(orderHistoryPage(rows(11), 5, 10)).toMatchObject({ page: 2, orders: [{ orderId: "0" }] })
    expect(orderHistoryPage(rows(11), -1, 10).page).toBe(1)
    expect(orderHistoryPage(rows(11), Number.NaN, 10).page).toBe(1)
    expect(orderHistoryPage(rows(7), 1, 0).orders).toHaveLength(3)
    expect(orderHistoryPage([], 1, 10)).toEqual({ orders: [], page: 1, pageCount: 1 })
  })

  it("every order is on exactly one page, whatever the count, size and page asked", () => {
    fc.assert(fc.property(fc.nat(60), fc.integer({ min: 1, max: 15 }), (count, size) => {
      const rows = Array.from({ length: count }, (_, index) => row(String(index), day(index)))
      const { pageCount } = orderHistoryPage(rows, 1, size)
      const seen = Array.from({ length: pageCount }, (_, index) => orderHistoryPage(rows, index + 1, size).orders).flat()
      expect(seen.map((order) => order.orderId).sort()).toEqual(rows.map((order) => order.orderId).sort())
      expect(pageCount).toBe(Math.max(1, Math.ceil(count / size)))
    }))
  })

  it("only a problem order of the list has a payment to update", () => {
    const rows = [row("1", "2026-09-22", { needsPaymentUpdate: true }), row("2", "2026-09-23"), row("3", "2026-09-24", { needsPaymentUpdate: false })]
    expect(["1", "2", "3", "4"].map((id) => hasPaymentToUpdate(rows, id))).toEqual([true, false, false, false])
    expect(hasPaymentToUpdate(null as never, "1")).toBe(false)
  })
})
