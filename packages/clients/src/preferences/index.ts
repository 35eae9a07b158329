/**
 * The preferences clients.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"

/** Every preferences client, needing ApiConfig, Session and HttpClient. @category layers */
export const preferencesClientsLayer = Layer.empty

/** The services preferencesClientsLayer provides. */
export type PreferencesClients = never
