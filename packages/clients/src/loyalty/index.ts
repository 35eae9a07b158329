/**
 * The loyalty clients.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"

/** Every loyalty client, needing ApiConfig, Session and HttpClient. @category layers */
export const loyaltyClientsLayer = Layer.empty

/** The services loyaltyClientsLayer provides. */
export type LoyaltyClients = never
