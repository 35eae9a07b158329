/**
 * The store the loyalty client caches responses in (platform §4 "Loyalty data cache"): a
 * small get/set-string-by-key service, so a browser host gives it session storage and
 * everything else keeps entries in memory.
 *
 * The client looks the cache up on every call: a LoyaltyCache in the call's own context
 * (see {@link withLoyaltyCache}) wins, else the in-memory one the Loyalty layer made.
 * So the React hooks can hand their session-storage cache to each call without the
 * clients layer knowing about the browser.
 *
 * The methods are plain synchronous functions (session storage is synchronous); the
 * client calls them inside Effect.try, so a storage that throws (quota, disabled storage)
 * degrades to "not cached" and never fails a call.
 *
 * @since 0.1.0
 */
import { removeLoyaltyEntries } from "@outfitter/domain/loyalty"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

/** A string store: what session storage offers, reduced to the two calls the cache needs. @category models */
export interface LoyaltyCacheShape {
  /** The entry under `key`, or undefined (null is accepted, as Storage.getItem returns it). */
  readonly get: (key: string) => string | null | undefined
  readonly set: (key: string, value: string) => void
  /** Drops every loyalty entry (after the member's data changed). */
  readonly clear: () => void
}

/**
 * A cache over a Map, for the CLI, tests and hosts without session storage.
 *
 * @example
 * import { memoryLoyaltyCache } from "@outfitter/clients"
 * const cache = memoryLoyaltyCache()
 * cache.set("loyalty__info", "{}")
 * cache.get("loyalty__info") // => "{}"
 * @category constructors
 */
export const memoryLoyaltyCache = (): LoyaltyCacheShape => {
  const entries = new Map<string, string>()
  return { get: (key) => entries.get(key), set: (key, value) => void entries.set(key, value), clear: () => entries.clear() }
}

/**
 * A cache over a Web Storage object (session storage in a browser).
 *
 * @example
 * import { storageLoyaltyCache } from "@outfitter/clients"
 * // in a browser: storageLoyaltyCache(window.sessionStorage)
 * @category constructors
 */
export const storageLoyaltyCache = (
  storage: Pick<Storage, "getItem" | "setItem" | "key" | "length" | "removeItem">,
): LoyaltyCacheShape => ({
  get: (key) => storage.getItem(key),
  set: (key, value) => storage.setItem(key, value),
  clear: () => removeLoyaltyEntries(storage),
})

/**
 * The loyalty cache service.
 *
 * @category services
 */
export class LoyaltyCache extends Context.Service<LoyaltyCache, LoyaltyCacheShape>()("outfitter/LoyaltyCache") {
  /** A fresh in-memory cache. */
  static readonly layerMemory: Layer.Layer<LoyaltyCache> = Layer.sync(LoyaltyCache)(memoryLoyaltyCache)
  /** A given cache (a host's session-storage one). */
  static readonly layer = (cache: LoyaltyCacheShape): Layer.Layer<LoyaltyCache> => Layer.succeed(LoyaltyCache)(cache)
}

/**
 * Runs a program with the given cache for its loyalty calls.
 *
 * @example
 * import { Loyalty, memoryLoyaltyCache, withLoyaltyCache } from "@outfitter/clients"
 * const program = withLoyaltyCache(memoryLoyaltyCache())(Loyalty.use((loyalty) => loyalty.get("info")))
 * @category combinators
 */
export const withLoyaltyCache = (cache: LoyaltyCacheShape) => <A, E, R>(program: Effect.Effect<A, E, R>) =>
  Effect.provideService(program, LoyaltyCache, cache)
