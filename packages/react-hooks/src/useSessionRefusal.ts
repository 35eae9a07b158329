/**
 * Whether the service has refused the visitor's session in this page load, for a host
 * that shows its own sign-in prompt.
 *
 * @since 0.7.0
 */
"use client"
import { useQueryClient } from "@tanstack/react-query"
import { useCallback, useSyncExternalStore } from "react"
import { useRunClient } from "./OutfitterProvider.ts"
import { type SessionRefusal, sessionRefusalOf, subscribeSessionRefusal } from "./unauthorized.ts"

/**
 * The refusal of the visitor's session (a 401 or 403) the provider's default
 * `onUnauthorized` recorded, or undefined while the session stands. With `reloading` the
 * page is about to reload (the first refusal of a page load); without it the page stays:
 * show the sign-in prompt. It lasts until a sign-in (useSignIn) or until the cookies name
 * another member. A provider given its own `onUnauthorized` records none. Always undefined
 * in a server render.
 *
 * @example
 * ```tsx
 * import { useSessionRefusal } from "@outfitter/react-hooks"
 *
 * export const SessionNotice = () => {
 *   const refusal = useSessionRefusal()
 *   if (refusal === undefined) return null
 *   return <p role="status">{refusal.reloading ? "Your session has ended; reloading…" : "Please sign in again."}</p>
 * }
 * ```
 * @category hooks
 */
export const useSessionRefusal = (): SessionRefusal | undefined => {
  // outside a provider this fails with the sentence that says where it belongs
  useRunClient("useSessionRefusal")
  const client = useQueryClient()
  const snapshot = useCallback(() => sessionRefusalOf(client), [client])
  return useSyncExternalStore(subscribeSessionRefusal, snapshot, () => undefined)
}
