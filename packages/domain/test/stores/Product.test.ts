import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { InvalidParams } from "../../src/errors/ServiceError.ts"
import {
  invalidProductIdMessage,
  isProductEligible,
  parseProductId,
  skuSelection,
} from "../../src/stores/Product.ts"
import { Product } from "../../src/stores/ProductSchema.ts"

const tee: Product = {
  productId: "1234567",
  name: "Tee",
  colours: [
    {
      code: "NAVY",
      name: "Navy",
      sizes: [{ size: "S", shortSku: "10234567", active: true }, { size: "M", shortSku: "10457812", active: false }],
    },
    { code: "RED", name: "Red", sizes: [{ size: "S", shortSku: "11873401", active: true }] },
  ],
}

describe("parseProductId", () => {
  it.each([["1234567", "1234567"], [" 0012 ", "0012"], [42, "42"]] as const)("accepts %j", (input, id) => {
    expect(Result.getOrThrow(parseProductId(input))).toBe(id)
  })
  it.each([[""], ["12a"], ["-1"], [-1], [1.5], [null], [undefined], ["1234567890123456"]])("rejects %j", (input) => {
    const result = parseProductId(input)
    expect(Result.isFailure(result) && result.failure).toEqual(new InvalidParams({ message: invalidProductIdMessage, field: "productId" }))
  })
  test.prop([fc.anything()])("never throws; a success is digits", (input) => {
    const result = parseProductId(input)
    if (Result.isSuccess(result)) expect(result.success).toMatch(/^\d{1,15}$/)
  })
})

describe("isProductEligible (orders §3 product attributes)", () => {
  it.each([[undefined, true], ["eligible", true], ["eligibleNoShip", true], ["notEligible", false]] as const)(
    "%j → %j",
    (value, eligible) => expect(isProductEligible(value)).toBe(eligible),
  )
})

describe("skuSelection", () => {
  it("an active size gives its sku", () => {
    expect(skuSelection(tee, "NAVY", "S")).toEqual({ sku: "10234567", isSizeSelected: true, isSelectedSizeActive: true })
    expect(skuSelection(tee, "RED", "S")).toEqual({ sku: "11873401", isSizeSelected: true, isSelectedSizeActive: true })
  })
  it("an inactive size is selected, inactive, and has no sku", () => {
    expect(skuSelection(tee, "NAVY", "M")).toEqual({ sku: undefined, isSizeSelected: true, isSelectedSizeActive: false })
  })
  it.each([[undefined, undefined], ["NAVY", undefined], ["NAVY", "XL"], ["GREEN", "S"], ["RED", "M"]])(
    "colour %j size %j is no selection",
    (colour, size) => {
      expect(skuSelection(tee, colour, size)).toEqual({ sku: undefined, isSizeSelected: false, isSelectedSizeActive: false })
    },
  )
})

describe("Product schema", () => {
  it("round-trips and rejects a size without a sku", () => {
    expect(Schema.decodeUnknownSync(Product)(Schema.encodeSync(Product)(tee))).toEqual(tee)
    expect(() => Schema.decodeUnknownSync(Product)({ ...tee, colours: [{ code: "X", name: "X", sizes: [{ size: "S", active: true }] }] }))
      .toThrow()
  })
})

describe("skuSelection: a product of the wrong shape", () => {
  it("reads colours or sizes that are not lists as none, and a size as active only when active is true with a string sku", () => {
    expect(skuSelection(null as never, "NAVY", "M")).toEqual({ sku: undefined, isSizeSelected: false, isSelectedSizeActive: false })
    const product = { colours: [null, { code: "NAVY", sizes: [{ size: "M", active: "yes", shortSku: "1" }, { size: "L", active: true, shortSku: 2 }] }] }
    expect(skuSelection(product as never, "NAVY", "M")).toEqual({ sku: undefined, isSizeSelected: true, isSelectedSizeActive: false })
    expect(skuSelection(product as never, "NAVY", "L")).toEqual({ sku: undefined, isSizeSelected: true, isSelectedSizeActive: false })
  })
})
