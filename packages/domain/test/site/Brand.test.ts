import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { pageBrandFrom, pageBrands } from "../../src/site/Brand.ts"

describe("pageBrandFrom", () => {
  it("reads each brand in any case and with spaces around it", () => {
    expect(pageBrands.map((brand) => pageBrandFrom(` ${brand.toUpperCase()} `))).toEqual([...pageBrands])
  })

  it("anything else is the adult brand", () => {
    for (const other of ["xyz", "kid", "", null, undefined, 1, ["kids"], { brand: "kids" }]) expect(pageBrandFrom(other)).toBe("acf")
  })

  test.prop([fc.string()])("always one of the brands", (value) => {
    expect(pageBrands).toContain(pageBrandFrom(value))
  })
})
