/**
 * The orders clients.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"
import type { ApiConfig } from "../config/ApiConfig.ts"
import type { Session } from "../session/Session.ts"
import { OrderService } from "./OrderService.ts"
import { ReturnsService } from "./ReturnsService.ts"
import type { Http } from "../http/Http.ts"

export * from "./IdempotencyKey.ts"
export * from "./OrderService.ts"
export * from "./ReturnsService.ts"

/** Every orders client, needing ApiConfig, Session and HttpClient. @category layers */
export const ordersClientsLayer: Layer.Layer<OrderService | ReturnsService, never, ApiConfig | Session | Http> =
  Layer.merge(OrderService.layer, ReturnsService.layer)

/** The services ordersClientsLayer provides. */
export type OrdersClients = OrderService | ReturnsService
