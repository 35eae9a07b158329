/**
 * The storefront's TanStack Query client. Two choices over the library's defaults:
 * - no retry: a failed call shows its message at once (the spec's messages, the stateful
 *   buttons' failed state), as the provider's own client does;
 * - data is fresh for {@link prefetchedDataFreshMs} after it arrives: a route starts its
 *   queries before its page renders (routeData.ts), and a page that mounts after they
 *   have answered uses the answers instead of asking again (with the default of 0 every
 *   prefetched answer would be stale on arrival and fetched twice). Mutations still
 *   invalidate what they change, so nothing a visitor does is shown stale.
 */
import { QueryClient } from "@tanstack/react-query"

/** How long an answer counts as fresh, ms. */
export const prefetchedDataFreshMs = 5_000

export const makeQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: prefetchedDataFreshMs } } })
