/**
 * Store ids. Rules: platform §5 "Store lookup and search".
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../errors/index.ts"

/** The message when a store id is not numeric (the spec names only the reason, invalid params). */
export const invalidStoreIdMessage = "Store id must be a number"

/**
 * Parses a store id: a non-negative whole number, or a string of digits (surrounding
 * spaces ignored) parsed as an integer. Anything else is invalid params (reason 3).
 *
 * The old site used parseInt, which also accepted "12abc" as 12; Outfitter rejects such
 * strings, because a support engineer who typed one meant something else.
 *
 * @example
 * import { parseStoreId } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(parseStoreId(" 10042 ")) // => 10042
 * @category parsing
 */
export const parseStoreId = (input: unknown): Result.Result<number, InvalidParams> => {
  if (typeof input === "number" && Number.isSafeInteger(input) && input >= 0) return Result.succeed(input)
  if (typeof input === "string" && /^\s*\d{1,15}\s*$/.test(input)) return Result.succeed(Number.parseInt(input.trim(), 10))
  return Result.fail(new InvalidParams({ message: invalidStoreIdMessage, field: "storeId" }))
}
