/**
 * Cookie names, lifetimes and the document.cookie string form (platform §3, §9).
 *
 * @since 0.1.0
 */

/**
 * Lifetimes and paths of the cookies the spec names (platform §3 table, §9).
 * geoLocation's path is not shown in the spec; it is set on "/" like the others so every
 * page reads the same value.
 *
 * @category constants
 */
export const cookieLifetimes = {
  uPref: { days: 365, path: "/" },
  geoLocation: { days: 365, path: "/" },
  selectedStore: { days: 30, path: "/" },
  languageFix: { days: 90, path: "/" },
} as const

/** @category models */
export type CookieName = keyof typeof cookieLifetimes

const secondsPerDay = 86_400

/**
 * The string to assign to document.cookie (or send as Set-Cookie) for one of the spec's
 * cookies, with its lifetime and path. The value must already be encoded by its codec.
 *
 * @example
 * import { cookieString } from "@outfitter/domain"
 * cookieString("selectedStore", "10042") // => "selectedStore=10042; Max-Age=2592000; Path=/; SameSite=Lax"
 * @category encoding
 */
export const cookieString = (name: CookieName, encodedValue: string, options: { readonly domain?: string } = {}): string => {
  const life = cookieLifetimes[name]
  const domain = options.domain === undefined ? "" : `; Domain=${options.domain}`
  return `${name}=${encodedValue}; Max-Age=${life.days * secondsPerDay}; Path=${life.path}${domain}; SameSite=Lax`
}

/**
 * A cookie string as the page at `protocol` writes it: on https it is also `Secure` (never
 * sent over plain http). Every cookie the storefront writes is SameSite=Lax already
 * ({@link cookieString}). The spec lists lifetimes and paths only; Secure is Outfitter's.
 *
 * @example
 * import { secureCookieFor } from "@outfitter/domain"
 * secureCookieFor("uPref=x; Path=/; SameSite=Lax", "https:") // => "uPref=x; Path=/; SameSite=Lax; Secure"
 * secureCookieFor("uPref=x; Path=/; SameSite=Lax", "http:") // => "uPref=x; Path=/; SameSite=Lax"
 * @category encoding
 */
export const secureCookieFor = (cookie: string, protocol: unknown): string =>
  protocol === "https:" && !/;\s*secure\s*(;|$)/i.test(cookie) ? `${cookie}; Secure` : cookie

/**
 * Reads one cookie's raw value out of a Cookie header or document.cookie string. When a
 * name repeats, the first occurrence is kept: browsers list the most specific path first.
 *
 * @category parsing
 */
export const readCookie = (cookieHeader: string, name: string): string | undefined => {
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=")
    if (index < 0) continue
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

/**
 * decodeURIComponent that never throws: a malformed escape leaves the text as it was.
 *
 * @category parsing
 */
export const safeDecodeURIComponent = (text: string): string => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
