/**
 * The loyalty cache's entries (platform §4 "Loyalty data cache"): an entry is the response
 * as JSON, wrapped with a version (`{"v":1,"response":…}`); an entry that does not decode
 * (another version, edited by hand) is a cache miss, never an error. The cache's rules
 * (LoyaltyCache.ts) hold no schema, so a rule never brings Schema.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import type { LoyaltyEndpoint } from "./LoyaltyEndpointSchema.ts"
import { type LoyaltyResponse, loyaltyResponseSchemas } from "./LoyaltyResponseSchema.ts"

const entrySchema = <E extends LoyaltyEndpoint>(endpoint: E) =>
  Schema.fromJsonString(Schema.Struct({ v: Schema.Literal(1), response: loyaltyResponseSchemas[endpoint] }))

/**
 * Encodes a response as a cache entry (a string for session storage).
 *
 * @category encoding
 */
export const encodeLoyaltyCacheEntry = <E extends LoyaltyEndpoint>(endpoint: E, response: LoyaltyResponse<E>): string =>
  // the schema was built for E, so the response type matches; the cast bridges the lookup
  Schema.encodeSync(entrySchema(endpoint) as unknown as Schema.Codec<{ v: 1; response: LoyaltyResponse<E> }, string>)({
    v: 1,
    response,
  })

/**
 * Decodes a cache entry; anything that does not decode is a miss (None), never a throw.
 *
 * @category decoding
 */
export const decodeLoyaltyCacheEntry = <E extends LoyaltyEndpoint>(
  endpoint: E,
  entry: string | null | undefined,
): Option.Option<LoyaltyResponse<E>> => {
  if (entry === null || entry === undefined) return Option.none()
  const decoded = Schema.decodeUnknownOption(
    entrySchema(endpoint) as unknown as Schema.Codec<{ v: 1; response: LoyaltyResponse<E> }, string>,
  )(entry)
  return Option.map(decoded, (value) => value.response)
}
