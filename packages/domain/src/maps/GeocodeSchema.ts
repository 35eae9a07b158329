/**
 * The maps service's wire schemas: a geocode result and the signurl response. Rules:
 * platform §3 "Maps, countries and languages".
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"

/**
 * A geocode result (platform §3).
 *
 * @category schemas
 */
export const GeocodeResult = /*#__PURE__*/ Schema.Struct({
  country: Schema.String,
  countryAbbr: Schema.String,
  postalCode: Schema.String,
  postalTown: Schema.String,
  state: Schema.String,
  stateAbbr: Schema.String,
  latlng: Schema.Struct({ lat: Schema.Finite, lng: Schema.Finite }),
})
export type GeocodeResult = typeof GeocodeResult.Type

/**
 * The signurl response: the signed static map address.
 *
 * @category schemas
 */
export const SignedUrlResponse = /*#__PURE__*/ Schema.Struct({ url: Schema.String })
export type SignedUrlResponse = typeof SignedUrlResponse.Type
