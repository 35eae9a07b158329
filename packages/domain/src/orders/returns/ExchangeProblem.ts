/**
 * Which fields of the exchange form a refused save marks: the size, the reason, or both
 * (the failure's message key says which was missing).
 *
 * @since 0.6.0
 */
import { isRecord } from "../../kernel/Untrusted.ts"
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
export const exchangeMissing = (invalid: ExchangeInvalid | undefined): ExchangeMissing => {
  if (!isRecord(invalid)) return { size: false, reason: false }
  return {
    size: invalid.messageKey !== "EXCHANGEREASON_SELECTREASON",
    reason: invalid.messageKey !== "GLB_FISSIZEERROR",
  }
}
