/**
 * The provider every hook needs: one Effect runtime over the clients and one TanStack
 * Query client for server state.
 *
 * @since 0.1.0
 */
import { type ClientBase, clientBaseLayer, type ClientsOptions, type LoyaltyCacheShape } from "@outfitter/clients"
import { makeStoreSettings, memberOwnerKey, type StoreSettings, uiTimings } from "@outfitter/domain"
import { type AnalyticsListener, subscribeAnalytics } from "./analytics.ts"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { createContext, createElement, type ReactNode, useContext, useEffect, useMemo } from "react"
import { useLoyaltyCache } from "./loyalty/loyaltyCache.ts"
import { writeRememberedCopy } from "./session/browserVisitor.ts"
import { clearMemberData, currentMember, expireSignedInCookies } from "./session/memberData.ts"
import { documentBrowserData } from "./browser/BrowserData.ts"

/**
 * The configuration a host gives the provider: the API roots and, optionally, the fetch
 * to use (the fixtures' fetch in tests, a host's instrumented fetch in production).
 *
 * @category models
 */
export interface OutfitterConfig extends ClientsOptions {
  /**
   * Called when any query or mutation ends in the domain's Unauthorized error (a 401 or
   * 403). Platform §6/§8: the page reloads. The default first clears the session (expires
   * the signed-in cookies and drops every member-scoped cache, so account pages show
   * sign-in), then reloads 3 s later (uiTimings.reloadAfterPaymentChangeMs: the spec gives
   * that delay for the payment card modal and none elsewhere, and one delay everywhere
   * lets the failed state of the button that hit it be seen before the page goes), at
   * most once per tab until the next sign-in, so a session the service keeps refusing
   * never reloads the page in a loop.
   */
  readonly onUnauthorized?: (error: { readonly _tag: "Unauthorized"; readonly status: number }) => void
  /** Subscribed to the analytics stream while the provider is mounted (see subscribeAnalytics). */
  readonly onAnalytics?: AnalyticsListener
  /**
   * Start each service call in a task of its own rather than in its caller's (default
   * false). TanStack Query starts a query's call where React mounts its hook, inside
   * React's own work (the effects after a hydration or a commit), and a call's
   * synchronous part is not small: the first call of a client builds its layer, and every
   * call runs its program up to the request (reading the session on the way). After a
   * hydration, the calls of the header and the page then add up in the one task that runs
   * React's effects: in the reference storefront, 40–55 ms of a 140 ms task under a 4× CPU
   * slowdown. With this set, each call starts a moment later, in a task of its own (a
   * message posted through a MessageChannel, which a tab in the background does not hold
   * back as it does timers), and the page answers input in between.
   *
   * Off by default because it is not free in tests: a call then needs a real task to
   * start, which fake timers do not move.
   */
  readonly callsInOwnTask?: boolean
}

const isUnauthorized = (error: unknown): error is { readonly _tag: "Unauthorized"; readonly status: number } =>
  typeof error === "object" && error !== null && (error as { readonly _tag?: unknown })._tag === "Unauthorized"

/**
 * Sends every Unauthorized error of the client's queries and mutations to one handler,
 * so no page has to remember the rule. Returns the unsubscribe function.
 *
 * @category constructors
 */
export const onUnauthorizedErrors = (
  client: QueryClient,
  handler: (error: { readonly _tag: "Unauthorized"; readonly status: number }) => void,
): (() => void) => {
  const offQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && isUnauthorized(event.action.error)) {
      handler(event.action.error)
    }
  })
  const offMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && isUnauthorized(event.action.error)) {
      handler(event.action.error)
    }
  })
  return () => {
    offQueries()
    offMutations()
  }
}

/**
 * The session-storage flag that says this tab has already reloaded once for a refused
 * session; a sign-in clears it.
 *
 * @category constants
 */
export const unauthorizedReloadKey = "outfitter__reloadedForUnauthorized"

const sessionFlag = {
  get: (): boolean => {
    try {
      return globalThis.sessionStorage?.getItem(unauthorizedReloadKey) === "1"
    } catch {
      return false
    }
  },
  set: (on: boolean): void => {
    try {
      if (on) globalThis.sessionStorage?.setItem(unauthorizedReloadKey, "1")
      else globalThis.sessionStorage?.removeItem(unauthorizedReloadKey)
    } catch {
      // storage disabled: without the flag a second refusal reloads no more than the first
    }
  },
}

/** A sign-in succeeded: a later refusal may reload the page once again. @category actions */
export const resetUnauthorizedReload = (): void => sessionFlag.set(false)

/**
 * The default handler of a refused session (HTTP 401 or 403, platform §6, §8): the
 * session is cleared once (the signed-in cookies expired, every member-scoped cache
 * dropped, so the page shows its signed-out state: sign-in on account pages), then the
 * page reloads 3 s later, as the spec asks, but at most once per tab: when cookies the
 * page cannot clear keep saying "signed in" and the service keeps refusing, a reload
 * loop would follow, so a second refusal clears again and does not reload. Unsubscribing
 * cancels a scheduled reload.
 */
