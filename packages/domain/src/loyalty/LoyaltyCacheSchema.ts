/**
 * The loyalty cache's entries as a schema. Rules: platform §4 "Loyalty data cache".
 *
 * Where the spec is silent: an entry is `{"v":1,"response":…}`; one that does not decode,
 * or an endpoint that is not a loyalty endpoint, is a miss, never an error; an answer that
 * does not encode with its endpoint's schema is not cached.
 *
 * @since 0.1.0
 */
import * as Option from "effect/Option"
import * as Schema from "effect/Schema"
import type { LoyaltyEndpoint } from "./LoyaltyEndpointSchema.ts"
import { type LoyaltyResponse, loyaltyResponseSchemas } from "./LoyaltyResponseSchema.ts"

/** The entry codec of an endpoint; None for a value that is not a loyalty endpoint. */
const entrySchema = <E extends LoyaltyEndpoint>(
  endpoint: E,
): Option.Option<Schema.Codec<{ v: 1; response: LoyaltyResponse<E> }, string>> =>
  typeof endpoint === "string" && Object.hasOwn(loyaltyResponseSchemas, endpoint)
    ? Option.some(
      // the schema was built for E, so the response type matches; the cast bridges the lookup
      Schema.fromJsonString(Schema.Struct({ v: Schema.Literal(1), response: loyaltyResponseSchemas[endpoint] })) as unknown as Schema.Codec<
        { v: 1; response: LoyaltyResponse<E> },
        string
      >,
    )
    : Option.none()

/**
 * Encodes a response as a cache entry (a string for session storage); None when the
 * response does not encode with its endpoint's schema (it is then not cached).
 *
 * @category encoding
 */
export const encodeLoyaltyCacheEntry = <E extends LoyaltyEndpoint>(endpoint: E, response: LoyaltyResponse<E>): Option.Option<string> =>
  Option.flatMap(entrySchema(endpoint), (schema) => Schema.encodeOption(schema)({ v: 1, response }))

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
  return Option.flatMap(entrySchema(endpoint), (schema) =>
    Option.map(Schema.decodeUnknownOption(schema)(entry), (value) => value.response))
}
