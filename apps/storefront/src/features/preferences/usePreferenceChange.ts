/**
 * The preference change flow (platform §4): the stateful button around the service call
 * (processing at least 1.5 s, success shown 1 s), then the domain's outcome carried out.
 *
 * The real service sets uPref itself; the embedded fixtures cannot set the page's cookies,
 * so after a successful country change the page writes shipTo and the country's default
 * currency with the domain's `uPrefAfterCountryChange` (harmless against the real service,
 * which writes the same values).
 */
import {
  type Country,
  currencyChangeFailure,
  decidePreferenceChange,
  type Language,
  type PreferenceChangeOutcome,
  type PreferencePageType,
  type StoreSettings,
  uPrefAfterCountryChange,
} from "@outfitter/domain"
import { useChangeLanguageCurrency, useChangePreference, useStatefulButton, useUPref, writeLanguageFix } from "@outfitter/react-hooks"
import { useCallback } from "react"
import { usePreferenceEffects } from "./preferenceEffects.ts"

export interface PreferenceChangeContext {
  readonly countries: ReadonlyArray<Country>
  readonly currentLanguage: Language | undefined
  readonly settings: Pick<StoreSettings, "currencyFeature" | "siteExperience" | "defaultCurrency" | "langId">
  readonly pageType?: PreferencePageType
  readonly isCheckout?: boolean
}

export const usePreferenceChange = (context: PreferenceChangeContext) => {
  const button = useStatefulButton()
  const effects = usePreferenceEffects()
  const update = useChangePreference()
  const languageCurrency = useChangeLanguageCurrency()
  const { pref, write } = useUPref()

  const apply = useCallback((outcome: PreferenceChangeOutcome) => {
    switch (outcome._tag) {
      case "TransferBag":
        effects.clearGenderPreference()
        return effects.navigate(outcome.url)
      case "RefusedRedirect":
        // a url from the response that is not this site's nor an allowed origin: not followed
        return effects.reload()
      case "SetCurrencyThenReload":
        return effects.reload()
      case "SetLanguageThenNavigate":
        writeLanguageFix(outcome.language, effects.hostname())
        return effects.navigate(outcome.url)
      case "NativeReload":
        return effects.nativeReload()
      case "NavigateWithoutFilters":
        return effects.navigate(outcome.url)
      case "Reload":
        return effects.reload()
    }
  }, [effects])

  const change = useCallback(async (change: { readonly _tag: "Country"; readonly country: string } | { readonly _tag: "Language"; readonly language: string }) => {
    const result = await button.run(() =>
      update.mutateAsync(change._tag === "Country" ? { country: change.country, isCheckout: context.isCheckout } : { language: change.language, isCheckout: context.isCheckout })
    )
    if (!result.ok) return
    const outcome = decidePreferenceChange({
      change,
      response: result.value,
      currentLanguage: context.currentLanguage?.iso,
      settings: context.settings,
      countries: context.countries,
      pageType: context.pageType ?? "other",
      currentUrl: effects.currentUrl(),
    })
    if (change._tag === "Country") write(uPrefAfterCountryChange(pref, result.value.country ?? change.country, context.countries, context.settings))
    if (outcome._tag === "SetCurrencyThenReload") write({ ...pref, shipTo: outcome.country, cur: outcome.currency })
    apply(outcome)
  }, [button, update, context, effects, pref, write, apply])

  /** Currency: on success write it and reload; on failure write it anyway, then reload (platform §4). */
  const changeCurrency = useCallback(async (country: string, currency: string) => {
    const result = await button.run(() =>
      languageCurrency.mutateAsync({ country, currency, langId: context.currentLanguage?.id, url: effects.currentUrl() })
    )
    write(result.ok ? { ...pref, shipTo: country, cur: currency } : currencyChangeFailure(pref, currency).uPref)
    effects.reload()
  }, [button, languageCurrency, context, effects, pref, write])

  return { state: button.state, change, changeCurrency }
}
