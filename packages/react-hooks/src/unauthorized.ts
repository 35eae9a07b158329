/**
 * A refused session (HTTP 401 or 403, platform §6, §8): every Unauthorized error of the
 * queries and mutations goes to one handler; by default the session is cleared and the
 * page reloads, at most once per tab.
 *
 * @since 0.1.0
 */
import type { LoyaltyCacheShape } from "@outfitter/clients"
import { uiTimings } from "@outfitter/domain"
import type { QueryClient } from "@tanstack/react-query"
import { clearMemberData, currentMember, expireSignedInCookies } from "./session/memberData.ts"

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
 * The session-storage flag that says this tab has already reloaded once for a refused
 * session; a sign-in clears it.
 *
 * @category constants
 */
export const unauthorizedReloadKey = "outfitter__reloadedForUnauthorized"

const sessionFlag = {
  get: (): boolean => {
    try {
      return globalThis.sessionStorage?.getItem(unauthorizedReloadKey) === "1"
    } catch {
      return false
    }
  },
  set: (on: boolean): void => {
    try {
      if (on) globalThis.sessionStorage?.setItem(unauthorizedReloadKey, "1")
      else globalThis.sessionStorage?.removeItem(unauthorizedReloadKey)
    } catch {
      // storage disabled: without the flag a second refusal reloads no more than the first
    }
  },
}

/** A sign-in succeeded: a later refusal may reload the page once again. @category actions */
export const resetUnauthorizedReload = (): void => sessionFlag.set(false)

/**
 * The default handler of a refused session (HTTP 401 or 403, platform §6, §8): the
 * session is cleared once (the signed-in cookies expired, every member-scoped cache
 * dropped, so the page shows its signed-out state: sign-in on account pages), then the
 * page reloads 3 s later, as the spec asks, but at most once per tab: when cookies the
 * page cannot clear keep saying "signed in" and the service keeps refusing, a reload
 * loop would follow, so a second refusal clears again and does not reload. Unsubscribing
 * cancels a scheduled reload.
 */
export const signOutOnUnauthorized = (client: QueryClient, cache: LoyaltyCacheShape | undefined): (() => void) => {
  let reload: ReturnType<typeof setTimeout> | undefined
  let handledFor: string | undefined
  const off = onUnauthorizedErrors(client, () => {
    if (typeof window === "undefined") return
    const member = currentMember()
    if (handledFor === member) return
    expireSignedInCookies()
    handledFor = currentMember()
    void clearMemberData(client, { cache })
    if (reload !== undefined || sessionFlag.get()) return
    sessionFlag.set(true)
    reload = setTimeout(() => window.location.reload(), uiTimings.reloadAfterPaymentChangeMs)
  })
  return () => {
    off()
    clearTimeout(reload)
  }
}
