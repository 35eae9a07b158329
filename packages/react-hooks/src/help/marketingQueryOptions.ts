/**
 * Marketing content as TanStack Query options, without React (orders §2 "Help overview",
 * §3): the named content spots, key `["content", "marketing", names]` (the REST path).
 *
 * @since 0.7.0
 */
import { Marketing, type ServiceCallError } from "@outfitter/clients"
import type { MarketingContent } from "@outfitter/domain"
import { queryOptions } from "../queryOptions.ts"
import type { RunClient } from "../runClient.ts"

/** @category keys */
export const marketingContentKey = (names: ReadonlyArray<string>) => ["content", "marketing", [...names]] as const

/**
 * Query options for the named content spots.
 *
 * @example
 * import { marketingContentQueryOptions } from "@outfitter/react-hooks"
 * declare const run: import("@outfitter/react-hooks").RunClient
 * marketingContentQueryOptions(run, ["help-hours"]).queryKey // => ["content", "marketing", ["help-hours"]]
 * @category query options
 */
export const marketingContentQueryOptions = (run: RunClient, names: ReadonlyArray<string>) =>
  queryOptions<MarketingContent, ServiceCallError, MarketingContent, ReturnType<typeof marketingContentKey>>({
    queryKey: marketingContentKey(names),
    queryFn: ({ signal }) => run(Marketing.layer, Marketing.use((marketing) => marketing.content(names)), signal),
    staleTime: 5 * 60_000,
  })
