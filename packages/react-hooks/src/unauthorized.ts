/**
 * A refused session (HTTP 401 or 403, platform §6, §8): every Unauthorized error of the
 * queries and mutations goes to one handler. By default the page reloads, at most once per
 * page load, and a page the service refuses again shows its signed-out state; the
 * visitor's cookies are never touched. No React here: the provider installs it and
 * useSessionRefusal reads it.
 *
 * @since 0.1.0
 */
import { type LoyaltyCacheShape, registeredVisitor } from "@outfitter/clients"
import { uiTimings, type Visitor } from "@outfitter/domain"
import type { QueryClient } from "@tanstack/react-query"
import { clearMemberData, currentMember } from "./session/memberData.ts"

const isUnauthorized = (error: unknown): error is { readonly _tag: "Unauthorized"; readonly status: number } =>
  typeof error === "object" && error !== null && (error as { readonly _tag?: unknown })._tag === "Unauthorized"

/**
 * Sends every Unauthorized error of the client's queries and mutations to one handler,
 * so no page has to remember the rule. Returns the unsubscribe function.
 *
 * @category constructors
 */
export const onUnauthorizedErrors = (
  client: QueryClient,
  handler: (error: { readonly _tag: "Unauthorized"; readonly status: number }) => void,
): (() => void) => {
  const offQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && isUnauthorized(event.action.error)) {
      handler(event.action.error)
    }
  })
  const offMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error" && isUnauthorized(event.action.error)) {
      handler(event.action.error)
    }
  })
  return () => {
    offQueries()
    offMutations()
  }
}

/**
 * The session-storage entry that carries the reload from one page load to the next:
 * `reload:<page>` while a page has asked for it, `reloaded:<page>` once the page it
 * brought has started (so that page, refused again, does not reload). A sign-in clears it.
 *
 * @category constants
 */
export const unauthorizedReloadKey = "outfitter__reloadedForUnauthorized"

/** Each document's own id: when it began (distinct per page load), read only in a browser. */
let fallbackPageId: string | undefined
const pageLoadId = (): string => {
  const origin = globalThis.performance?.timeOrigin
  if (typeof origin === "number") return String(origin)
  fallbackPageId ??= Math.random().toString(36).slice(2)
  return fallbackPageId
}

const readMark = (): string | null => {
  try {
    return globalThis.sessionStorage?.getItem(unauthorizedReloadKey) ?? null
  } catch {
    return null
  }
}

/** Writes (or, with undefined, removes) the mark; whether it is now what was asked. */
const writeMark = (value: string | undefined): boolean => {
  try {
    if (value === undefined) globalThis.sessionStorage?.removeItem(unauthorizedReloadKey)
    else globalThis.sessionStorage?.setItem(unauthorizedReloadKey, value)
    return readMark() === (value ?? null)
  } catch {
    return false
  }
}

/** At start: this page load is the one a refused session's reload brought. */
const claimReload = (): void => {
  const mark = readMark()
  const me = pageLoadId()
  if (mark !== null && mark.startsWith("reload:") && mark !== `reload:${me}`) writeMark(`reloaded:${me}`)
}

/**
 * Whether this page load may still reload for a refused session: it has not asked for a
 * reload already and is not itself the reload. Asking writes the mark first; where it
 * cannot be written (storage disabled) the page does not reload, since the next page could
 * not tell it was the reload and would reload again.
 */
const askReload = (): boolean => {
  const me = pageLoadId()
  const mark = readMark()
  if (mark === `reload:${me}` || mark === `reloaded:${me}`) return false
  return writeMark(`reload:${me}`)
}

/**
 * A session the service refused (a 401 or 403), as the default handler records it for the
 * rest of the page load.
 *
 * @category models
 */
export interface SessionRefusal {
  /** 401 or 403. */
  readonly status: number
  /** The member the cookies named when the service refused ("anonymous" when none). */
  readonly member: string
  /** Whether the page is about to reload (the first refusal of a page load); false: it stays, signed out. */
  readonly reloading: boolean
}

/** The refusal recorded per query client, and the sign-in generation it belongs to. */
const refusals = new WeakMap<QueryClient, { readonly refusal: SessionRefusal; readonly generation: number }>()
let generation = 0
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

