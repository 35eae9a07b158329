/**
 * What every client is built on: the HTTP transport over fetch, the API roots and the
 * session. `@outfitter/clients/base` with one context's entry (`@outfitter/clients/orders`,
 * …) loads only that context's clients and rules, which is what a command-line tool or a
 * server that starts often wants.
 *
 * @since 0.5.0
 */
import * as Layer from "effect/Layer"
import { ApiConfig, type ApiConfigShape } from "./config/ApiConfig.ts"
import { type CallTimeoutOptions, callTimeoutLayer } from "./config/CallTimeout.ts"
import type { Http } from "./http/Http.ts"
import { type TransportOptions, transportLayer } from "./http/Transport.ts"
import { Session, type SessionOptions } from "./session/Session.ts"

/** @category models */
export interface ClientsOptions extends ApiConfigShape, SessionOptions, TransportOptions, CallTimeoutOptions {
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
  /**
   * fetch's credentials mode for every call. `"include"` for an API on another origin that
   * needs the visitor's cookies (its CORS answer must then name the page's origin and allow
   * credentials); unset, fetch's default (`"same-origin"`: cookies go only to the page's own
   * origin).
   */
  readonly credentials?: TransportOptions["credentials"]
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
  Layer.mergeAll(transportLayer(options), ApiConfig.layer(options), Session.layer(options), callTimeoutLayer(options.timeoutWithRetries))
