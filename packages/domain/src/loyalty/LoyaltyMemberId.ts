/**
 * What a loyalty member id looks like: the loyalty activity user id (WC_USERACTIVITY),
 * one to 20 digits. Where the spec is silent: the 20-digit bound keeps an id within what
 * the service's numeric ids hold.
 *
 * @since 0.6.0
 */

/** A member id: one to 20 digits. @category constants */
export const memberIdPattern = /^\d{1,20}$/

/**
 * Whether a text is a member id (already trimmed).
 *
 * @example
 * import { isMemberId } from "@outfitter/domain"
 * isMemberId("5002") // => true
 * isMemberId("50 02") // => false
 * @category predicates
 */
export const isMemberId = (text: unknown): text is string => typeof text === "string" && memberIdPattern.test(text)
