/**
 * The loyalty clients: the Loyalty service and its cache; history/ and rewards/: the points
 * history with add-order, and the wallet pass.
 *
 * @since 0.1.0
 */
import type * as Layer from "effect/Layer"
import type { ApiConfig } from "../config/ApiConfig.ts"
import type { Session } from "../session/Session.ts"
import { Loyalty } from "./Loyalty.ts"
import type { Http } from "../http/Http.ts"

export * from "./Loyalty.ts"
export * from "./LoyaltyCache.ts"
export * from "./history/index.ts"
export * from "./rewards/index.ts"

/**
 * Every loyalty client, needing ApiConfig, Session and HttpClient. The cache is the
 * Loyalty layer's own in-memory one unless a call is given another (withLoyaltyCache).
 *
 * @category layers
 */
export const loyaltyClientsLayer: Layer.Layer<Loyalty, never, ApiConfig | Session | Http> = Loyalty.layer

/** The services loyaltyClientsLayer provides. */
export type LoyaltyClients = Loyalty
