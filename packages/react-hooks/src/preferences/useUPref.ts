/**
 * The uPref cookie as React state: where the ship-to country and currency live, so a
 * reload shows them (platform §3), and the languageFix cookie writer.
 *
 * @since 0.1.0
 */
"use client"
import { cookieString, decodeUPrefCookie, encodeUPrefCookie, languageFixCookieString, readCookie, type UPref } from "@outfitter/domain"
import { useCallback, useMemo, useSyncExternalStore } from "react"
import { type BrowserData, documentBrowserData } from "../browser/BrowserData.ts"
import { useRequestCookie } from "../browser/RequestCookies.ts"

const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** No uPref: what a server render shows when the provider was given no cookies. */
const noPref: UPref = {}

let lastRaw: string | undefined
let lastPref: UPref = noPref

/**
 * Reads uPref; the same object comes back while the cookie is unchanged.
 *
 * @category getters
 */
export const readUPref = (data: BrowserData = documentBrowserData): UPref => {
  const raw = readCookie(data.readCookies(), "uPref") ?? ""
  if (raw !== lastRaw) {
    lastRaw = raw
    lastPref = decodeUPrefCookie(raw)
  }
  return lastPref
}

/**
 * Writes uPref (365 days, path /) and tells every reader.
 *
 * @category actions
 */
export const writeUPref = (pref: UPref, data: BrowserData = documentBrowserData): void => {
  data.writeCookie(cookieString("uPref", encodeUPrefCookie(pref)))
  for (const listener of listeners) listener()
}

/**
 * Writes languageFix on the parent brand domain of `hostname` (90 days, path /).
 *
 * @category actions
 */
export const writeLanguageFix = (language: string, hostname: string, data: BrowserData = documentBrowserData): void => {
  const cookie = languageFixCookieString(language, hostname)
  if (cookie !== undefined) data.writeCookie(cookie)
}

/**
 * The uPref cookie and a writer; on a server, and while the browser hydrates, the
 * request's (the provider's `cookies`).
 *
 * @example
 * import { useUPref } from "@outfitter/react-hooks"
 * // const { pref, write } = useUPref()
 * @category hooks
 */
export const useUPref = (data: BrowserData = documentBrowserData) => {
  // what a server render shows, and the browser while it hydrates that HTML: the request's
  // uPref (the provider's `cookies`), never the last value read in the browser, which a part
  // of the page hydrated after another part had read the cookie would render
  const raw = useRequestCookie("uPref")
  const serverPref = useMemo(() => (raw === undefined ? noPref : decodeUPrefCookie(raw)), [raw])
  const pref = useSyncExternalStore(subscribe, () => readUPref(data), () => serverPref)
  const write = useCallback((next: UPref) => writeUPref(next, data), [data])
  return { pref, write }
}
