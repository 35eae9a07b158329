import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { canCancelWholeOrder, carrierStatusOf, isReturnRequestedStatus, notReturnableReasonOf, orderItemsTotal, orderStatusTexts } from "../../../src/index.ts"

describe("carrierStatusOf", () => {
  it("reads delivered and shipped in any case; anything else is other", () => {
    expect(carrierStatusOf("Delivered")).toBe("delivered")
    expect(carrierStatusOf(" SHIPPED ")).toBe("shipped")
    expect(carrierStatusOf("In transit")).toBe("other")
    expect(carrierStatusOf(undefined)).toBe("other")
  })
  test.prop([fc.anything()])("is one of the three for any input", (value) => {
    expect(["delivered", "shipped", "other"]).toContain(carrierStatusOf(value))
  })
})

const order = { returnOrder: false, isReservation: false }

describe("canCancelWholeOrder", () => {
  it("every line that is not cancelled can be", () => {
    expect(canCancelWholeOrder({ ...order, items: [{ cancellable: true }, { status: "Cancelled", cancellable: false }] })).toBe(true)
    expect(canCancelWholeOrder({ ...order, items: [{ cancellable: true }, { cancellable: false }] })).toBe(false)
    expect(canCancelWholeOrder({ ...order, items: [] })).toBe(false)
  })
  it("never a return, a reservation or a cancelled order", () => {
    const items = [{ cancellable: true }]
    expect(canCancelWholeOrder({ ...order, returnOrder: true, items })).toBe(false)
    expect(canCancelWholeOrder({ ...order, isReservation: true, items })).toBe(false)
    expect(canCancelWholeOrder({ ...order, status: orderStatusTexts.cancelled, items })).toBe(false)
  })
  test.prop([fc.array(fc.boolean(), { minLength: 1, maxLength: 8 })])("all lines cancellable: yes", (flags) => {
    expect(canCancelWholeOrder({ ...order, items: flags.map(() => ({ cancellable: true })) })).toBe(true)
  })
})

describe("orderItemsTotal", () => {
  it("sums price × quantity in whole cents", () => {
    expect(orderItemsTotal({ currency: "USD", items: [{ price: 19.99, quantity: 3 }, { price: 0.1, quantity: 1 }] })).toBe("$60.07")
    expect(orderItemsTotal({ currency: "EUR", items: [{ price: 0.1, quantity: 1 }, { price: 0.2, quantity: 1 }, { quantity: 4 }] })).toBe("€0.30")
  })
  it("is written as the service writes the lines' prices beside it: no A$ beside $35.00, no CN¥ beside ¥399.00", () => {
    expect(orderItemsTotal({ currency: "AUD", items: [{ price: 35, priceFmt: "$35.00", quantity: 2 }, { price: 20, priceFmt: "$20.00", quantity: 1 }] })).toBe("$90.00")
    expect(orderItemsTotal({ currency: "CNY", items: [{ price: 399, priceFmt: "¥399.00", quantity: 1 }] })).toBe("¥399.00")
    expect(orderItemsTotal({ currency: "GBP", items: [{ price: 25, priceFmt: "£25.00", quantity: 2 }] })).toBe("£50.00")
    // with no price written by the service, Intl's narrow symbol
    expect(orderItemsTotal({ currency: "AUD", items: [{ price: 35, quantity: 1 }] })).toBe("$35.00")
  })
  it("is written in the page's locale when the service wrote no price; a written price keeps the service's style", () => {
    expect(orderItemsTotal({ currency: "EUR", items: [{ price: 1234.5, quantity: 1 }] }, "de-DE")).toBe("1.234,50\u00a0€")
    expect(orderItemsTotal({ currency: "USD", items: [{ price: 19.99, quantity: 3 }] }, "es-US")).toBe("$59.97")
    expect(orderItemsTotal({ currency: "EUR", items: [{ price: 25, priceFmt: "€25.00", quantity: 2 }] }, "de-DE")).toBe("€50.00")
  })
  it("is undefined with no priced line or an unknown currency", () => {
    expect(orderItemsTotal({ currency: "USD", items: [{ quantity: 1 }] })).toBeUndefined()
    expect(orderItemsTotal({ currency: "??", items: [{ price: 1, quantity: 1 }] })).toBeUndefined()
  })
  test.prop([fc.array(fc.record({ cents: fc.integer({ min: 0, max: 100_000 }), quantity: fc.integer({ min: 1, max: 9 }) }), { minLength: 1, maxLength: 10 })])(
    "is the exact cents sum",
    (lines) => {
      const expected = lines.reduce((sum, line) => sum + line.cents * line.quantity, 0)
      const text = orderItemsTotal({ currency: "USD", items: lines.map((line) => ({ price: line.cents / 100, quantity: line.quantity })) }) ?? ""
      expect(Math.round(Number(text.replace(/[$,]/g, "")) * 100)).toBe(expected)
    },
  )
})

describe("notReturnableReasonOf", () => {
  const line = { returnable: false, finalSale: false }
  it("final sale, a return requested, cancelled, else not shipped", () => {
    expect(notReturnableReasonOf({ ...line, finalSale: true, status: "Cancelled" })).toBe("finalSale")
    expect(notReturnableReasonOf({ ...line, status: "Return requested" })).toBe("returnRequested")
    expect(notReturnableReasonOf({ ...line, status: "Cancelled" })).toBe("cancelled")
    expect(notReturnableReasonOf({ ...line, status: "Processing" })).toBe("notShipped")
  })
  test.prop([fc.boolean(), fc.option(fc.string(), { nil: undefined })])("a returnable line has no reason", (finalSale, status) => {
    expect(notReturnableReasonOf({ returnable: true, finalSale, status })).toBeUndefined()
  })
})

describe("isReturnRequestedStatus", () => {
  it("reads the status in any case", () => {
    expect(isReturnRequestedStatus("Return requested")).toBe(true)
    expect(isReturnRequestedStatus(" RETURN REQUESTED ")).toBe(true)
    expect(isReturnRequestedStatus("Returned")).toBe(false)
    expect(isReturnRequestedStatus(7)).toBe(false)
  })
})
