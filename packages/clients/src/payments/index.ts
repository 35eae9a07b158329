/**
 * The payments clients.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"

/** Every payments client, needing ApiConfig, Session and HttpClient. @category layers */
export const paymentsClientsLayer = Layer.empty

/** The services paymentsClientsLayer provides. */
export type PaymentsClients = never
