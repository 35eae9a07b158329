/**
 * Who is visiting: generic, guest, remembered or registered, from signals the host reads.
 * Rules: platform §1, §4 "Remembered visitors", §6.
 *
 * Where the spec is silent: the cookie names are the commerce platform's (`WC_PERSISTENT`,
 * `WC_USERACTIVITY_{id}`; `visitorSignalsFromCookies` alone knows them); a signal of the
 * wrong type reads as absent, and signals that are not an object are a generic visitor.
 *
 * @since 0.1.0
 */
import { readCookie, safeDecodeURIComponent } from "../cookies/index.ts"
import { fieldsOf, stringOf, textOf } from "../kernel/Untrusted.ts"

/** The anonymous (generic) user's activity id (platform §9). @category constants */
export const anonymousUserId = "-1002"

/** @category models */
export type VisitorKind = "generic" | "guest" | "remembered" | "registered"

/** What the rule reads. @category models */
export interface VisitorSignals {
  /** A persistent cookie for this store exists. */
  readonly hasPersistentCookie: boolean
  /** The activity user id, when there is one. */
  readonly activityUserId: string | undefined
  /** The userType cookie's value. */
  readonly userType: string | undefined
  /** The remembered call's answer; undefined when it has not been asked. */
  readonly isRemembered: boolean | undefined
}

/** @category models */
export interface Visitor {
  readonly kind: VisitorKind
  /** userType R with the store's persistent cookie: signed in, even when also remembered. */
  readonly isLoggedIn: boolean
  readonly isRemembered: boolean
}

/**
 * Generic means no persistent cookie for the store and no activity user id, or the
 * activity id -1002 (platform §6).
 *
 * @category predicates
 */
export const isGenericVisitor = (signals: Pick<VisitorSignals, "hasPersistentCookie" | "activityUserId">): boolean => {
  const { hasPersistentCookie, activityUserId } = fieldsOf(signals)
  const id = stringOf(activityUserId)
  return id === anonymousUserId || (hasPersistentCookie !== true && (id === undefined || id === ""))
}

/**
 * Logged in: cookie type R plus a persistent cookie for the store (platform §6).
 *
 * @category predicates
 */
export const isLoggedInVisitor = (signals: Pick<VisitorSignals, "hasPersistentCookie" | "userType">): boolean => {
  const { userType, hasPersistentCookie } = fieldsOf(signals)
  return userType === "R" && hasPersistentCookie === true
}

/**
 * Decides the visitor. Generic first (nothing known), then remembered (known, needs to
 * sign in again: guest navigation, welcome-back sign-in), then registered, else guest.
 *
 * @example
 * import { decideVisitor } from "@outfitter/domain"
 * decideVisitor({ hasPersistentCookie: true, activityUserId: "5001", userType: "R", isRemembered: false }).kind
 * // => "registered"
 * @category constructors
 */
export const decideVisitor = (signals: VisitorSignals): Visitor => {
  const isLoggedIn = !isGenericVisitor(signals) && isLoggedInVisitor(signals)
  const isRemembered = fieldsOf(signals)["isRemembered"] === true && !isGenericVisitor(signals)
  const kind: VisitorKind = isGenericVisitor(signals)
    ? "generic"
    : isRemembered
    ? "remembered"
    : isLoggedIn
    ? "registered"
    : "guest"
  return { kind, isLoggedIn, isRemembered }
}

/** The persistent cookie's name. @category constants */
export const persistentCookieName = "WC_PERSISTENT"
const activityCookie = /^WC_USERACTIVITY_(-?\d+)$/

/**
 * Reads the cookie signals from a Cookie header or document.cookie. The persistent cookie
 * counts for a store when its value, URL-decoded and split on ';' or ',', has the store
 * id as one of its parts. A cookie whose value is empty (being cleared) counts as absent.
 *
 * @category parsing
 */
export const visitorSignalsFromCookies = (
  givenHeader: string,
  storeId: string,
  givenRemembered?: boolean,
): VisitorSignals => {
  const cookieHeader = textOf(givenHeader)
  const isRemembered = typeof givenRemembered === "boolean" ? givenRemembered : undefined
  const persistent = readCookie(cookieHeader, persistentCookieName)
  const hasPersistentCookie = persistent !== undefined &&
    safeDecodeURIComponent(persistent).split(/[;,]/).some((part) => part.trim() === storeId)
  let activityUserId: string | undefined
  for (const part of cookieHeader.split(";")) {
    const name = part.slice(0, Math.max(0, part.indexOf("="))).trim()
    const match = activityCookie.exec(name)
    // A cleared cookie (empty value, not yet expired) is no activity.
    if (match !== null && part.slice(part.indexOf("=") + 1).trim() !== "") {
      activityUserId = match[1]
      if (activityUserId !== anonymousUserId) break
    }
  }
  return { hasPersistentCookie, activityUserId, userType: readCookie(cookieHeader, "userType"), isRemembered }
}
