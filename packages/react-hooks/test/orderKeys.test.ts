import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { orderDetailsKey, orderKeys, reauthDetailsKey } from "../src/index.ts"

describe("orderKeys", () => {
  it("every key of an order sits under ['user', 'order']", () => {
    expect(orderKeys.all).toEqual(["user", "order"])
    expect(orderKeys.details("10000001001", "a@b.co")).toEqual(["user", "order", "10000001001", "details", "a@b.co"])
    expect(orderKeys.payment("10000003002")).toEqual(["user", "order", "10000003002", "payment"])
  })
  it("the details and payment keys are the factory's", () => {
    expect(orderDetailsKey("1", "a@b.co")).toEqual(orderKeys.details("1", "a@b.co"))
    expect(reauthDetailsKey("1")).toEqual(orderKeys.payment("1"))
  })
  test.prop([fc.string(), fc.string()])("a details key starts with the prefix one invalidation clears", (order, email) => {
    expect(orderKeys.details(order, email).slice(0, 2)).toEqual([...orderKeys.all])
    expect(orderKeys.payment(order).slice(0, 2)).toEqual([...orderKeys.all])
  })
})
