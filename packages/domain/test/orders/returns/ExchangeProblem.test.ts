import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { exchangeMissing, saveExchange } from "../../../src/index.ts"

const missingOf = (input: Parameters<typeof saveExchange>[1]) => {
  const result = saveExchange([], input)
  return exchangeMissing(Result.isFailure(result) ? result.failure : undefined)
}

describe("exchangeMissing", () => {
  it("nothing refused marks nothing", () => {
    expect(exchangeMissing(undefined)).toEqual({ size: false, reason: false })
  })
  it("no size and no reason marks both", () => {
    expect(missingOf({ reason: { reasonId: undefined, detailId: undefined, comment: "" }, newShortSku: undefined, updatedReasonCodes: false })).toEqual({ size: true, reason: true })
  })
  it("a size but no reason marks the reason only", () => {
    expect(missingOf({ reason: { reasonId: undefined, detailId: undefined, comment: "" }, newShortSku: "123", updatedReasonCodes: false })).toEqual({ size: false, reason: true })
  })
  it("under the updated reason codes, no size marks the size only", () => {
    expect(missingOf({ reason: { reasonId: undefined, detailId: undefined, comment: "" }, newShortSku: undefined, updatedReasonCodes: true })).toEqual({ size: true, reason: false })
  })
})
