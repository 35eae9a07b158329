/**
 * The browser's loyalty cache, without React: session storage (platform §4 "Loyalty data
 * cache … in session storage"), and the combinator that hands a cache to a loyalty call.
 * The hooks use them through `useLoyaltyCache` (loyaltyCache.ts); a server's query
 * options pass none (the clients keep the entries in memory).
 *
 * @since 0.7.0
 */
import { type LoyaltyCacheShape, withLoyaltyCache } from "@outfitter/clients"
import { memberOwnerKey, removeLoyaltyEntries, withoutSecrets } from "@outfitter/domain"
import type * as Effect from "effect/Effect"
import { currentMember } from "../session/memberData.ts"

/**
 * A cache over a Web Storage object; session storage when none is given. Undefined when
 * there is no storage (server rendering, storage disabled): the client then keeps
 * entries in memory.
 *
 * The cache belongs to one member (on a shared device the next one must never see the
 * previous one's data): every read and write first compares the member the cookies name
 * now (`member`, document.cookie by default) with the one the storage was filled for,
 * and empties it when they differ, so a sign-in, a sign-out or a page loaded with another
 * member's cookies starts from nothing. An entry carrying a secret (the Apple wallet
 * token) is kept in this page's memory only and never written to storage: after a reload
 * it is a cache miss and is asked again.
 *
 * @example
 * import { sessionStorageLoyaltyCache } from "@outfitter/react-hooks"
 * const cache = sessionStorageLoyaltyCache()
 * @category constructors
 */
export const sessionStorageLoyaltyCache = (
  storage?: Pick<Storage, "getItem" | "setItem" | "key" | "length" | "removeItem">,
  options: { readonly member?: () => string } = {},
): LoyaltyCacheShape | undefined => {
  let store = storage
  if (store === undefined) {
    try {
      store = globalThis.sessionStorage
    } catch {
      // reading sessionStorage throws when storage is disabled
      return undefined
    }
  }
  if (store === undefined) return undefined
  const target = store
  const member = options.member ?? (() => currentMember())
  // entries with a secret, for this page only
  const inMemory = new Map<string, string>()
  const forget = () => {
    removeLoyaltyEntries(target)
    inMemory.clear()
  }
  const ownedByCurrentMember = () => {
    const current = member()
    if (target.getItem(memberOwnerKey) === current) return
    forget()
    target.setItem(memberOwnerKey, current)
  }
  return {
    get: (key) => {
      ownedByCurrentMember()
      return inMemory.get(key) ?? target.getItem(key)
    },
    set: (key, value) => {
      ownedByCurrentMember()
      let hadSecrets = false
      try {
        hadSecrets = withoutSecrets(JSON.parse(value)).hadSecrets
      } catch {
        // not JSON: nothing to look into
      }
      if (hadSecrets) {
        inMemory.set(key, value)
        target.removeItem(key)
      } else {
        inMemory.delete(key)
        target.setItem(key, value)
      }
    },
    clear: () => {
      forget()
      target.setItem(memberOwnerKey, member())
    },
  }
}

/**
 * Runs a clients program with the hooks' cache for its loyalty calls (the clients' own
 * in-memory cache when there is none).
 *
 * @example
 * import { Loyalty } from "@outfitter/clients"
 * import { withHooksLoyaltyCache } from "@outfitter/react-hooks"
 * withHooksLoyaltyCache(undefined, Loyalty.use((loyalty) => loyalty.get("info")))
 * @category combinators
 */
export const withHooksLoyaltyCache = <A, E, R>(
  cache: LoyaltyCacheShape | undefined,
  program: Effect.Effect<A, E, R>,
): Effect.Effect<A, E, R> => (cache === undefined ? program : withLoyaltyCache(cache)(program))
