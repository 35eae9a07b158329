import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { InvalidParams } from "../../../src/errors/ServiceError.ts"
import { MarketingContent } from "../../../src/help/marketing/MarketingContentSchema.ts"
import {
  marketingContentUrl,
  marketingMessages,
  marketingSpotNames,
  marketingSpotTexts,
} from "../../../src/help/marketing/MarketingRequest.ts"

const noSpot = Result.fail(new InvalidParams({ message: marketingMessages.noSpot, field: "name" }))
const unnamed = Result.fail(new InvalidParams({ message: marketingMessages.unnamedSpot, field: "name" }))

describe("marketingSpotNames (orders §5 Marketing content request)", () => {
  it("takes one name as a string, or a list of names and named objects", () => {
    expect(marketingSpotNames("help-hours")).toEqual(Result.succeed(["help-hours"]))
    expect(marketingSpotNames([" a ", { name: "b" }, "a"])).toEqual(Result.succeed(["a", "b"]))
    expect(marketingSpotNames({ name: "c" })).toEqual(Result.succeed(["c"]))
  })

  it("refuses no name at all with invalid params", () => {
    expect(marketingSpotNames([])).toEqual(noSpot)
    expect(marketingSpotNames("  ")).toEqual(noSpot)
    expect(marketingSpotNames(["", " "])).toEqual(noSpot)
    expect(marketingSpotNames(undefined as never)).toEqual(noSpot)
  })

  it("refuses an object spot without a name", () => {
    expect(marketingSpotNames([{ name: "" }])).toEqual(unnamed)
    expect(marketingSpotNames(["a", { title: "b" } as never])).toEqual(unnamed)
    expect(marketingSpotNames([42 as never])).toEqual(unnamed)
  })

  test.prop([fc.array(fc.oneof(fc.string(), fc.record({ name: fc.string() })))])(
    "answers the distinct trimmed names, or refuses when there are none",
    (spots) => {
      const expected = [...new Set(spots.map((spot) => (typeof spot === "string" ? spot : spot.name).trim()).filter((name) => name !== ""))]
      const result = marketingSpotNames(spots)
      if (spots.some((spot) => typeof spot !== "string" && spot.name.trim() === "")) expect(result).toEqual(unnamed)
      else if (expected.length === 0) expect(result).toEqual(noSpot)
      else expect(result).toEqual(Result.succeed(expected))
    },
  )
})

describe("the marketing content call (orders §7)", () => {
  it("repeats name for every spot", () => {
    expect(marketingContentUrl("https://example.com/api/", ["help-overview-europe", "a&b"])).toBe(
      "https://example.com/api/content/marketing?name=help-overview-europe&name=a%26b",
    )
  })

  it("decodes a list of spots and reads one spot's texts", () => {
    const content = Schema.decodeUnknownSync(MarketingContent)([
      { name: "a", content: [{ text: "Hello", extra: 1 }, { text: "<b>World</b>" }] },
      { name: "b", content: [] },
    ])
    expect(marketingSpotTexts(content, "a")).toEqual(["Hello", "<b>World</b>"])
    expect(marketingSpotTexts(content, "b")).toEqual([])
    expect(marketingSpotTexts(content, "missing")).toEqual([])
  })

  it("refuses an answer whose items lack text", () => {
    expect(Schema.decodeUnknownResult(MarketingContent)([{ name: "a", content: [{}] }])._tag).toBe("Failure")
  })
})
