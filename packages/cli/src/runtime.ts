/**
 * The Effect runtime of a command: the clients layer over the embedded fixtures (the
 * default: an in-process fetch answering from seeded data, no network) or over plain
 * fetch to a live service (`--api-root URL`).
 *
 * @since 0.1.0
 */
import { type Clients, clientsLayer } from "@outfitter/clients"
import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import type * as Result from "effect/Result"

/** The API root the embedded fixtures answer on; never resolved over a network. */
export const embeddedApiRoot = "http://fixtures.outfitter.invalid/api"

/**
 * The clients for a command. The fixtures are imported only when they are used.
 *
 * @category layers
 */
export const commandLayer = async (apiRoot: string | undefined): Promise<Layer.Layer<Clients>> => {
  if (apiRoot !== undefined) return clientsLayer({ apiRoot })
  const { createFixtureFetch } = await import("@outfitter/fixtures/node")
  return clientsLayer({ apiRoot: embeddedApiRoot, fetch: createFixtureFetch() })
}

/**
 * Runs a program that needs the clients. Expected failures come back as a Result;
 * defects reject (bin.js reports them as one line, exit 1).
 *
 * @category running
 */
export const runWithClients = async <A, E>(
  program: Effect.Effect<A, E, Clients>,
  options: { readonly apiRoot: string | undefined },
): Promise<Result.Result<A, E>> => {
  const layer = await commandLayer(options.apiRoot)
  return Effect.runPromise(Effect.result(Effect.provide(program, layer)))
}
