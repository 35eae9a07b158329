import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { calculateRefundFailEvent, returnSubmitFailEvent } from "../../../src/orders/details/ReturnsAnalytics.ts"

describe("the returns flow's analytics events (orders-returns-help §8)", () => {
  it("a failed calculation is calculateRefund:fail", () => {
    expect(calculateRefundFailEvent()).toEqual({ type: "returns", name: "calculateRefund:fail" })
  })

  it("a failed submission is an 'online returns' error event with the answer's status, 0 without one", () => {
    expect(returnSubmitFailEvent({ _tag: "AjaxFailed", status: 503, message: "service unavailable" })).toEqual({ type: "online returns", name: "submit:fail", status: 503 })
    expect(returnSubmitFailEvent({ _tag: "Timeout", timeoutMs: 15_000 }).status).toBe(0)
    expect(returnSubmitFailEvent({ status: Number.NaN }).status).toBe(0)
    expect(returnSubmitFailEvent({ status: "500" }).status).toBe(0)
    expect(returnSubmitFailEvent(null).status).toBe(0)
  })

  test.prop([fc.anything()])("never throws, and the event carries nothing but its type, name and a finite status", (error) => {
    const event = returnSubmitFailEvent(error)
    expect(Object.keys(event).toSorted()).toEqual(["name", "status", "type"])
    expect(Number.isFinite(event.status)).toBe(true)
  })
})
