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

// The cookies as this run of script read them, kept until its microtasks run: a render
// reads the visitor, the preferences and the selected store from the cookies in many
// hooks, and each read of document.cookie asks the browser's cookie store (several ms of
// the task after a hydration, under a 4× CPU slowdown). Nothing can change them in
// between but a write, and a write through writeCookie drops what was kept.
let cookiesRead: string | undefined

/**
 * The browser's cookies and local storage. The cookies read are kept until the
 * microtasks of the script that read them (a render, an event handler) run, so a render
 * that reads them in many hooks asks the browser once; a write through it is read back at
 * once.
 *
 * @category constructors
 */
export const documentBrowserData: BrowserData = {
  readCookies: () => {
    if (typeof document === "undefined") return ""
    if (cookiesRead === undefined) {
      cookiesRead = document.cookie
      queueMicrotask(() => (cookiesRead = undefined))
    }
    return cookiesRead
  },
  writeCookie: (cookie) => {
    // Secure on https (the domain's secureCookieFor)
    if (typeof document !== "undefined") document.cookie = secureCookieFor(cookie, globalThis.location?.protocol)
    cookiesRead = undefined
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
