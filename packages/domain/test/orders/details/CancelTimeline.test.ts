import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { cancelNeedsReason, cancelTimeline, orderTimings } from "../../../src/index.ts"

describe("cancelTimeline", () => {
  it("a reservation: success text at 2 s, the reload at 3 s after the click", () => {
    const timeline = cancelTimeline("reservation")
    expect(timeline).toEqual({ callAfterMs: 0, successNotBeforeMs: 2000, doneAfterSuccessMs: 1000, resetAfterFailureMs: 3000 })
    expect(timeline.successNotBeforeMs + timeline.doneAfterSuccessMs).toBe(orderTimings.reservationReloadMs)
  })
  it("a return: processing 800 ms before the call, done at once", () => {
    expect(cancelTimeline("return")).toEqual({ callAfterMs: 800, successNotBeforeMs: 0, doneAfterSuccessMs: 0, resetAfterFailureMs: 3000 })
  })
  it("an order or an item: the modal closes 1 s after the success", () => {
    expect(cancelTimeline("order")).toEqual({ callAfterMs: 0, successNotBeforeMs: 0, doneAfterSuccessMs: 1000, resetAfterFailureMs: 3000 })
    expect(cancelTimeline("item")).toEqual(cancelTimeline("order"))
  })
  test.prop([fc.constantFrom("order" as const, "item" as const, "reservation" as const, "return" as const)])("no step is negative", (kind) => {
    for (const ms of Object.values(cancelTimeline(kind))) expect(ms).toBeGreaterThanOrEqual(0)
  })
})

describe("cancelNeedsReason", () => {
  it("an order or an item needs one; a reservation or a return does not", () => {
    expect(["order", "item", "reservation", "return"].map((kind) => cancelNeedsReason(kind as "order"))).toEqual([true, true, false, false])
  })
})
