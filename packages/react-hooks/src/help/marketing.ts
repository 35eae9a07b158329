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
import { helpCountry, type HelpCountry, localDataKeys, type MarketingContent, type SiteCode } from "@outfitter/domain"
import { useQuery, type UseQueryOptions } from "@tanstack/react-query"
import { useCallback, useSyncExternalStore } from "react"
import { type BrowserData, documentBrowserData } from "../browser/BrowserData.ts"
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

const choiceListeners = new Set<() => void>()
const subscribeToChoice = (listener: () => void) => {
  choiceListeners.add(listener)
  return () => void choiceListeners.delete(listener)
}

/**
 * The help overview's country (the domain's `helpCountry`): the one last chosen on the
 * help page (`choose`, kept in local storage, so a reload keeps it), else the stored
 * ship-to country, else the site's. A server render, and the browser while it hydrates,
 * show it without the choice, which no request carries.
 *
 * @category hooks
 */
export const useHelpCountry = (site: SiteCode, data: BrowserData = documentBrowserData): {
  readonly country: HelpCountry
  readonly countries: ReadonlyArray<unknown>
  readonly choose: (country: HelpCountry) => void
} => {
  const { pref } = useUPref()
  const options = usePreferenceOptions()
  const countries = options.data?.countries ?? []
  const chosen = useSyncExternalStore(subscribeToChoice, () => data.getItem(localDataKeys.helpCountry) ?? "", () => "")
  const choose = useCallback((country: HelpCountry) => {
    data.setItem(localDataKeys.helpCountry, country.code)
    for (const listener of choiceListeners) listener()
  }, [data])
  return { country: helpCountry(pref, countries, site, chosen), countries, choose }
}