const signOutOnUnauthorized = (client: QueryClient, cache: LoyaltyCacheShape | undefined): (() => void) => {
  let reload: ReturnType<typeof setTimeout> | undefined
  let handledFor: string | undefined
  const off = onUnauthorizedErrors(client, () => {
    if (typeof window === "undefined") return
    const member = currentMember()
    if (handledFor === member) return
    expireSignedInCookies()
    handledFor = currentMember()
    void clearMemberData(client, { cache })
    if (reload !== undefined || sessionFlag.get()) return
    sessionFlag.set(true)
    reload = setTimeout(() => window.location.reload(), uiTimings.reloadAfterPaymentChangeMs)
  })
  return () => {
    off()
    clearTimeout(reload)
  }
}

/**
 * Drops member-scoped data when the cookies name another member than the page last saw:
 * at mount for the local remembered copy (the loyalty cache checks its owner itself), and
 * whenever the page regains focus (another tab signed in or out).
 */
const watchMember = (client: QueryClient, cache: LoyaltyCacheShape | undefined): (() => void) => {
  if (typeof window === "undefined") return () => undefined
  const data = documentBrowserData
  let last = currentMember(data)
  const owner = data.getItem(memberOwnerKey)
  // a copy kept for someone else; with no owner recorded yet, the copy is this member's
  if (owner !== null && owner !== last) writeRememberedCopy(undefined, data)
  if (owner !== last) data.setItem(memberOwnerKey, last)
  const check = () => {
    const now = currentMember(data)
    if (now === last) return
    last = now
    data.setItem(memberOwnerKey, now)
    void clearMemberData(client, { cache, data })
  }
  window.addEventListener("focus", check)
  document.addEventListener("visibilitychange", check)
  return () => {
    window.removeEventListener("focus", check)
    document.removeEventListener("visibilitychange", check)
  }
}

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

/** Resolves in a task of its own: a message posted to itself. */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel()
    port1.onmessage = () => {
      port1.close()
      resolve()
    }
    port2.postMessage(0)
  })

/**
 * Makes the runner; exposed for hosts that prefetch outside React. `preload` builds the
 * clients' base (the transport and the session) ahead of the first call. With
 * `callsInOwnTask`, each call's program starts in a task of its own.
 *
 * @category constructors
 */
export const makeRunClient = (config: OutfitterConfig) => {
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
    if (config.callsInOwnTask) await nextTask()
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

const RunClientContext = createContext<RunClient | undefined>(undefined)
const StoreSettingsContext = createContext<StoreSettings | undefined>(undefined)

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
 * @example Once, around the app
 * ```tsx
 * import { type AnalyticsListener, type OutfitterConfig, OutfitterProvider } from "@outfitter/react-hooks"
 * import { QueryClient } from "@tanstack/react-query"
 * import type { ReactNode } from "react"
 *
 * const sendToAnalytics: AnalyticsListener = (event) => console.info("analytics", event)
 * // module-level, so the provider keeps one runtime: each client is built when its first hook runs
 * const config: OutfitterConfig = { apiRoot: "https://www.example.com/api", onAnalytics: sendToAnalytics }
 * const queryClient = new QueryClient()
 *
 * export const Providers = ({ children }: { readonly children: ReactNode }) => (
 *   <OutfitterProvider config={config} queryClient={queryClient}>
 *     {children}
 *   </OutfitterProvider>
 * )
 * // in tests: config={{ apiRoot: "http://fixtures.outfitter.test/api", fetch: createFixtureFetch() }} (@outfitter/fixtures/node)
 * ```
 * @category components
 */
export const OutfitterProvider = ({ config, queryClient, children }: OutfitterProviderProps) => {
  const client = useMemo(() => queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }), [queryClient])
  const runner = useMemo(
    () => makeRunClient(config),
    [config.apiRoot, config.mapsRoot, config.fetch, config.endpoints, config.settings, config.visitor, config.callsInOwnTask, config.idempotencyKeys],
  )
  useEffect(() => () => void runner.dispose(), [runner])
  const { onUnauthorized } = config
  const cache = useLoyaltyCache()
  // unmounting the provider cancels a reload it has scheduled
  useEffect(
    () => (onUnauthorized === undefined ? signOutOnUnauthorized(client, cache) : onUnauthorizedErrors(client, onUnauthorized)),
    [client, onUnauthorized, cache],
  )
  useEffect(() => watchMember(client, cache), [client, cache])
  const { onAnalytics } = config
  useEffect(() => (onAnalytics === undefined ? undefined : subscribeAnalytics(onAnalytics)), [onAnalytics])
  const settings = useMemo(() => makeStoreSettings(config.settings), [config.settings])
  return createElement(
    QueryClientProvider,
    { client },
    createElement(
      RunClientContext.Provider,
      { value: runner.run },
      createElement(StoreSettingsContext.Provider, { value: settings }, children),
    ),
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

/**
 * The store settings and feature flags the provider was given, with the spec's defaults
 * filled in: the same object the clients' Session reads, available without loading them.
 *
 * @category hooks
 */
export const useStoreSettings = (): StoreSettings => {
  const settings = useContext(StoreSettingsContext)
  if (settings === undefined) throw new Error("Outfitter hooks must be used inside <OutfitterProvider>")
  return settings
}
