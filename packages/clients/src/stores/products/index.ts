/**
 * The products clients.
 *
 * @since 0.1.0
 */
import type * as Layer from "effect/Layer"
import type { ApiConfig } from "../../config/ApiConfig.ts"
import type { Session } from "../../session/Session.ts"
import { Products } from "./Products.ts"
import type { Http } from "../../http/Http.ts"

export * from "./Products.ts"

/** Every products client, needing ApiConfig, Session and HttpClient. @category layers */
export const productsClientsLayer: Layer.Layer<Products, never, ApiConfig | Session | Http> = Products.layer

/** The services productsClientsLayer provides. */
export type ProductsClients = Products
