/**
 * `@outfitter/clients/base`: what every client is built on (the transport over fetch, the
 * API roots, the session, the response decoding), without any client. With one context's
 * entry (`@outfitter/clients/orders`, …) a program loads only that context's clients and
 * the rules they use: what a command-line tool or a short-lived server process wants, as
 * Node loads every module an entry names. A bundler needs none of this; the root entry
 * tree-shakes the same way.
 *
 * @example
 * import { clientBaseLayer } from "@outfitter/clients/base"
 * import { ordersClientsLayer, ReturnsService } from "@outfitter/clients/orders"
 * import * as Effect from "effect/Effect"
 * import * as Layer from "effect/Layer"
 * const layer = ordersClientsLayer.pipe(Layer.provideMerge(clientBaseLayer({ apiRoot: "http://127.0.0.1:4010/api" })))
 * Effect.runPromise(Effect.provide(ReturnsService.use((returns) => returns.details("10000016001", "registered@outfitter.test")), layer))
 *
 * @since 0.5.0
 */
export * from "./ClientBase.ts"
export * from "./config/ApiConfig.ts"
export * from "./config/CallTimeout.ts"
export * from "./config/ResponseLimit.ts"
export * from "./http/Http.ts"
export * from "./http/ServiceResponse.ts"
export * from "./http/Transport.ts"
export * from "./session/Session.ts"
