/**
 * The password clients.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"

/** Every password client, needing ApiConfig, Session and HttpClient. @category layers */
export const passwordClientsLayer = Layer.empty

/** The services passwordClientsLayer provides. */
export type PasswordClients = never
