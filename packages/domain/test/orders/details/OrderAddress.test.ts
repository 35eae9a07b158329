import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { decodeOrderDetails, readOrderAddress, returnCancelledAddress, returnSubmittedAddress } from "../../../src/index.ts"

describe("readOrderAddress", () => {
  it("the path's number with track order's e-mail", () => {
    expect(readOrderAddress("10000001001", "?email=a%40b.co")).toEqual({ orderNumber: "10000001001", guestEmail: "a@b.co", returnSubmitted: false })
  })
  it("reads back what returnSubmittedAddress writes, and a cancelled return's address as not submitted", () => {
    const details = Result.getOrThrow(decodeOrderDetails({
      orderNumber: "10000001001", orderToken: "t", billToKey: "b", shipToKey: "s", shipToCountry: "US", currency: "USD", payments: [], orderEmail: "a@b.co",
    }))
    const address = returnSubmittedAddress("/shop/us/account/orders/10000001001", details, "30000001")
    const search = address.slice(address.indexOf("?"))
    expect(readOrderAddress("10000001001", search)).toEqual({ orderNumber: "30000001", guestEmail: "a@b.co", returnSubmitted: true })
    const cancelled = returnCancelledAddress(address)
    expect(readOrderAddress("10000001001", cancelled.slice(cancelled.indexOf("?"))).returnSubmitted).toBe(false)
  })
  it("a blank orderNumber parameter leaves the path's; surrounding spaces go", () => {
    expect(readOrderAddress("42", "orderNumber=%20%20&orderEmail=%20b%40c.de%20")).toEqual({ orderNumber: "42", guestEmail: "b@c.de", returnSubmitted: false })
    expect(readOrderAddress(undefined, undefined)).toEqual({ orderNumber: "", guestEmail: "", returnSubmitted: false })
  })
  test.prop([fc.anything(), fc.anything()])("is an address for any input", (path, search) => {
    const read = readOrderAddress(path, search)
    expect(typeof read.orderNumber).toBe("string")
    expect(typeof read.returnSubmitted).toBe("boolean")
  })
})
