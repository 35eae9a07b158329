import { describe, expect, it } from "vitest"
import { returnItemFor } from "../../../src/orders/returns/ReturnItems.ts"

const reason = { returnReasonCode: "R01", returnReasonDetailCode: "D02", returnReasonComments: "Too big", reasonText: "Doesn't fit" }

describe("returnItemFor (orders-returns-help §3 'Return item')", () => {
  it("a return: the line's item id and sku with the saved reason, exchange false", () => {
    expect(returnItemFor({ itemId: "A-1", shortSku: "111", productId: "1234567" }, { kind: "return", reason })).toEqual({
      itemId: "A-1",
      shortSku: "111",
      returnReasonCode: "R01",
      returnReasonDetailCode: "D02",
      returnReasonComments: "Too big",
      exchange: false,
    })
  })

  it("an exchange: also the new sku, the product id and the image id when the line has one", () => {
    expect(returnItemFor({ itemId: "A-2", shortSku: "222", productId: "2345678", imageId: "2345678_grey" }, { kind: "exchange", reason, newShortSku: "223" })).toEqual({
      itemId: "A-2",
      shortSku: "222",
      returnReasonCode: "R01",
      returnReasonDetailCode: "D02",
      returnReasonComments: "Too big",
      exchange: true,
      newShortSku: "223",
      productId: "2345678",
      imageId: "2345678_grey",
    })
    const bare = returnItemFor({ itemId: "A-3", shortSku: "333" }, { kind: "exchange", reason, newShortSku: "334" })
    expect(bare).toMatchObject({ productId: "" })
    expect(bare).not.toHaveProperty("imageId")
  })
})

describe("returnItemFor: a line or choice of the wrong shape", () => {
  it("is a return with empty text fields (which the service refuses), never a throw", () => {
    expect(returnItemFor(null as never, null as never)).toEqual({
      itemId: "",
      shortSku: "",
      returnReasonCode: "",
      returnReasonDetailCode: null,
      returnReasonComments: "",
      exchange: false,
    })
  })
  it("is an exchange only for kind exchange, with fields of the wrong type empty", () => {
    const saved = { kind: "exchange", reason: { returnReasonCode: "R1", returnReasonDetailCode: 5 }, newShortSku: 112 }
    expect(returnItemFor({ itemId: "A-1", shortSku: "111", imageId: 3 } as never, saved as never)).toEqual({
      itemId: "A-1",
      shortSku: "111",
      returnReasonCode: "R1",
      returnReasonDetailCode: null,
      returnReasonComments: "",
      exchange: true,
      newShortSku: "",
      productId: "",
    })
  })
})
