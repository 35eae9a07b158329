/**
 * The user clients.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"

/** Every user client, needing ApiConfig, Session and HttpClient. @category layers */
export const userClientsLayer = Layer.empty

/** The services userClientsLayer provides. */
export type UserClients = never
