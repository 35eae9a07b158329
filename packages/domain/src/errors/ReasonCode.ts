/**
 * The reason codes of every service call. Rules: platform §8 "Reason codes".
 *
 * @since 0.1.0
 */
import { numberOf } from "../kernel/Untrusted.ts"

/**
 * Reason codes by name.
 *
 * @example
 * import { ReasonCode } from "@outfitter/domain"
 * ReasonCode.InvalidParams // => 3
 * @category constants
 */
export const ReasonCode = {
  AjaxOk: 1,
  AjaxFailed: 2,
  InvalidParams: 3,
  GenericUser: 4,
  /** Max retries; for loyalty it also means "loaded from storage". */
  MaxRetries: 5,
  TokenSupplied: 6,
  TokenExpired: 21,
  TokenInvalid: 22,
} as const

/** @category models */
export type ReasonCode = (typeof ReasonCode)[keyof typeof ReasonCode]

/**
 * Reason codes above 20 are token problems that are retried with force (platform §8).
 *
 * @category predicates
 */
export const isTokenReason = (reason: ReasonCode): boolean => numberOf(reason) > 20
