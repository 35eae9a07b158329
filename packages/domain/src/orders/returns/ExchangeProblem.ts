/**
 * Which fields of the exchange form a refused save marks: the size, the reason, or both
 * (the failure's message key says which was missing).
 *
 * @since 0.6.0
 */
import type { ExchangeInvalid } from "./Exchange.ts"

/** @category models */
export interface ExchangeMissing {
  readonly size: boolean
  readonly reason: boolean
}

/**
 * @example
 * import { exchangeMissing } from "@outfitter/domain"
 * exchangeMissing(undefined) // => { size: false, reason: false }
 * @category rules
 */
export const exchangeMissing = (invalid: ExchangeInvalid | undefined): ExchangeMissing => ({
  size: invalid !== undefined && invalid.messageKey !== "EXCHANGEREASON_SELECTREASON",
  reason: invalid !== undefined && invalid.messageKey !== "GLB_FISSIZEERROR",
})
