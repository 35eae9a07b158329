/**
 * The loyalty answer's statuses and the first error of a failure. Rules: platform §8
 * "Reason codes". The schemas are LoyaltyResponseSchema.ts.
 *
 * @since 0.1.0
 */
import { fieldsOf, isRecord, listOf } from "../kernel/Untrusted.ts"
import type { LoyaltyErrorEntry, LoyaltyFailureBody } from "./LoyaltyResponseSchema.ts"

/**
 * The two statuses of an answered call.
 *
 * @category constants
 */
export const loyaltyStatuses = ["success", "no_record_found"] as const

/** @category models */
export type LoyaltyStatus = (typeof loyaltyStatuses)[number]

/**
 * The first error entry of a failure body, loyalty list first. A body that is not an
 * object, lists that are not arrays, and a first entry that is not an object, give none.
 *
 * @category getters
 */
export const firstLoyaltyError = (body: LoyaltyFailureBody): LoyaltyErrorEntry | undefined =>
  firstEntry(fieldsOf(body)["errors"]) ?? firstEntry(fieldsOf(body)["error"])

const firstEntry = (list: unknown): LoyaltyErrorEntry | undefined => {
  const entry = listOf(list)[0]
  return isRecord(entry) ? (entry as LoyaltyErrorEntry) : undefined
}
