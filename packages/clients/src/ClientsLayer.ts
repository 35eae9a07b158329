/**
 * One layer with every client, over fetch: what the hooks provider, the CLI and tests use.
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"
import { addressesClientsLayer, type AddressesClients } from "./addresses/index.ts"
import { ApiConfig, type ApiConfigShape } from "./config/ApiConfig.ts"
import { type TransportOptions, transportLayer } from "./http/Transport.ts"
import { helpClientsLayer, type HelpClients } from "./help/index.ts"
import { pointsClientsLayer, type PointsClients } from "./loyalty/history/index.ts"
import { loyaltyClientsLayer, type LoyaltyClients } from "./loyalty/index.ts"
import { rewardsClientsLayer, type RewardsClients } from "./loyalty/rewards/index.ts"
import { Maps } from "./maps/Maps.ts"
import { ordersClientsLayer, type OrdersClients } from "./orders/index.ts"
import { paymentsClientsLayer, type PaymentsClients } from "./payments/index.ts"
import { preferencesClientsLayer, type PreferencesClients } from "./preferences/index.ts"
import { productsClientsLayer, type ProductsClients } from "./stores/products/index.ts"
import { Session, type SessionOptions } from "./session/Session.ts"
import { passwordClientsLayer, type PasswordClients } from "./session/password/index.ts"
import { StoreLocator } from "./stores/StoreLocator.ts"
import { userClientsLayer, type UserClients } from "./session/index.ts"
import { type Http } from "./http/Http.ts"
import { walletPaymentClientsLayer, type WalletPaymentClients } from "./wallet/index.ts"

/** @category models */
export interface ClientsOptions extends ApiConfigShape, SessionOptions, TransportOptions {
  /**
   * The fetch to call; defaults to globalThis.fetch. Pass the fixtures' in-process fetch
   * to answer from seeded data without a network.
   */
  readonly fetch?: typeof globalThis.fetch
  /**
   * How long one call may take, from sending the request to the last byte of the answer,
   * as a Duration input (`"5 seconds"`, `Duration.seconds(5)`, or milliseconds). A call
   * past it fails with the domain's `Timeout` (reason 2). Default 15 s
   * (`defaultTimeout`); it must be positive and finite, or `clientsLayer` throws a
   * RangeError.
   */
  readonly timeout?: TransportOptions["timeout"]
  /**
   * `"follow"` (default): fetch follows redirects, as in a browser. `"same-origin"`:
   * only redirects to the origin a call went to are followed; one to another origin fails
   * with AjaxFailed and nothing is sent there (what the CLI uses; in a browser, where
   * fetch hides a redirect's target, every redirect then fails).
   */
  readonly redirects?: TransportOptions["redirects"]
}

/**
 * What every client needs and nothing more: the HTTP transport, the API roots and the
 * session (store settings, visitor). The service layers (`StoreLocator.layer`,
 * `userClientsLayer`, …) are built over it.
 *
 * @category models
 */
export type ClientBase = Http | ApiConfig | Session

/**
 * The layer every client is built on: the transport over fetch (with its time-out and
 * redirect policy), the API roots and the session. A host that wants only some clients
 * provides this and the layers of those clients, so nothing else is bundled (the React
 * hooks build each service's layer over one of these when its first hook runs).
 *
 * @example
 * import { clientBaseLayer, StoreLocator } from "@outfitter/clients"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 * const layer = StoreLocator.layer.pipe(Layer.provide(clientBaseLayer({ apiRoot: "http://127.0.0.1:4010/api" })))
 * Effect.runPromise(Effect.provide(StoreLocator.use((stores) => stores.get(10042)), layer))
 * @category layers
 */
export const clientBaseLayer = (options: ClientsOptions): Layer.Layer<ClientBase> =>
  Layer.mergeAll(transportLayer(options), ApiConfig.layer(options), Session.layer(options))

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
