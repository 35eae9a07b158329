/**
 * The addresses clients.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"

/** Every addresses client, needing ApiConfig, Session and HttpClient. @category layers */
export const addressesClientsLayer = Layer.empty

/** The services addressesClientsLayer provides. */
export type AddressesClients = never
