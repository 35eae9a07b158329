/**
 * The loyalty endpoint names and the campaign body as schemas. Rules: platform §7.
 *
 * @since 0.1.0
 */
import * as Schema from "effect/Schema"
import { loyaltyEndpoints } from "./LoyaltyEndpoint.ts"

/** @category models */
export type LoyaltyEndpoint = (typeof loyaltyEndpoints)[number]

/** @category schemas */
export const LoyaltyEndpoint = /*#__PURE__*/ Schema.Literals(loyaltyEndpoints)

/** A campaign post's body (platform §7: POST {loyaltyApp}/campaign). @category models */
export interface Campaign {
  readonly email: string
  readonly event: string
  readonly token: string
}

/** @category schemas */
export const Campaign = /*#__PURE__*/ Schema.Struct({ email: Schema.String, event: Schema.String, token: Schema.String })
