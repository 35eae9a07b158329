/**
 * The order as text (`orders show`'s view) for returns: an order lists the return orders
 * made from it; a return order shows what each exchanged line becomes and, when the
 * customer ships it, where to send it.
 */
import { decodeOrderDetails } from "@outfitter/domain"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { orderPage } from "../src/commands/orders/details.ts"
import { orderDetailText } from "../src/views/OrderDetail.ts"

const base = {
  orderNumber: "10000016001",
  placedTime: "2026-10-05T10:00:00Z",
  orderEmail: "registered@outfitter.test",
  orderToken: "tok",
  billToKey: "b",
  shipToKey: "s",
  shipToCountry: "US",
  currency: "USD",
  payments: [{ paymentName: "VISA", sequence: 1 }],
}
const line = { itemId: "1", shortSku: "11873401", name: "Hoodie", colour: "Grey", size: "M", quantity: 1, priceFmt: "$60.00" }

const text = (raw: Record<string, unknown>) => {
  const details = Result.getOrThrow(decodeOrderDetails(raw))
  return orderDetailText(details, orderPage(details))
}

describe("orders show: returns", () => {
  it("an order lists each return order made from it, with its status and how many items", () => {
    const shown = text({ ...base, items: [line], returns: [{ returnOrderId: "30000016001", status: "Return requested", itemIds: ["1"] }, { returnOrderId: "30000016002", itemIds: ["1", "2"] }] })
    expect(shown).toContain(["Return orders (2):", "  30000016001  Return requested  1 item", "  30000016002  -                 2 items"].join("\n"))
  })

  it("a return order: the exchanged line's new sku, colour and size, and the address a self-shipped return goes to", () => {
    const shown = text({
      ...base,
      orderNumber: "30000016003",
      returnOrder: true,
      originalSalesOrderNumber: "10000016001",
      items: [{ ...line, exchangedFor: { shortSku: "16678904", colour: "Navy", size: "L" } }, { ...line, itemId: "2", shortSku: "13392746" }],
      returnShipTo: { name: "Outfitter Returns", lines: ["100 Warehouse Way", "Columbus, OH 43215"] },
    })
    expect(shown).toContain(["Exchanged for:", "  11873401  ->  16678904  Navy / L"].join("\n"))
    expect(shown).toContain(["Send to:", "  Outfitter Returns", "  100 Warehouse Way", "  Columbus, OH 43215"].join("\n"))
    expect(shown).not.toContain("Return orders")
  })

  it("an order without returns or exchanges shows none of these parts", () => {
    const shown = text({ ...base, items: [line] })
    expect(shown).not.toMatch(/Return orders|Exchanged for|Send to/)
  })
})
