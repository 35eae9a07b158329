/**
 * The browser's loyalty cache: session storage (platform §4 "Loyalty data cache … in
 * session storage"). The hooks hand it to every loyalty call; a host that wants another
 * store (or none) provides one through {@link LoyaltyCacheContext}.
 *
 * It is written against the clients' LoyaltyCacheShape (get/set string by key) without
 * importing the clients, so the page's first load does not pull them in.
 *
 * @since 0.1.0
 */
import { type LoyaltyCacheShape, withLoyaltyCache } from "@outfitter/clients"
import { memberOwnerKey, removeLoyaltyEntries, withoutSecrets } from "@outfitter/domain"
import type * as Effect from "effect/Effect"
import { createContext, useContext } from "react"
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

// The session-storage cache, made on first use rather than at import: importing the hooks
// reads no storage (server rendering, tests), and a page gets the same cache as before.
let sessionCache: { readonly cache: LoyaltyCacheShape | undefined } | undefined
const defaultCache = () => (sessionCache ??= { cache: sessionStorageLoyaltyCache() }).cache

/**
 * The context's default: stands for the session-storage cache, which useLoyaltyCache
 * returns in its place; read directly, it delegates to that cache (and, with no storage,
 * keeps nothing).
 */
const sessionStorageDefault: LoyaltyCacheShape = {
  get: (key) => defaultCache()?.get(key),
  set: (key, value) => defaultCache()?.set(key, value),
  clear: () => defaultCache()?.clear(),
}

/**
 * The cache the loyalty hooks use. The default is session storage; provide `undefined` to
 * keep loyalty data in the clients' memory only.
 *
 * @category contexts
 */
export const LoyaltyCacheContext = createContext<LoyaltyCacheShape | undefined>(sessionStorageDefault)

/**
 * The cache of the nearest LoyaltyCacheContext: session storage unless a host provided
 * another (or `undefined`, for the clients' memory).
 *
 * @category hooks
 */
export const useLoyaltyCache = (): LoyaltyCacheShape | undefined => {
  const cache = useContext(LoyaltyCacheContext)
  return cache === sessionStorageDefault ? defaultCache() : cache
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
