/**
 * The one rule for an order number a person types or a tool passes on. Rules: orders §5
 * "Track order"; loyalty §9. The points form keeps its own length check
 * (`parseOrderNumber`) with the same limits.
 *
 * Where the spec is silent: surrounding spaces are ignored; digits are ASCII 0-9 only; a
 * number (not a string) is taken when it is a safe whole number of 11 to 15 digits.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../errors/index.ts"

/** loyalty §9: an order number has 11 to 24 characters. @category constants */
export const orderNumberLimits = { min: 11, max: 24 } as const

/** The message for anything that is not an order number. @category constants */
export const invalidOrderNumberMessage = `An order number is ${orderNumberLimits.min} to ${orderNumberLimits.max} digits`

const orderNumberPattern = new RegExp(`^[0-9]{${orderNumberLimits.min},${orderNumberLimits.max}}$`)

/**
 * The order number as it goes on the wire (trimmed), or InvalidParams (reason 3, field
 * "orderNumber") with {@link invalidOrderNumberMessage}.
 *
 * @example
 * import { validateOrderNumber } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.getOrThrow(validateOrderNumber(" 10000001001 ")) // => "10000001001"
 * Result.isFailure(validateOrderNumber("abc")) // => true
 * @category validation
 */
export const validateOrderNumber = (input: unknown): Result.Result<string, InvalidParams> => {
  const value = typeof input === "string"
    ? input.trim()
    : typeof input === "number" && Number.isSafeInteger(input) && input >= 0
    ? String(input)
    : ""
  return orderNumberPattern.test(value)
    ? Result.succeed(value)
    : Result.fail(new InvalidParams({ message: invalidOrderNumberMessage, field: "orderNumber" }))
}
