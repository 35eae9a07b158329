/**
 * The one place the hooks touch the browser's cookies and local storage: BrowserData, the
 * browser's by default and a fake in tests or server rendering. The lowest floor of the
 * package: every context (session, stores, preferences) reads and writes through it, and
 * it imports none of them. Nothing here runs on import.
 *
 * @since 0.1.0
 */
import { secureCookieFor } from "@outfitter/domain"

/**
 * Where cookies and local data are read and written; the browser's by default, a fake in
 * tests or server rendering.
 *
 * @category models
 */
export interface BrowserData {
  readonly readCookies: () => string
  readonly writeCookie: (cookie: string) => void
  readonly getItem: (key: string) => string | null
  readonly setItem: (key: string, value: string) => void
}

/** @category constructors */
export const documentBrowserData: BrowserData = {
  readCookies: () => (typeof document === "undefined" ? "" : document.cookie),
  writeCookie: (cookie) => {
    // Secure on https (the domain's secureCookieFor)
    if (typeof document !== "undefined") document.cookie = secureCookieFor(cookie, globalThis.location?.protocol)
  },
  getItem: (key) => {
    try {
      return globalThis.localStorage?.getItem(key) ?? null
    } catch {
      return null // storage disabled: the cookie still works
    }
  },
  setItem: (key, value) => {
    try {
      globalThis.localStorage?.setItem(key, value)
    } catch {
      // storage full or disabled: the cookie is the source of truth anyway
    }
  },
}


/**
 * The cookies of one request, read only: what a server render and the server's runner
 * read (no local storage, nothing written).
 *
 * @category constructors
 */
export const cookieBrowserData = (cookies: string): BrowserData => ({
  readCookies: () => cookies,
  writeCookie: () => undefined,
  getItem: () => null,
  setItem: () => undefined,
})
