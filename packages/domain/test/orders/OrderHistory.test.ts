import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as TestClock from "effect/testing/TestClock"
import {
  resendEvent,
  resendRequestFor,
  resendSuccessMessages,
  resendTimings,
  resendUrl,
  runResendButton,
} from "../../src/orders/OrderHistory.ts"
import { OrderHistoryResponse, type OrderSummary } from "../../src/orders/OrderHistorySchema.ts"
import type { ButtonState } from "../../src/ui/ButtonState.ts"

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
