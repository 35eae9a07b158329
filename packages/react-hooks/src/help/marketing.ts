/**
 * Marketing content and the help overview's country in React (orders §2 "Help overview",
 * §3, §7): the named content spots as a query over their options
 * (marketingQueryOptions.ts), and the help country read from the stored preferences (the
 * uPref cookie and the ship-to options) with the domain's `helpCountry`.
 *
 * @since 0.4.0
 */
"use client"
import type { ServiceCallError } from "@outfitter/clients"
import { helpCountry, type HelpCountry, type MarketingContent, type SiteCode } from "@outfitter/domain"
import { useQuery, type UseQueryOptions } from "@tanstack/react-query"
import { useRunClient } from "../OutfitterProvider.ts"
import { usePreferenceOptions } from "../preferences/preferenceQueries.ts"
import { useUPref } from "../preferences/useUPref.ts"
import { marketingContentQueryOptions } from "./marketingQueryOptions.ts"

/**
 * The named content spots.
 *
 * @category hooks
 */
export const useMarketingContent = (
  names: ReadonlyArray<string>,
  config: Omit<UseQueryOptions<MarketingContent, ServiceCallError, MarketingContent, any>, "queryKey" | "queryFn"> = {},
) => {
  const run = useRunClient()
  return useQuery({ ...marketingContentQueryOptions(run, names), ...config })
}

/**
 * The help overview's country (the domain's `helpCountry`): `chosen` (the country the page
 * let the shopper choose, kept where the page keeps it) when the options offer it, else the
 * stored ship-to country, else the site's.
 *
 * @category hooks
 */
export const useHelpCountry = (site: SiteCode, chosen?: string): { readonly country: HelpCountry; readonly countries: ReadonlyArray<unknown> } => {
  const { pref } = useUPref()
  const options = usePreferenceOptions()
  const countries = options.data?.countries ?? []
  return { country: helpCountry(pref, countries, site, chosen), countries }
}
