/**
 * The cookies the cookie-backed hooks read (selectedStore, uPref, geoLocation), out of a
 * request's Cookie header, for a server to hand to `OutfitterProvider`'s `cookies`.
 *
 * @since 0.7.0
 */
import { readCookie } from "@outfitter/domain"

/**
 * The names of the cookies the hooks render from: the selected store, the stored
 * preferences and the visitor's country. None of them says who is signed in.
 *
 * @category constants
 */
export const hookCookieNames = ["selectedStore", "uPref", "geoLocation"] as const

/**
 * Keeps only the cookies the cookie-backed hooks read (see {@link hookCookieNames}) from a
 * request's Cookie header: never the session's, so the string can be passed from a Server
 * Component to a client component as the provider's `cookies`. Total: anything that is not
 * a string has no cookies.
 *
 * @example
 * import { hookCookies } from "@outfitter/react-hooks/server"
 * hookCookies("WC_PERSISTENT=10051; selectedStore=10042; userType=R") // => "selectedStore=10042"
 * @category getters
 */
export const hookCookies = (cookieHeader: string | null | undefined): string => {
  if (typeof cookieHeader !== "string") return ""
  return hookCookieNames.flatMap((name) => {
    const value = readCookie(cookieHeader, name)
    return value === undefined ? [] : [`${name}=${value}`]
  }).join("; ")
}
