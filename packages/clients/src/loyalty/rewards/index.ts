/**
 * loyalty/rewards: the rewards clients, the wallet pass call. Points, tier, discounts and
 * switch account use the Loyalty client.
 *
 * @since 0.1.0
 */
import type * as Layer from "effect/Layer"
import type { ApiConfig } from "../../config/ApiConfig.ts"
import type { Session } from "../../session/Session.ts"
import { WalletPass } from "./WalletPass.ts"
import type { Http } from "../../http/Http.ts"

export * from "./WalletPass.ts"

/** Every rewards client, needing ApiConfig, Session and HttpClient. @category layers */
export const rewardsClientsLayer: Layer.Layer<WalletPass, never, ApiConfig | Session | Http> = WalletPass.layer

/** The services rewardsClientsLayer provides. */
export type RewardsClients = WalletPass
