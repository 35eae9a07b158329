import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { AjaxFailed, InvalidParams } from "../../../src/errors/ServiceError.ts"
import {
  needsGuestSession,
  returnCancelledAddress,
  returnSubmissionBody,
  returnSubmittedAddress,
  returnSubmittedParameters,
} from "../../../src/orders/details/ReturnSubmission.ts"
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
