/**
 * Drops member-scoped data when the signed-in member changes under the page.
 *
 * @since 0.1.0
 */
import type { LoyaltyCacheShape } from "@outfitter/clients"
import { memberOwnerKey } from "@outfitter/domain"
import type { QueryClient } from "@tanstack/react-query"
import { documentBrowserData } from "../browser/BrowserData.ts"
import { writeRememberedCopy } from "./browserVisitor.ts"
import { clearMemberData, currentMember } from "./memberData.ts"

/**
 * Drops member-scoped data when the cookies name another member than the page last saw:
 * at mount for the local remembered copy (the loyalty cache checks its owner itself), and
 * whenever the page regains focus (another tab signed in or out).
 */
export const watchMember = (client: QueryClient, cache: LoyaltyCacheShape | undefined): (() => void) => {
  if (typeof window === "undefined") return () => undefined
  const data = documentBrowserData
  let last = currentMember(data)
  const owner = data.getItem(memberOwnerKey)
  // a copy kept for someone else; with no owner recorded yet, the copy is this member's
  if (owner !== null && owner !== last) writeRememberedCopy(undefined, data)
  if (owner !== last) data.setItem(memberOwnerKey, last)
  const check = () => {
    const now = currentMember(data)
    if (now === last) return
    last = now
    data.setItem(memberOwnerKey, now)
    void clearMemberData(client, { cache, data })
  }
  window.addEventListener("focus", check)
  document.addEventListener("visibilitychange", check)
  return () => {
    window.removeEventListener("focus", check)
    document.removeEventListener("visibilitychange", check)
  }
}
