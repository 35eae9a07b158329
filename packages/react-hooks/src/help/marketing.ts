/**
 * Marketing content and the help overview's country in React (orders §2 "Help overview",
 * §3, §7): the named content spots as a query (key `["content", "marketing", names]`, the
 * REST path), and the help country read from the stored preferences (the uPref cookie and
 * the ship-to options) with the domain's `helpCountry`.
 *
 * @since 0.4.0
 */
import { Marketing, type ServiceCallError } from "@outfitter/clients"
import { helpCountry, type HelpCountry, type MarketingContent, type SiteCode } from "@outfitter/domain"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { useRunClient } from "../OutfitterProvider.ts"
import type { RunClient } from "../runClient.ts"
import { usePreferenceOptions } from "../preferences/preferenceQueries.ts"
import { useUPref } from "../preferences/useUPref.ts"

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

/**
 * The named content spots.
 *
 * @category hooks
 */
export const useMarketingContent = (names: ReadonlyArray<string>) => {
  const run = useRunClient()
  return useQuery(marketingContentQueryOptions(run, names))
}

/**
 * The help overview's country: the stored ship-to country, else the site's.
 *
 * @category hooks
 */
export const useHelpCountry = (site: SiteCode): { readonly country: HelpCountry; readonly countries: ReadonlyArray<unknown> } => {
  const { pref } = useUPref()
  const options = usePreferenceOptions()
  const countries = options.data?.countries ?? []
  return { country: helpCountry(pref, countries, site), countries }
}
