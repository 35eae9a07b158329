import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { AjaxFailed, InvalidParams } from "../../../src/errors/ServiceError.ts"
import {
  needsGuestSession,
  returnCancelledAddress,
  returnOfItem,
  returnOrderAddress,
  returnSubmissionBody,
  returnSubmittedAddress,
  returnSubmittedParameters,
} from "../../../src/orders/details/ReturnSubmission.ts"
import { readOrderAddress } from "../../../src/orders/details/OrderAddress.ts"
import { decodeReturnSubmissionResponse } from "../../../src/orders/details/ReturnSubmissionSchema.ts"
import { details } from "./fixtures.ts"

describe("returnSubmissionBody (orders-returns-help §3)", () => {
  it("sends the choices, the order's token, keys, currency and saved items", () => {
    expect(returnSubmissionBody(details, { smartLabel: true, eGiftCard: false })).toEqual(Result.succeed({
      smartLabel: true,
      eGiftCard: false,
      fromOrderToken: "tok-1",
      billToKey: "bill-1",
      shipToKey: "ship-1",
      currency: "USD",
      items: details.returnItems,
    }))
  })

  it("adds the signifyd id only when given, and sends given items", () => {
    const body = Result.getOrThrow(returnSubmissionBody(details, {
      smartLabel: false,
      eGiftCard: true,
      items: details.returnItems.slice(1),
      signifydSessionId: "abc",
    }))
    expect(body.signifydSessionId).toBe("abc")
    expect(body.items).toEqual(details.returnItems.slice(1))
    expect("signifydSessionId" in Result.getOrThrow(returnSubmissionBody(details, { smartLabel: false, eGiftCard: true })))
      .toBe(false)
  })

  it("refuses a submission with no items", () => {
    const result = returnSubmissionBody({ ...details, returnItems: [] }, { smartLabel: true, eGiftCard: false })
    expect(Result.isFailure(result) && result.failure instanceof InvalidParams && result.failure.field).toBe("items")
  })
})

describe("needsGuestSession (§4 Guest session before submit)", () => {
  it("guests start a session, signed-in customers do not", () => {
    expect(needsGuestSession(false)).toBe(true)
    expect(needsGuestSession(true)).toBe(false)
  })
})

describe("decodeReturnSubmissionResponse", () => {
  it("reads the id as text, from a string or a number", () => {
    expect(Result.getOrThrow(decodeReturnSubmissionResponse({ returnOrderId: "R1" })).returnOrderId).toBe("R1")
    expect(Result.getOrThrow(decodeReturnSubmissionResponse({ returnOrderId: 30000001 })).returnOrderId).toBe("30000001")
  })

  it.each([{}, { returnOrderId: "" }, { returnOrderId: null }, null, "x"])("refuses %j", (input) => {
    const result = decodeReturnSubmissionResponse(input)
    expect(Result.isFailure(result) && result.failure).toBeInstanceOf(AjaxFailed)
  })

  test.prop([fc.anything()])("never throws", (input) => {
    expect(() => decodeReturnSubmissionResponse(input)).not.toThrow()
  })
})

describe("returnSubmittedAddress (§2)", () => {
  it("has exactly the nine parameters, in order, with the spec's values", () => {
    const address = returnSubmittedAddress("/shop/us/order-detail?old=1#RF4", details, "30000001")
    const [path, query] = address.split("?")
    expect(path).toBe("/shop/us/order-detail")
    const params = [...new URLSearchParams(query)]
    expect(params).toEqual([
      ["orderNumber", "30000001"],
      ["originalSalesOrderNumber", "10000001001"],
      ["externalOrderId", "EXT-42"],
      ["placedTime", "2026-10-02T10:15:00Z"],
      ["channel", "WEB"],
      ["selected", "1"],
      ["orderEmail", "jane+orders@example.com"],
      ["returnSubmitted", "true"],
      ["returnOrder", "true"],
    ])
    expect(params.map(([name]) => name)).toEqual([...returnSubmittedParameters])
    expect(address).toContain("orderEmail=jane%2Borders%40example.com")
  })

  it("sends absent details fields empty", () => {
    const { externalOrderId: _a, placedTime: _b, channel: _c, selected: _d, orderEmail: _e, ...bare } = details
    const params = new URLSearchParams(returnSubmittedAddress("/od", bare, "R1").split("?")[1])
    expect([...params.keys()]).toHaveLength(9)
    for (const name of ["externalOrderId", "placedTime", "channel", "selected", "orderEmail"]) {
      expect(params.get(name)).toBe("")
    }
  })

  test.prop([fc.string(), fc.string(), fc.string()])("always nine parameters that read back as given", (path, id, email) => {
    const address = returnSubmittedAddress(path, { ...details, orderEmail: email }, id)
    const params = new URLSearchParams(address.slice(address.indexOf("?") + 1))
    expect([...params.keys()]).toEqual([...returnSubmittedParameters])
    expect(params.get("orderNumber")).toBe(id)
    expect(params.get("orderEmail")).toBe(email)
  })
})

