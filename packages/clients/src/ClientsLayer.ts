/**
 * One layer with every client, over fetch: what the hooks provider, the CLI and tests use.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"
import { addressesClientsLayer, type AddressesClients } from "./addresses/index.ts"
import type { ApiConfig } from "./config/ApiConfig.ts"
import { clientBaseLayer, type ClientsOptions } from "./ClientBase.ts"
import { helpClientsLayer, type HelpClients } from "./help/index.ts"
import { pointsClientsLayer, type PointsClients } from "./loyalty/history/index.ts"
import { loyaltyClientsLayer, type LoyaltyClients } from "./loyalty/index.ts"
import { rewardsClientsLayer, type RewardsClients } from "./loyalty/rewards/index.ts"
import { Maps } from "./maps/Maps.ts"
import { ordersClientsLayer, type OrdersClients } from "./orders/index.ts"
import { paymentsClientsLayer, type PaymentsClients } from "./payments/index.ts"
import { preferencesClientsLayer, type PreferencesClients } from "./preferences/index.ts"
import { productsClientsLayer, type ProductsClients } from "./stores/products/index.ts"
import type { Session } from "./session/Session.ts"
import { passwordClientsLayer, type PasswordClients } from "./session/password/index.ts"
import { StoreLocator } from "./stores/StoreLocator.ts"
import { userClientsLayer, type UserClients } from "./session/index.ts"
import { walletPaymentClientsLayer, type WalletPaymentClients } from "./wallet/index.ts"

/**
 * Every client, provided with real HTTP over fetch. Every call is bounded by the
 * `timeout` (15 s unless given) and fails with `Timeout` past it; see `transportLayer`.
 *
 * @example
 * import { clientsLayer, StoreLocator } from "@outfitter/clients"
 * import * as Effect from "effect/Effect"
 * const program = StoreLocator.use((stores) => stores.get(10042))
 * Effect.runPromise(Effect.provide(program, clientsLayer({ apiRoot: "http://127.0.0.1:4010/api" })))
 * @example A shorter time-out, and no redirect to another origin
 * ```ts
 * import { clientsLayer } from "@outfitter/clients"
 *
 * const layer = clientsLayer({ apiRoot: "https://www.example.com/api", timeout: "5 seconds", redirects: "same-origin" })
 * ```
 * @example One runtime for an app's lifetime
 * ```ts
 * import { clientsLayer, StoreLocator } from "@outfitter/clients"
 * import { createFixtureFetch } from "@outfitter/fixtures/node"
 * import * as ManagedRuntime from "effect/ManagedRuntime"
 *
 * // every client over one fetch: here the fixtures' in-process fetch, so nothing touches the network
 * const runtime = ManagedRuntime.make(
 *   clientsLayer({ apiRoot: "http://fixtures.outfitter.test/api", fetch: createFixtureFetch() }),
 * )
 * const store = await runtime.runPromise(StoreLocator.use((stores) => stores.get("10001")))
 * store.storeNumber // => "10001"
 * await runtime.dispose()
 * ```
 * @category layers
 */
export const clientsLayer = (options: ClientsOptions) => {
  const base = clientBaseLayer(options)
  return Layer.mergeAll(StoreLocator.layer, Maps.layer, userClientsLayer, loyaltyClientsLayer, preferencesClientsLayer,
    addressesClientsLayer,
    paymentsClientsLayer,
    productsClientsLayer,
    rewardsClientsLayer,
    pointsClientsLayer,
    ordersClientsLayer,
    passwordClientsLayer,
    walletPaymentClientsLayer,
    helpClientsLayer,
  ).pipe(
    Layer.provideMerge(base),
  )
}

/** Everything clientsLayer provides. */
export type Clients = StoreLocator | Maps | Session | ApiConfig | UserClients | LoyaltyClients | PreferencesClients
  | AddressesClients
  | PaymentsClients
  | ProductsClients
  | RewardsClients
  | PointsClients
  | OrdersClients
  | PasswordClients
  | WalletPaymentClients
  | HelpClients
