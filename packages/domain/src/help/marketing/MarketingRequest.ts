/**
 * The marketing content request. Rules: orders §4 "Help overview, contact form and
 * marketing content", §7, §8.
 *
 * Where the spec is silent: names are trimmed, a blank one counts as none, a name asked
 * twice is asked once; a list item that is neither a string nor an object with a name is
 * a spot without a name.
 *
 * @since 0.4.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../../errors/index.ts"
import { isRecord, listOf, memberOf, rootOf, textOf, trimmedOf } from "../../kernel/Untrusted.ts"
import type { MarketingContent } from "./MarketingContentSchema.ts"

/** @category constants */
export const marketingMessages = {
  noSpot: "At least one content spot name is required",
  unnamedSpot: "A content spot needs a name",
} as const

/** A spot as a caller names it: its name, or an object with one. @category models */
export type MarketingSpotRequest = string | { readonly name: string }

/**
 * The names to ask for, in order, or InvalidParams.
 *
 * @example
 * import { marketingSpotNames } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(marketingSpotNames(["help-overview-europe", { name: "help-hours" }])) // => ["help-overview-europe", "help-hours"]
 * Result.isFailure(marketingSpotNames([])) // => true
 * Result.isFailure(marketingSpotNames([{ name: "" }])) // => true
 * @category validation
 */
export const marketingSpotNames = (
  spots: MarketingSpotRequest | ReadonlyArray<MarketingSpotRequest>,
): Result.Result<ReadonlyArray<string>, InvalidParams> => {
  const given: ReadonlyArray<unknown> = Array.isArray(spots) ? listOf(spots) : spots === undefined || spots === null ? [] : [spots]
  const names: Array<string> = []
  for (const spot of given) {
    const name = typeof spot === "string" ? trimmedOf(spot) : isRecord(spot) ? trimmedOf(memberOf(spot, "name")) : undefined
    if (name === undefined) {
      if (typeof spot === "string") continue
      return Result.fail(new InvalidParams({ message: marketingMessages.unnamedSpot, field: "name" }))
    }
    if (!names.includes(name)) names.push(name)
  }
  return names.length === 0 ? Result.fail(new InvalidParams({ message: marketingMessages.noSpot, field: "name" })) : Result.succeed(names)
}

/**
 * The call's URL for valid names.
 *
 * @example
 * import { marketingContentUrl } from "@outfitter/domain"
 * marketingContentUrl("https://example.com/api/", ["a b", "c"]) // => "https://example.com/api/content/marketing?name=a+b&name=c"
 * @category getters
 */
export const marketingContentUrl = (apiRoot: unknown, names: ReadonlyArray<string>): string =>
  `${rootOf(apiRoot)}/content/marketing?${new URLSearchParams(listOf(names).map((name) => ["name", textOf(name).toWellFormed()])).toString()}`

/**
 * The texts of one spot of an answer, in order (none when the answer lacks it).
 *
 * @example
 * import { marketingSpotTexts } from "@outfitter/domain"
 * marketingSpotTexts([{ name: "a", content: [{ text: "Hello" }] }], "a") // => ["Hello"]
 * @category getters
 */
export const marketingSpotTexts = (content: MarketingContent, name: unknown): ReadonlyArray<string> => {
  const spot = typeof name === "string" ? listOf(content).find((each) => memberOf(each, "name") === name) : undefined
  return listOf(memberOf(spot, "content")).flatMap((item) => {
    const text = memberOf(item, "text")
    return typeof text === "string" ? [text] : []
  })
}
