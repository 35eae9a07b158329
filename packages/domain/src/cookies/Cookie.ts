/**
 * Cookie names, lifetimes and the document.cookie string. Rules: platform §3 "Cookies and
 * local data", §9.
 *
 * Where the spec is silent: a name that is not one of the spec's cookies, or a value that
 * is not a string, gives the empty cookie string; a header that is not a string has no
 * cookies.
 *
 * @since 0.1.0
 */
import { fieldsOf, textOf } from "../kernel/Untrusted.ts"

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
  if (typeof name !== "string" || !Object.hasOwn(cookieLifetimes, name) || typeof encodedValue !== "string") return ""
  const life = cookieLifetimes[name]
  const given = fieldsOf(options).domain
  const domain = typeof given === "string" ? `; Domain=${given}` : ""
  return `${name}=${encodedValue}; Max-Age=${life.days * secondsPerDay}; Path=${life.path}${domain}; SameSite=Lax`
}

/**
 * A cookie string as the page at `protocol` writes it: on https it is also `Secure` (never
 * sent over plain http). A cookie that is not a string gives the empty cookie string. Every cookie the storefront writes is SameSite=Lax already
 * ({@link cookieString}). The spec lists lifetimes and paths only; Secure is Outfitter's.
 *
 * @example
 * import { secureCookieFor } from "@outfitter/domain"
 * secureCookieFor("uPref=x; Path=/; SameSite=Lax", "https:") // => "uPref=x; Path=/; SameSite=Lax; Secure"
 * secureCookieFor("uPref=x; Path=/; SameSite=Lax", "http:") // => "uPref=x; Path=/; SameSite=Lax"
 * @category encoding
 */
export const secureCookieFor = (cookie: string, protocol: unknown): string => {
  const text = textOf(cookie)
  return protocol === "https:" && !/;\s*secure\s*(;|$)/i.test(text) ? `${text}; Secure` : text
}

/**
 * Reads one cookie's raw value out of a Cookie header or document.cookie string. When a
 * name repeats, the first occurrence is kept: browsers list the most specific path first.
 *
 * @category parsing
 */
export const readCookie = (cookieHeader: string, name: string): string | undefined => {
  for (const part of textOf(cookieHeader).split(";")) {
    const index = part.indexOf("=")
    if (index < 0) continue
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim()
  }
  return undefined
}

/**
 * decodeURIComponent that never throws: a malformed escape leaves the text as it was; a
 * value that is not a string decodes to the empty string.
 *
 * @category parsing
 */
export const safeDecodeURIComponent = (text: string): string => {
  if (typeof text !== "string") return ""
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