/**
 * The refusal the default handler recorded for this client, while it stands: until a
 * sign-in, and only while the cookies name the member it was for (another member signed in,
 * in this tab or another, has a session of their own).
 *
 * @category getters
 */
export const sessionRefusalOf = (client: QueryClient): SessionRefusal | undefined => {
  const entry = refusals.get(client)
  if (entry === undefined || entry.generation !== generation) return undefined
  return entry.refusal.member === currentMember() ? entry.refusal : undefined
}

/** Calls `listener` whenever a refusal is recorded or lifted; returns the unsubscribe function. @category constructors */
export const subscribeSessionRefusal = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * A sign-in succeeded: a recorded refusal no longer stands, and a later one may reload the
 * page once again.
 *
 * @category actions
 */
export const resetUnauthorizedReload = (): void => {
  generation += 1
  writeMark(undefined)
  notify()
}

/**
 * The visitor as the service left them: not signed in. A registered visitor becomes a
 * guest, a remembered one stays remembered (welcome back, sign in again); one who was not
 * signed in is unchanged.
 *
 * @example
 * import { signedOutVisitor } from "@outfitter/react-hooks"
 * signedOutVisitor({ kind: "registered", isLoggedIn: true, isRemembered: false })
 * // => { kind: "guest", isLoggedIn: false, isRemembered: false }
 * @category constructors
 */
export const signedOutVisitor = (visitor: Visitor): Visitor =>
  visitor.isLoggedIn ? { kind: visitor.kind === "registered" ? "guest" : visitor.kind, isLoggedIn: false, isRemembered: visitor.isRemembered } : visitor

/**
 * The provider's visitor: the host's (a registered one when none is given, as in the
 * clients), signed out while the service's refusal of the session stands, so
 * permission-checked calls are not sent again and the hooks show the signed-out state.
 */
export const visitorWithRefusal = (client: QueryClient, visitor: (() => Visitor) | undefined): () => Visitor => () => {
  const current = (visitor ?? (() => registeredVisitor))()
  return sessionRefusalOf(client) === undefined ? current : signedOutVisitor(current)
}

/**
 * The default handler of a refused session (HTTP 401 or 403, platform §6, §8: "reload the
 * page"). The first refusal of a member's session in a page load:
 * - records the refusal (useSessionRefusal), so the visitor reads as signed out and every
 *   member-scoped cache is dropped: nothing of the member stays on screen, and the pages
 *   show their signed-out state (sign-in on account pages);
 * - reloads the page 3 s later (uiTimings.reloadAfterPaymentChangeMs, the delay the spec
 *   gives after a payment change, so the failed state of the button that hit it can be
 *   seen), unless this page load already reloaded or is itself that reload: a session the
 *   service refuses again then stays signed out, with no reload loop.
 * The visitor's cookies are never touched: the session is the service's, and a reload may
 * find it accepted again. A sign-in before the reload (the refusal lifted) and
 * unsubscribing cancel a scheduled reload.
 */
export const reloadOnUnauthorized = (client: QueryClient, cache: LoyaltyCacheShape | undefined): (() => void) => {
  if (typeof window === "undefined") return () => undefined
  claimReload()
  let reload: ReturnType<typeof setTimeout> | undefined
  const cancelReload = () => {
    if (reload === undefined) return
    clearTimeout(reload)
    reload = undefined
    if (readMark() === `reload:${pageLoadId()}`) writeMark(undefined)
  }
  // a sign-in lifts the refusal: the page it was about to leave is signed in again
  const offLifted = subscribeSessionRefusal(() => {
    if (sessionRefusalOf(client) === undefined) cancelReload()
  })
  const off = onUnauthorizedErrors(client, (error) => {
    const member = currentMember()
    if (sessionRefusalOf(client)?.member === member) return
    const reloading = reload === undefined && askReload()
    refusals.set(client, { refusal: { status: error.status, member, reloading }, generation })
    notify()
    void clearMemberData(client, { cache })
    if (reloading) reload = setTimeout(() => window.location.reload(), uiTimings.reloadAfterPaymentChangeMs)
  })
  return () => {
    off()
    offLifted()
    if (reload === undefined) return
    cancelReload()
    const entry = refusals.get(client)
    if (entry !== undefined) refusals.set(client, { ...entry, refusal: { ...entry.refusal, reloading: false } })
    notify()
  }
}