describe("returnCancelledAddress (§2)", () => {
  it.each([
    ["/od?orderNumber=1&returnSubmitted=true&returnOrder=true", "/od?orderNumber=1&returnSubmitted=false&returnOrder=true"],
    ["/od?orderNumber=1", "/od?orderNumber=1&returnSubmitted=false"],
    ["/od", "/od?returnSubmitted=false"],
    ["/od?returnSubmitted=true&returnSubmitted=true#RF2", "/od?returnSubmitted=false"],
    ["", "?returnSubmitted=false"],
  ])("%s reloads as %s", (current, expected) => {
    expect(returnCancelledAddress(current)).toBe(expected)
  })

  test.prop([fc.string()])("always ends with one returnSubmitted=false and no fragment", (current) => {
    const address = returnCancelledAddress(current)
    expect(address).not.toContain("#")
    const params = new URLSearchParams(address.slice(address.indexOf("?") + 1))
    expect(params.getAll("returnSubmitted")).toEqual(["false"])
  })
})

describe("returnOrderAddress: a return order as its original order links it", () => {
  it("is the submitted address with returnSubmitted=false, which the page reads as the return order without the confirmation", () => {
    const linked = returnOrderAddress("/shop/us/account/orders/30000001?x=1", details, "30000001")
    const submitted = returnSubmittedAddress("/shop/us/account/orders/30000001", details, "30000001")
    expect(linked).toBe(submitted.replace("returnSubmitted=true", "returnSubmitted=false"))
    expect(readOrderAddress("30000001", linked.split("?")[1])).toEqual({
      orderNumber: "30000001",
      guestEmail: "jane+orders@example.com",
      returnSubmitted: false,
    })
  })
})

describe("returnOfItem: the return a line is in", () => {
  const returns = [
    { returnOrderId: "R1", status: "Cancelled", itemIds: ["1", "2"] },
    { returnOrderId: "R2", status: "Return requested", itemIds: ["2"] },
    { returnOrderId: "R3", itemIds: ["3"] },
  ]
  it.each([["1", undefined], ["2", "R2"], ["3", "R3"], ["4", undefined]])("item %s is in %s", (itemId, expected) => {
    expect(returnOfItem({ returns }, itemId)?.returnOrderId).toBe(expected)
  })
  it("is none when the order links no returns, or links them in a shape it cannot read", () => {
    expect(returnOfItem({}, "1")).toBeUndefined()
    expect(returnOfItem({ returns: "R1" } as never, "1")).toBeUndefined()
    expect(returnOfItem({ returns: [null, { itemIds: "1" }] } as never, "1")).toBeUndefined()
    expect(returnOfItem(null as never, "1")).toBeUndefined()
  })
})

describe("values of the wrong type", () => {
  it("leave nothing to submit (InvalidParams) when the details or items are not objects", () => {
    for (const [given, items] of [[null, undefined], [details, ["1"]]] as const) {
      const result = returnSubmissionBody(given as never, { smartLabel: true, eGiftCard: false, items } as never)
      expect(Result.isFailure(result) && result.failure.field).toBe("items")
    }
  })
  it("read choices that are not true as off and a signifyd id that is not text as none", () => {
    const body = Result.getOrThrow(returnSubmissionBody(details, { smartLabel: "yes", eGiftCard: 1, signifydSessionId: 7 } as never))
    expect(body).toMatchObject({ smartLabel: false, eGiftCard: false })
    expect(body).not.toHaveProperty("signifydSessionId")
    expect(needsGuestSession("yes" as never)).toBe(true)
  })
  it("send address fields that are not text empty, and read an address that is not text as empty", () => {
    const address = returnSubmittedAddress(5 as never, { orderNumber: 1, orderEmail: null } as never, null as never)
    expect(address).toBe(`?${returnSubmittedParameters.map((name) => `${name}=${name.startsWith("return") ? "true" : ""}`).join("&")}`)
    expect(returnCancelledAddress(undefined as never)).toBe("?returnSubmitted=false")
  })
})
