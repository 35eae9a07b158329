/**
 * The orders clients.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"

/** Every orders client, needing ApiConfig, Session and HttpClient. @category layers */
export const ordersClientsLayer = Layer.empty

/** The services ordersClientsLayer provides. */
export type OrdersClients = never
