/**
 * Whose data a browser holds, which cached data belongs to a member, which cookies say
 * "signed in", and which fields never go to storage. Rules: platform §4 "Shared devices"
 * (Outfitter's own).
 *
 * @since 0.1.0
 */
import { readCookie } from "../cookies/index.ts"
import { listOf } from "../kernel/Untrusted.ts"
import { anonymousUserId, persistentCookieName, visitorSignalsFromCookies } from "./Visitor.ts"

/**
 * The member a cookie header names: the activity user id, or `"anonymous"` when there is
 * none (or only the anonymous id). Total: any string in, a non-empty string out.
 *
 * @example
 * import { sessionMemberOf } from "@outfitter/domain"
 * sessionMemberOf("userType=R; WC_USERACTIVITY_5001=5001%2C10051") // => "5001"
 * sessionMemberOf("") // => "anonymous"
 * @category getters
 */
export const sessionMemberOf = (cookieHeader: unknown): string => {
  if (typeof cookieHeader !== "string") return anonymousMember
  const id = visitorSignalsFromCookies(cookieHeader, "").activityUserId
  return id === undefined || id === anonymousUserId ? anonymousMember : id
}

/** What {@link sessionMemberOf} answers when no member is signed in. @category constants */
export const anonymousMember = "anonymous"

/**
 * The storage key under which a browser records whose member-scoped data it holds.
 *
 * @category constants
 */
export const memberOwnerKey = "outfitter__member"

/**
 * The query-key roots of data that belongs to no member: the store locator, products and
 * maps. Every other cached answer (the user and its preferences, loyalty, points,
 * rewards, orders, addresses, cards, the session's visitor) belongs to the member and is
 * dropped when the member changes.
 *
 * @category constants
 */
export const sharedQueryRoots: ReadonlyArray<string> = ["storelocator", "product", "maps"]

/**
 * Whether a cached answer (by its query key) belongs to the member signed in; a key that is
 * not a list (or has no text root) does, so it is dropped when the member changes.
 *
 * @example
 * import { isMemberScopedKey } from "@outfitter/domain"
 * isMemberScopedKey(["loyalty", "info"]) // => true
 * isMemberScopedKey(["storelocator", "search", {}]) // => false
 * @category predicates
 */
export const isMemberScopedKey = (queryKey: ReadonlyArray<unknown>): boolean => {
  const root = listOf(queryKey)[0]
  return !(typeof root === "string" && sharedQueryRoots.includes(root))
}

/**
 * The names of the cookies in a cookie header that say a member is signed in: the
 * activity cookies, userType and the persistent cookie. Expiring them signs the browser
 * out, for a host that ends the session itself (a refused session, HTTP 401 or 403, leaves
 * them to the service).
 *
 * @example
 * import { signedInCookieNames } from "@outfitter/domain"
 * signedInCookieNames("userType=R; WC_PERSISTENT=10051; WC_USERACTIVITY_5001=x; uPref=y")
 * // => ["userType", "WC_PERSISTENT", "WC_USERACTIVITY_5001"]
 * @category getters
 */
export const signedInCookieNames = (cookieHeader: unknown): Array<string> => {
  if (typeof cookieHeader !== "string") return []
  return cookieHeader
    .split(";")
    .map((part) => part.slice(0, Math.max(0, part.indexOf("="))).trim())
    .filter((name) => name === "userType" || name === persistentCookieName || /^WC_USERACTIVITY_-?\d+$/.test(name))
    .filter((name, index, names) => names.indexOf(name) === index && readCookie(cookieHeader, name) !== undefined)
}

/**
 * Fields that are secrets: kept in memory for the page, never written to storage.
 *
 * @category constants
 */
export const secretFields: ReadonlyArray<string> = ["appleToken"]

/** @category models */
export interface SecretSplit {
  /** The value with every secret field removed, at any depth. */
  readonly kept: unknown
  /** Whether any secret field was removed. */
  readonly hadSecrets: boolean
}

/**
 * Removes every {@link secretFields} field from a JSON-like value, at any depth. Total: a
 * value that is not an object or array comes back as it is.
 *
 * @example
 * import { withoutSecrets } from "@outfitter/domain"
 * withoutSecrets({ response: { firstName: "Ada", appleToken: "t" } })
 * // => { kept: { response: { firstName: "Ada" } }, hadSecrets: true }
 * @category transformations
 */
export const withoutSecrets = (value: unknown): SecretSplit => {
  let hadSecrets = false
  const walk = (node: unknown, depth: number): unknown => {
    if (depth > 64 || typeof node !== "object" || node === null) return node
    if (Array.isArray(node)) return node.map((item) => walk(item, depth + 1))
    const out: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(node)) {
      if (secretFields.includes(key)) {
        hadSecrets = true
        continue
      }
      out[key] = walk(field, depth + 1)
    }
    return out
  }
  const kept = walk(value, 0)
  return { kept, hadSecrets }
}
