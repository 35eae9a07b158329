/**
 * TanStack Query's `queryOptions` without React: the same identity function and the same
 * types (the key tagged with its data and error), declared here because importing
 * `@tanstack/react-query` at run time loads its React modules, which a Server Component
 * (React's react-server build) cannot run. The `…QueryOptions` factories use it, so they
 * work on a server as in the browser.
 *
 * @since 0.7.0
 * @internal
 */
import type { queryOptions as tanstackQueryOptions } from "@tanstack/react-query"

/** `queryOptions` of @tanstack/react-query: returns its argument, typed. */
export const queryOptions = ((options: unknown) => options) as typeof tanstackQueryOptions
