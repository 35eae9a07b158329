import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { trackOrder, trackOrderFormError, trackOrderReturnsAnchor } from "../../../src/help/trackOrder/TrackOrder.ts"
import { invalidOrderNumberMessage } from "../../../src/orders/OrderNumber.ts"
import { passwordMessages } from "../../../src/session/password/Password.ts"

const valid = { orderNumber: " 10000001001 ", email: " jane@example.com ", action: "/shop/us/order", startReturn: false }

describe("trackOrder validation (orders-returns-help §5)", () => {
  it("valid input submits, trimmed", () => {
    expect(trackOrder(valid)).toEqual(
      Result.succeed({ kind: "submit", orderNumber: "10000001001", email: "jane@example.com" }),
    )
  })

  it.each([
    [{ orderNumber: "1000000100a" }, { orderNumber: invalidOrderNumberMessage }],
    [{ orderNumber: "" }, { orderNumber: invalidOrderNumberMessage }],
    [{ email: "jane@example" }, { email: passwordMessages.invalidEmail }],
    [{ email: "" }, { email: passwordMessages.invalidEmail }],
    [{ orderNumber: "x", email: "y" }, { orderNumber: invalidOrderNumberMessage, email: passwordMessages.invalidEmail }],
  ])("%j gives the field errors %j and the form error", (change, fields) => {
    expect(trackOrder({ ...valid, ...change })).toEqual(Result.fail({ fields, form: trackOrderFormError }))
  })

  test.prop([fc.anything(), fc.anything()])("never throws; a failure always has a form error and a field error", (n, e) => {
    const result = trackOrder({ ...valid, orderNumber: n, email: e })
    if (Result.isFailure(result)) {
      expect(result.failure.form).toBe(trackOrderFormError)
      expect(Object.keys(result.failure.fields).length).toBeGreaterThan(0)
    } else expect(result.success.kind).toBe("submit")
  })
})

describe("the start-return hand-off (§5)", () => {
  it("goes to the action with the serialised fields and the returns intro anchor", () => {
    expect(trackOrderReturnsAnchor).toBe("order-returns-intro")
    expect(trackOrder({ ...valid, startReturn: true, otherFields: [["flow", "start return"]] })).toEqual(Result.succeed({
      kind: "startReturn",
      url: "/shop/us/order?orderNumber=10000001001&email=jane%40example.com&flow=start+return#order-returns-intro",
    }))
  })

  it.each([
    ["/o?lang=en", "/o?lang=en&orderNumber=10000001001&email=jane%40example.com#order-returns-intro"],
    ["/o?", "/o?orderNumber=10000001001&email=jane%40example.com#order-returns-intro"],
    ["/o#top", "/o?orderNumber=10000001001&email=jane%40example.com#order-returns-intro"],
  ])("action %s keeps its query and replaces its fragment", (action, url) => {
    expect(trackOrder({ ...valid, action, startReturn: true })).toEqual(Result.succeed({ kind: "startReturn", url }))
  })

  it("an invalid start-return form does not go anywhere", () => {
    expect(Result.isFailure(trackOrder({ ...valid, email: "nope", startReturn: true }))).toBe(true)
  })
})

describe("a form of the wrong shape", () => {
  it("fails both fields when it is not an object", () => {
    const result = trackOrder(null as never)
    expect(Result.isFailure(result) && Object.keys(result.failure.fields)).toEqual(["orderNumber", "email"])
  })
  it("reads a start-return flag that is not true as off, and leaves out other fields that are not text pairs", () => {
    const form = { orderNumber: "10000001001", email: "jane@example.com", action: 5, startReturn: "yes" }
    expect(Result.getOrThrow(trackOrder(form as never))).toMatchObject({ kind: "submit" })
    const started = trackOrder({ ...form, startReturn: true, otherFields: [["a", "1"], ["b", 2], "c", null] } as never)
    expect(Result.getOrThrow(started)).toEqual({
      kind: "startReturn",
      url: `?orderNumber=10000001001&email=jane%40example.com&a=1#${trackOrderReturnsAnchor}`,
    })
  })
})
