/**
 * Dropping everything kept for a member, so the next person on a shared device starts
 * from nothing: the loyalty cache (session storage and the entries held in memory), the
 * local remembered copy, every mutation (their variables included) and every cached
 * answer that belongs to a member (the domain's `isMemberScopedKey`: everything but the
 * store locator, products and maps). Queries on screen are reset and asked again, as the
 * new member. The owner marker in local storage (the domain's `memberOwnerKey`) then names
 * the member the cookies name now: "anonymous" after a sign-out, never the last member's
 * id.
 *
 * It runs after a sign-in and a sign-out, when the service refuses the session (HTTP 401
 * or 403), and when the cookies name another member than the page last saw (another tab
 * signed in or out; checked when the page regains focus).
 *
 * @since 0.1.0
 */
import type { LoyaltyCacheShape } from "@outfitter/clients"
import { anonymousMember, isMemberScopedKey, memberOwnerKey, sessionMemberOf, signedInCookieNames } from "@outfitter/domain"
import type { QueryClient } from "@tanstack/react-query"
import { type BrowserData, documentBrowserData } from "../browser/BrowserData.ts"
import { writeRememberedCopy } from "./browserVisitor.ts"

/**
 * The member the browser's cookies name now ("anonymous" when nobody is signed in).
 *
 * @category getters
 */
export const currentMember = (data: BrowserData = documentBrowserData): string => {
  try {
    return sessionMemberOf(data.readCookies())
  } catch {
    return anonymousMember
  }
}

/**
 * Drops every member-scoped thing the page keeps; resolves when the queries on screen
 * have been asked again.
 *
 * @example
 * import { QueryClient } from "@tanstack/react-query"
 * import { clearMemberData } from "@outfitter/react-hooks"
 * await clearMemberData(new QueryClient(), { cache: undefined })
 * @category actions
 */
export const clearMemberData = async (
  queryClient: QueryClient,
  options: { readonly cache: LoyaltyCacheShape | undefined; readonly data?: BrowserData },
): Promise<void> => {
  try {
    options.cache?.clear()
  } catch {
    // storage refused: its entries are scoped to the member anyway
  }
  const data = options.data ?? documentBrowserData
  writeRememberedCopy(undefined, data)
  // whose data the browser now holds: nobody's after a sign-out
  data.setItem(memberOwnerKey, currentMember(data))
  queryClient.getMutationCache().clear()
  const memberScoped = { predicate: (query: { readonly queryKey: ReadonlyArray<unknown> }) => isMemberScopedKey(query.queryKey) }
  await queryClient.cancelQueries(memberScoped)
  queryClient.removeQueries({ ...memberScoped, type: "inactive" })
  await queryClient.resetQueries(memberScoped).catch(() => undefined)
}

/**
 * Expires the cookies that say a member is signed in (the domain's
 * `signedInCookieNames`), on the path the storefront uses: for a host that signs the
 * browser out itself. The provider never calls it; a refused session leaves the cookies to
 * the service that set them.
 *
 * @category actions
 */
export const expireSignedInCookies = (data: BrowserData = documentBrowserData): void => {
  for (const name of signedInCookieNames(data.readCookies())) {
    data.writeCookie(`${name}=; Max-Age=0; Path=/; SameSite=Lax`)
  }
}
