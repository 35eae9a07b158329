/**
 * The runner every hook calls the clients through: one Effect runtime per layer of
 * clients, over one base, built when a program first needs it.
 *
 * @since 0.1.0
 */
import { type ClientBase, clientBaseLayer, type ClientsOptions } from "@outfitter/clients"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"

/** The clients package's type, for hosts that name its services in their own programs. */
export type ClientsModule = typeof import("@outfitter/clients")

/**
 * Runs a client program over the layer of the services it uses and settles the promise
 * with its value, or rejects with the typed error itself (an InvalidParams, AjaxFailed…
 * instance), so a query's `error` is the tagged error a page can switch on.
 *
 * The layer names what the program needs (`StoreLocator.layer`, `userClientsLayer`, …)
 * over the clients' base (transport, API roots, session: `ClientBase`). Each layer is
 * built once, the first time a program needs it, and kept for the provider's lifetime; a
 * service shared by two layers (the UserService under `userClientsLayer` and alone) is
 * built once. So a page bundles and builds only the clients its hooks use, all in its
 * first load.
 *
 * @example
 * import { StoreLocator } from "@outfitter/clients"
 * import type { RunClient } from "@outfitter/react-hooks"
 * declare const run: RunClient
 * run(StoreLocator.layer, StoreLocator.use((stores) => stores.get(10001)))
 * @category models
 */
export type RunClient = <A, E, R>(
  layer: Layer.Layer<R, never, ClientBase>,
  program: Effect.Effect<A, E, R | ClientBase>,
  signal?: AbortSignal,
) => Promise<A>

/**
 * Makes the runner; exposed for hosts that prefetch outside React. `preload` builds the
 * clients' base (the transport and the session) ahead of the first call.
 *
 * @category constructors
 */
export const makeRunClient = (config: ClientsOptions) => {
  const memoMap = Layer.makeMemoMapUnsafe()
  // made on the first call, not with the provider: a bad timeout then fails that call
  let base: Layer.Layer<ClientBase> | undefined
  const runtimes = new Map<Layer.Layer<any, never, ClientBase>, ManagedRuntime.ManagedRuntime<any, never>>()
  const runtimeFor = <R>(layer: Layer.Layer<R, never, ClientBase>): ManagedRuntime.ManagedRuntime<R | ClientBase, never> => {
    let runtime = runtimes.get(layer)
    if (runtime === undefined) {
      base ??= clientBaseLayer(config)
      runtime = ManagedRuntime.make(Layer.provideMerge(layer, base), { memoMap })
      runtimes.set(layer, runtime)
    }
    return runtime
  }
  const run: RunClient = async (layer, program, signal) => {
    const exit = await runtimeFor(layer).runPromiseExit(program, signal === undefined ? undefined : { signal })
    if (Exit.isSuccess(exit)) return exit.value
    throw Cause.squash(exit.cause)
  }
  const dispose = async () => {
    const all = [...runtimes.values()]
    runtimes.clear()
    await Promise.all(all.map((runtime) => runtime.dispose()))
  }
  return { run, preload: () => void runtimeFor(Layer.empty).runPromise(Effect.void), dispose }
}
