/**
 * What the loyalty service answers (platform §8: "Loyalty responses carry status success
 * or no_record_found and an errors list of errorKey, errorCode, errorMessage, params"):
 * the two statuses and the first error of a failure. The envelope and payload schemas
 * live in LoyaltyResponseSchema.ts.
 *
 * @since 0.1.0
 */
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
 * The first error entry of a failure body, loyalty list first.
 *
 * @category getters
 */
export const firstLoyaltyError = (body: LoyaltyFailureBody): LoyaltyErrorEntry | undefined =>
  body.errors?.[0] ?? body.error?.[0]
