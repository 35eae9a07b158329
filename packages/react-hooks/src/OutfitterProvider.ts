/**
 * The provider every hook needs: one Effect runtime over the clients and one TanStack
 * Query client for server state.
 *
 * @since 0.1.0
 */
"use client"
import type { ClientsOptions } from "@outfitter/clients"
import { makeStoreSettings, type StoreSettings } from "@outfitter/domain"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { createContext, createElement, type ReactNode, useContext, useEffect, useMemo } from "react"
import { type AnalyticsListener, subscribeAnalytics } from "./analytics.ts"
import { RequestCookiesContext } from "./browser/RequestCookies.ts"
import { useLoyaltyCache } from "./loyalty/loyaltyCache.ts"
import { makeRunClient, type RunClient } from "./runClient.ts"
import { watchMember } from "./session/watchMember.ts"
import { defaultStaleTimeMs } from "./queryDefaults.ts"
import { onUnauthorizedErrors, reloadOnUnauthorized, visitorWithRefusal } from "./unauthorized.ts"

/**
 * The configuration a host gives the provider: the API roots and, optionally, the fetch
 * to use (the fixtures' fetch in tests, a host's instrumented fetch in production).
 *
 * @category models
 */
export interface OutfitterConfig extends ClientsOptions {
  /**
   * Called when any query or mutation ends in the domain's Unauthorized error (a 401 or
   * 403). Platform §6/§8: the page reloads. The default records the refusal (the visitor
   * then reads as signed out, every member-scoped cache is dropped, useSessionRefusal
   * says so) and reloads the page 3 s later (uiTimings.reloadAfterPaymentChangeMs: the
   * spec gives that delay for the payment card modal and none elsewhere, and one delay
   * everywhere lets the failed state of the button that hit it be seen before the page
   * goes), at most once per page load: the page that reload brings, refused again, stays
   * and shows its signed-out state (sign-in), so a session the service keeps refusing
   * never reloads the page in a loop. It never deletes the visitor's cookies.
   */
  readonly onUnauthorized?: (error: { readonly _tag: "Unauthorized"; readonly status: number }) => void
  /** Subscribed to the analytics stream while the provider is mounted (see subscribeAnalytics). */
  readonly onAnalytics?: AnalyticsListener
}

const RunClientContext = createContext<RunClient | undefined>(undefined)
const StoreSettingsContext = createContext<StoreSettings | undefined>(undefined)

/** @category models */
export interface OutfitterProviderProps {
  readonly config: OutfitterConfig
  /**
   * A host that already has a QueryClient passes it (give it `staleTime:
   * defaultStaleTimeMs` for server-rendered data); otherwise one is made with `retry:
   * false` and `staleTime` {@link defaultStaleTimeMs} (a minute), so data hydrated from a
   * server render is not asked for again when its hook mounts.
   */
  readonly queryClient?: QueryClient
  /**
   * The cookies the cookie-backed hooks (useSelectedStore, useUPref, useBankRefundCountry,
   * useHelpCountry) render from on a server and while the browser hydrates that HTML, so
   * both show the same: the request's Cookie header through `hookCookies` of
   * `@outfitter/react-hooks/server` (which keeps none of the session's). Without it they
   * render as if there were no cookies until the page has hydrated.
   */
  readonly cookies?: string
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
 * import { type AnalyticsListener, defaultStaleTimeMs, type OutfitterConfig, OutfitterProvider } from "@outfitter/react-hooks"
 * import { QueryClient } from "@tanstack/react-query"
 * import type { ReactNode } from "react"
 *
 * const sendToAnalytics: AnalyticsListener = (event) => console.info("analytics", event)
 * // module-level, so the provider keeps one runtime: each client is built when its first hook runs
 * const config: OutfitterConfig = { apiRoot: "https://www.example.com/api", onAnalytics: sendToAnalytics }
 * // fresh for a minute, as the provider's own: hydrated answers are not asked for again on mount
 * const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: defaultStaleTimeMs } } })
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
export const OutfitterProvider = ({ config, queryClient, cookies, children }: OutfitterProviderProps) => {
  const client = useMemo(
    () => queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: defaultStaleTimeMs } } }),
    [queryClient],
  )
  // the visitor reads as signed out while the service's refusal of the session stands
  const runner = useMemo(
    () => makeRunClient({ ...config, visitor: visitorWithRefusal(client, config.visitor) }),
    [client, config.apiRoot, config.mapsRoot, config.fetch, config.credentials, config.endpoints, config.settings, config.visitor, config.idempotencyKeys],
  )
  useEffect(() => () => void runner.dispose(), [runner])
  const { onUnauthorized } = config
  const cache = useLoyaltyCache()
  // unmounting the provider cancels a reload it has scheduled
  useEffect(
    () => (onUnauthorized === undefined ? reloadOnUnauthorized(client, cache) : onUnauthorizedErrors(client, onUnauthorized)),
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
      createElement(
        StoreSettingsContext.Provider,
        { value: settings },
        createElement(RequestCookiesContext.Provider, { value: cookies }, children),
      ),
    ),
  )
}

/**
 * The hook a component called, read from the stack: the outermost of the hooks (`use…`)
 * that led here. Names are there in development, where this error is met; a minified
 * build has none, and the sentence then names no hook (a name per hook in the bundle
 * would cost more than the rest of this check).
 */
const callingHook = (stack: string | undefined): string | undefined => {
  let hook: string | undefined
  for (const frame of (stack ?? "").split("\n")) {
    const name = /^\s*(?:at\s+)?(?:[\w$]+\.)*(use[A-Z][\w$]*)[\s@(]/.exec(frame)?.[1]
    if (name !== undefined) hook = name
    else if (hook !== undefined) break
  }
  return hook
}

/** The one sentence a hook used outside the provider fails with: what to do about it. */
const outsideProvider = (hook: string | undefined) =>
  new Error(
    `${hook ?? "An Outfitter hook"} must be inside <OutfitterProvider>: wrap your app (or the client component that uses it) in <OutfitterProvider config={...}> from @outfitter/react-hooks.`,
  )

/**
 * The client runner of the nearest provider. Outside one it throws the sentence that says
 * so, naming `hook` (by default the hook the component called, where the stack names it).
 *
 * @category hooks
 */
export const useRunClient = (hook?: string): RunClient => {
  const run = useContext(RunClientContext)
  if (run === undefined) throw outsideProvider(hook ?? callingHook(new Error().stack))
  return run
}

/**
 * The store settings and feature flags the provider was given, with the spec's defaults
 * filled in: the same object the clients' Session reads, available without loading them.
 *
 * Outside a provider it throws as {@link useRunClient} does.
 *
 * @category hooks
 */
export const useStoreSettings = (hook?: string): StoreSettings => {
  const settings = useContext(StoreSettingsContext)
  if (settings === undefined) throw outsideProvider(hook ?? callingHook(new Error().stack))
  return settings
}
