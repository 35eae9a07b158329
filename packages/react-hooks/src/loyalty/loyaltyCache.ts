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
import type { Clients, LoyaltyCacheShape } from "@outfitter/clients"
import { removeLoyaltyEntries } from "@outfitter/domain"
import type * as Effect from "effect/Effect"
import { createContext, useContext } from "react"
import type { ClientsModule } from "../OutfitterProvider.ts"

/**
 * A cache over a Web Storage object; session storage when none is given. Undefined when
 * there is no storage (server rendering, storage disabled): the client then keeps
 * entries in memory.
 *
 * @example
 * import { sessionStorageLoyaltyCache } from "@outfitter/react-hooks"
 * const cache = sessionStorageLoyaltyCache()
 * @category constructors
 */
export const sessionStorageLoyaltyCache = (
  storage?: Pick<Storage, "getItem" | "setItem" | "key" | "length" | "removeItem">,
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
  return {
    get: (key) => target.getItem(key),
    set: (key, value) => target.setItem(key, value),
    clear: () => removeLoyaltyEntries(target),
  }
}

/**
 * The cache the loyalty hooks use. The default is session storage; provide `undefined` to
 * keep loyalty data in the clients' memory only.
 *
 * @category contexts
 */
export const LoyaltyCacheContext = createContext<LoyaltyCacheShape | undefined>(sessionStorageLoyaltyCache())

/**
 * The cache of the nearest LoyaltyCacheContext.
 *
 * @category hooks
 */
export const useLoyaltyCache = (): LoyaltyCacheShape | undefined => useContext(LoyaltyCacheContext)

/**
 * Runs a clients program with the hooks' cache for its loyalty calls (the clients' own
 * in-memory cache when there is none).
 *
 * @category combinators
 */
export const withHooksLoyaltyCache = <A, E>(
  clients: ClientsModule,
  cache: LoyaltyCacheShape | undefined,
  program: Effect.Effect<A, E, Clients>,
): Effect.Effect<A, E, Clients> => (cache === undefined ? program : clients.withLoyaltyCache(cache)(program))
