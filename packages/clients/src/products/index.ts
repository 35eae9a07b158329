/**
 * The products clients.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"

/** Every products client, needing ApiConfig, Session and HttpClient. @category layers */
export const productsClientsLayer = Layer.empty

/** The services productsClientsLayer provides. */
export type ProductsClients = never
