/**
 * The provider every hook needs: one Effect runtime over the clients and one TanStack
 * Query client for server state.
 *
 * @since 0.1.0
 */
import { type Clients, clientsLayer, type ClientsOptions } from "@outfitter/clients"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import * as Cause from "effect/Cause"
import type * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { createContext, createElement, type ReactNode, useContext, useEffect, useMemo } from "react"

/**
 * The configuration a host gives the provider: the API roots and, optionally, the fetch
 * to use (the fixtures' fetch in tests, a host's instrumented fetch in production).
 *
 * @category models
 */
export interface OutfitterConfig extends ClientsOptions {}

/**
 * Runs a client effect and settles the promise with its value, or rejects with the
 * typed error itself (an InvalidParams, AjaxFailed… instance), so a query's `error` is
 * the tagged error a page can switch on.
 *
 * @category models
 */
export type RunClient = <A, E>(effect: Effect.Effect<A, E, Clients>, signal?: AbortSignal) => Promise<A>

const RunClientContext = createContext<RunClient | undefined>(undefined)

/**
 * Makes the runner over a fresh runtime; exposed for hosts that prefetch outside React.
 *
 * @category constructors
 */
export const makeRunClient = (config: OutfitterConfig) => {
  const runtime = ManagedRuntime.make(clientsLayer(config))
  const run: RunClient = async (effect, signal) => {
    const exit = await runtime.runPromiseExit(effect, signal === undefined ? undefined : { signal })
    if (Exit.isSuccess(exit)) return exit.value
    throw Cause.squash(exit.cause)
  }
  return { run, dispose: () => runtime.dispose() }
}

/** @category models */
export interface OutfitterProviderProps {
  readonly config: OutfitterConfig
  /** A host that already has a QueryClient passes it; otherwise one is made. */
  readonly queryClient?: QueryClient
  readonly children?: ReactNode
}

/**
 * Provides the clients and TanStack Query to the hooks below it.
 *
 * @example
 * import { OutfitterProvider } from "@outfitter/react-hooks"
 * import { createElement } from "react"
 * createElement(OutfitterProvider, { config: { apiRoot: "/api" } })
 * @category components
 */
export const OutfitterProvider = ({ config, queryClient, children }: OutfitterProviderProps) => {
  const client = useMemo(() => queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }), [queryClient])
  const runner = useMemo(() => makeRunClient(config), [config.apiRoot, config.mapsRoot, config.fetch])
  useEffect(() => () => void runner.dispose(), [runner])
  return createElement(
    QueryClientProvider,
    { client },
    createElement(RunClientContext.Provider, { value: runner.run }, children),
  )
}

/**
 * The client runner of the nearest provider.
 *
 * @category hooks
 */
export const useRunClient = (): RunClient => {
  const run = useContext(RunClientContext)
  if (run === undefined) throw new Error("Outfitter hooks must be used inside <OutfitterProvider>")
  return run
}
