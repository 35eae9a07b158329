import { describe, expect, it } from "@effect/vitest"
import { fc, test } from "@fast-check/vitest"
import * as Schema from "effect/Schema"
import { OrderSummary } from "../../../src/orders/OrderHistorySchema.ts"
import {
  calendarDay,
  isRecentPurchase,
  orderPaymentPath,
  pointsBannerSlideMs,
  pointsBannerTexts,
  pointsHistoryBanner,
  recentPurchaseDays,
} from "../../../src/loyalty/history/PointsBanner.ts"

const today = new Date(2026, 10, 22, 15, 30) // local 2026-11-22

const order = (orderId: string, placedDate: string, needsPaymentUpdate?: boolean): OrderSummary => ({
  orderId,
  placedDate,
  total: "$10.00",
  status: "Shipped",
  isOnlinePurchase: true,
  isShipped: true,
  channel: "WEB",
  ...(needsPaymentUpdate === undefined ? {} : { needsPaymentUpdate }),
})

describe("constants", () => {
  it("14 recent days and the §9 300 ms banner slide", () => {
    expect(recentPurchaseDays).toBe(14)
    expect(pointsBannerSlideMs).toBe(300)
    expect(pointsBannerTexts.problemOrder.action).toBe("Update payment")
    expect(pointsBannerTexts.recentPurchase.body("123")).toContain("123")
    expect(pointsBannerTexts.problemOrder.body("456")).toContain("456")
  })
})

describe("OrderSummary.needsPaymentUpdate", () => {
  it("is optional and boolean", () => {
    const decode = Schema.decodeUnknownSync(OrderSummary)
    expect(decode(order("1", "2026-11-20")).needsPaymentUpdate).toBeUndefined()
    expect(decode(order("1", "2026-11-20", true)).needsPaymentUpdate).toBe(true)
    expect(() => decode({ ...order("1", "2026-11-20"), needsPaymentUpdate: "yes" })).toThrow()
  })
})

describe("calendarDay", () => {
  it("reads YYYY-MM-DD and refuses other shapes and impossible days", () => {
    expect(calendarDay("1970-01-01")).toBe(0)
    expect(calendarDay("1970-01-02")).toBe(1)
    expect(calendarDay("2024-02-29")).toBeDefined()
    for (const bad of ["2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-11-20", "", "2026-11-20T00:00", " 2026-11-20"]) {
      expect(calendarDay(bad)).toBeUndefined()
    }
  })
})

describe("isRecentPurchase (inclusive 14 days)", () => {
  it.each([
    ["2026-11-22", true], // today
    ["2026-11-23", true], // one day ahead (time zones)
    ["2026-11-24", false], // further ahead
    ["2026-11-08", true], // today - 14
    ["2026-11-07", false], // today - 15
    ["2026-10-31", false],
    ["not a date", false],
    ["2026-11-31", false],
  ])("%s → %s", (placed, recent) => {
    expect(isRecentPurchase(placed, today)).toBe(recent)
  })

  it("crosses month and year ends by calendar days", () => {
    expect(isRecentPurchase("2025-12-18", new Date(2026, 0, 1))).toBe(true)
    expect(isRecentPurchase("2025-12-17", new Date(2026, 0, 1))).toBe(false)
  })

  it("an invalid today is never recent", () => {
    expect(isRecentPurchase("2026-11-22", new Date(Number.NaN))).toBe(false)
  })
})

describe("pointsHistoryBanner", () => {
  it("no orders: no banner", () => {
    expect(pointsHistoryBanner([], today)).toBeUndefined()
  })

  it("day 14 is a recent purchase, day 15 is none", () => {
    expect(pointsHistoryBanner([order("A", "2026-11-08")], today)).toEqual({ kind: "recentPurchase", orderId: "A" })
    expect(pointsHistoryBanner([order("B", "2026-11-07")], today)).toBeUndefined()
  })

  it("a problem order wins over a recent purchase, however old it is", () => {
    const orders = [order("RECENT", "2026-11-21"), order("PROBLEM", "2025-01-01", true)]
    expect(pointsHistoryBanner(orders, today)).toEqual({ kind: "problemOrder", orderId: "PROBLEM" })
  })

  it("needsPaymentUpdate false is not a problem order", () => {
    expect(pointsHistoryBanner([order("A", "2026-11-21", false)], today)).toEqual({ kind: "recentPurchase", orderId: "A" })
  })

  it("the newest wins, whatever the list order; equal dates keep the first", () => {
    const recent = [order("OLDER", "2026-11-10"), order("NEWER", "2026-11-20"), order("SAME", "2026-11-20")]
    expect(pointsHistoryBanner(recent, today)).toEqual({ kind: "recentPurchase", orderId: "NEWER" })
    const problems = [order("P1", "2026-01-01", true), order("P2", "2026-06-01", true), order("P3", "bad", true)]
    expect(pointsHistoryBanner(problems, today)).toEqual({ kind: "problemOrder", orderId: "P2" })
  })

  it("bad dates are never recent; a problem order with a bad date still shows", () => {
    expect(pointsHistoryBanner([order("X", "22/11/2026"), order("Y", "")], today)).toBeUndefined()
    expect(pointsHistoryBanner([order("Z", "???", true)], today)).toEqual({ kind: "problemOrder", orderId: "Z" })
  })

  test.prop([fc.array(fc.tuple(fc.string(), fc.option(fc.boolean(), { nil: undefined }))), fc.date({ noInvalidDate: false })])(
    "never throws on arbitrary placedDate strings and dates; the banner names one of the orders",
    (rows, now) => {
      const orders = rows.map(([placed, problem], index) => order(`O${index}`, placed, problem))
      const banner = pointsHistoryBanner(orders, now)
      if (banner !== undefined) expect(orders.map((o) => o.orderId)).toContain(banner.orderId)
      if (orders.some((o) => o.needsPaymentUpdate === true)) expect(banner?.kind).toBe("problemOrder")
    },
  )
})

describe("orderPaymentPath", () => {
  it("is the order's payment page, id encoded", () => {
    expect(orderPaymentPath("10000001001")).toBe("/account/orders/10000001001/payment")
    expect(orderPaymentPath("a/b")).toBe("/account/orders/a%2Fb/payment")
  })
})

describe("values of the wrong type", () => {
  it("are no calendar day, and never a recent purchase", () => {
    expect(calendarDay(["2026-01-01"] as never)).toBeUndefined()
    expect(isRecentPurchase("2026-01-01", "2026-01-02" as never)).toBe(false)
  })
  it("leave out orders that are not objects or have no string id", () => {
    const today = new Date(2026, 0, 10)
    const orders = [null, { orderId: 5, placedDate: "2026-01-09" }, { orderId: "A1", placedDate: "2026-01-09" }] as never
    expect(pointsHistoryBanner(orders, today)).toEqual({ kind: "recentPurchase", orderId: "A1" })
    expect(pointsHistoryBanner("orders" as never, today)).toBeUndefined()
  })
  it("writes an id that is not text as empty, and a lone surrogate as U+FFFD", () => {
    expect(orderPaymentPath(7 as never)).toBe("/account/orders//payment")
    expect(orderPaymentPath("A\uD800")).toBe("/account/orders/A%EF%BF%BD/payment")
  })
})
