/**
 * The country last chosen in the help overview's selector, kept in local storage
 * (`localDataKeys.helpCountry`) so a reload keeps it. A server render, and the browser while
 * it hydrates that HTML, show the page without it, as no request carries it; the choice
 * shows in the render right after. It is the help page's own: the shop's ship-to country
 * (uPref) stays the header menu's.
 */
import { localDataKeys } from "@outfitter/domain"
import { useSyncExternalStore } from "react"

const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

const read = (): string => {
  try {
    return globalThis.localStorage?.getItem(localDataKeys.helpCountry) ?? ""
  } catch {
    return "" // storage disabled: the page shows the ship-to country
  }
}

/** Keeps a country code as the help page's choice, and tells the page. */
export const chooseHelpCountry = (code: string): void => {
  try {
    globalThis.localStorage?.setItem(localDataKeys.helpCountry, code)
  } catch {
    // storage full or disabled: the choice lasts as long as the page
  }
  for (const listener of listeners) listener()
}

/** The country code chosen on the help page, "" when none is kept. */
export const useHelpCountryChoice = (): string => useSyncExternalStore(subscribe, read, () => "")
