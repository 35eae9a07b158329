/**
 * The loyalty data cache. Rules: platform §4 "Loyalty data cache", §9.
 *
 * Where the spec is silent: the key is `loyalty__{endpoint}`, then `?` and the query's
 * entries sorted by name and URL-encoded (null and undefined dropped); only a `success`
 * answer is cached (a cached `no_record_found` would hide a record added later); an entry
 * is the answer as versioned JSON (LoyaltyCacheSchema.ts); a result from the cache has
 * reason 5, a fresh one reason 1.
 *
 * @since 0.1.0
 */
import { ReasonCode } from "../errors/index.ts"
import { fieldsOf, shownAs, uriComponentOf } from "../kernel/Untrusted.ts"
import type { LoyaltyEndpoint } from "./LoyaltyEndpointSchema.ts"
import { loyaltyCacheKeyPrefix } from "./LoyaltyCacheKeys.ts"
import type { LoyaltyResponse } from "./LoyaltyResponseSchema.ts"

/** A loyalty call's optional query. @category models */
export type LoyaltyQuery = Readonly<Record<string, string | number | boolean | null | undefined>>

/**
 * The query as the string pairs that are sent: null and undefined dropped (and any value
 * that is not a string, number or boolean), sorted by name. A query that is not an object
 * has no pairs.
 *
 * @category encoding
 */
export const loyaltyQueryEntries = (query: LoyaltyQuery | undefined): ReadonlyArray<readonly [string, string]> =>
  Object.entries(fieldsOf(query))
    .flatMap(([name, value]) =>
      typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? [[name, String(value)] as const] : []
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))

/**
 * The cache key of a call.
 *
 * @example
 * import { loyaltyCacheKey } from "@outfitter/domain"
 * loyaltyCacheKey("history", { size: 10, from: 0 }) // => "loyalty__history?from=0&size=10"
 * loyaltyCacheKey("info") // => "loyalty__info"
 * @category encoding
 */
export const loyaltyCacheKey = (endpoint: LoyaltyEndpoint, query?: LoyaltyQuery): string => {
  const entries = loyaltyQueryEntries(query)
  // a lone surrogate (text cut in half) is written as U+FFFD, where encodeURIComponent would throw
  const encoded = entries.map(([name, value]) => `${uriComponentOf(name)}=${uriComponentOf(value)}`).join("&")
  return `${loyaltyCacheKeyPrefix}${shownAs(endpoint)}${encoded === "" ? "" : `?${encoded}`}`
}

/**
 * A loyalty result: the response and where it came from (reason 1 fresh, 5 loaded from storage).
 *
 * @category models
 */
export interface LoyaltyResult<E extends LoyaltyEndpoint = LoyaltyEndpoint> {
  readonly endpoint: E
  readonly reason: typeof ReasonCode.AjaxOk | typeof ReasonCode.MaxRetries
  readonly response: LoyaltyResponse<E>
}

/**
 * Whether a response is cached: only `success`.
 *
 * @category predicates
 */
export const isCacheableLoyaltyResponse = (response: { readonly status: string }): boolean => fieldsOf(response).status === "success"
