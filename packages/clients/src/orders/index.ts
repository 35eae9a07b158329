/**
 * The orders clients.
 *
 * @since 0.1.0
 */
import type * as Layer from "effect/Layer"
import type { ApiConfig } from "../config/ApiConfig.ts"
import type { Session } from "../session/Session.ts"
import { OrderService } from "./OrderService.ts"
import { type Http } from "../http/Http.ts"

export * from "./OrderService.ts"

/** Every orders client, needing ApiConfig, Session and HttpClient. @category layers */
export const ordersClientsLayer: Layer.Layer<OrderService, never, ApiConfig | Session | Http> =
  OrderService.layer

/** The services ordersClientsLayer provides. */
export type OrdersClients = OrderService
