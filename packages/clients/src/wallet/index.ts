/**
 * The mobile-wallet payment client.
 *
 * @since 0.3.0
 */
import * as Layer from "effect/Layer"
import type { ApiConfig } from "../config/ApiConfig.ts"
import type { Http } from "../http/Http.ts"
import type { Session } from "../session/Session.ts"
import { WalletPayment } from "./WalletPayment.ts"

export * from "./WalletPayment.ts"

/** The wallet client, needing ApiConfig, Session and Http. @category layers */
export const walletPaymentClientsLayer: Layer.Layer<WalletPayment, never, ApiConfig | Session | Http> = WalletPayment.layer

/** The services walletPaymentClientsLayer provides. */
export type WalletPaymentClients = WalletPayment
