/**
 * A route's data, asked for where the route is resolved rather than where the page that
 * shows it renders. A page module may export, beside its page, a prefetch function (named
 * in the route's row of routes.tsx) that starts the queries the page's first render will
 * ask for, with the same query options the page's hooks use, so the hooks find them in
 * flight or answered and send nothing twice.
 *
 * SiteRoutes calls it in the render that resolves the route: on a first load that is the
 * hydration (the page's chunk is already loaded, main.tsx waited for it), so the requests
 * leave before the account layout has even read the visitor; on a visit by link, it is
 * the render that starts the page's chunk, and SiteShell has usually fetched that chunk
 * already, when the pointer reached the link or it took the focus.
 */
import type { LoyaltyCacheShape } from "@outfitter/clients"
import { accountNavigationFor, type StoreSettings } from "@outfitter/domain"
import { type RunClient, visitorQueryOptions } from "@outfitter/react-hooks"
import type { FetchQueryOptions, QueryClient } from "@tanstack/react-query"

export interface RouteDataContext {
  readonly queryClient: QueryClient
  readonly run: RunClient
  readonly settings: StoreSettings
  readonly loyaltyCache: LoyaltyCacheShape | undefined
  /** The route's parameters (`productId`, `orderNumber`). */
  readonly params: Readonly<Record<string, string>>
}

/** Starts a route's queries; never throws (a failed prefetch is the page's own query to retry). */
export type RoutePrefetch = (context: RouteDataContext) => Promise<unknown>

type AnyQuery = FetchQueryOptions<any, any, any, any, never>

const prefetchAll = (context: RouteDataContext, queries: ReadonlyArray<AnyQuery>) =>
  Promise.all(queries.map((options) => context.queryClient.prefetchQuery(options)))

/** A route's prefetch: the queries `pick` names, started together. */
export const routeQueries = (pick: (context: RouteDataContext) => ReadonlyArray<AnyQuery>): RoutePrefetch => (context) =>
  prefetchAll(context, pick(context))

/**
 * An account page's prefetch: its queries, only for a visitor the account layout shows
 * the page to (a signed-in member: accountNavigationFor is not Guest). Everyone else sees
 * the sign-in form, and a member call would only be refused.
 */
export const memberQueries = (pick: (context: RouteDataContext) => ReadonlyArray<AnyQuery>): RoutePrefetch => async (context) => {
  const visitor = await context.queryClient.fetchQuery(visitorQueryOptions(context.run))
  if (accountNavigationFor(visitor)._tag === "Guest") return
  await prefetchAll(context, pick(context))
}
