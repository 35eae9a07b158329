/**
 * What a preference change outcome does to the page: navigate, reload, the Android
 * checkout's native reload, clearing the gender preference. The browser's by default; a
 * test passes a recorder through PreferenceEffectsContext.
 */
import { createContext, useContext } from "react"

export interface PreferenceEffects {
  /** The address now, path and query (the outcome's language and filter rewrites start here). */
  readonly currentUrl: () => string
  readonly hostname: () => string
  readonly navigate: (url: string) => void
  readonly reload: () => void
  readonly nativeReload: () => void
  readonly clearGenderPreference: () => void
}

/** The local-storage key of the gender preference (the spec does not name it). */
export const genderPreferenceKey = "genderPreference"

interface AndroidBridge {
  readonly reload?: () => void
}

export const browserPreferenceEffects: PreferenceEffects = {
  currentUrl: () => `${window.location.pathname}${window.location.search}`,
  hostname: () => window.location.hostname,
  navigate: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  nativeReload: () => {
    const bridge = (window as { Android?: AndroidBridge }).Android
    if (typeof bridge?.reload === "function") bridge.reload()
    else window.location.reload()
  },
  clearGenderPreference: () => {
    try {
      window.localStorage.removeItem(genderPreferenceKey)
    } catch {
      // storage disabled: nothing to clear
    }
  },
}

export const PreferenceEffectsContext = createContext<PreferenceEffects>(browserPreferenceEffects)

export const usePreferenceEffects = (): PreferenceEffects => useContext(PreferenceEffectsContext)
