/**
 * The provider's query defaults, without React.
 *
 * @since 0.7.0
 */

/**
 * How long an answer counts as fresh in the provider's own QueryClient, ms: one minute.
 * A page rendered on a server hands its answers to the browser (dehydrated, then
 * hydrated); with TanStack's default of 0 every one of them would be stale on arrival and
 * asked again as soon as its hook mounts, a second request for what the HTML already
 * shows, which also goes out without the server's cookies. A minute covers a page's
 * streaming and hydration; after it, the usual refetches (a remount, the window regaining
 * focus) apply, and mutations still invalidate what they change. Give your own QueryClient
 * the same `staleTime`.
 *
 * @example
 * import { defaultStaleTimeMs } from "@outfitter/react-hooks"
 * import { QueryClient } from "@tanstack/react-query"
 * new QueryClient({ defaultOptions: { queries: { staleTime: defaultStaleTimeMs, retry: false } } })
 * @category constants
 */
export const defaultStaleTimeMs = 60_000
