/**
 * The loyalty cache the hooks use: session storage (sessionLoyaltyCache.ts) unless a host
 * provides another (or none) through {@link LoyaltyCacheContext}. The hooks hand it to
 * every loyalty call.
 *
 * @since 0.1.0
 */
"use client"
import type { LoyaltyCacheShape } from "@outfitter/clients"
import { createContext, useContext } from "react"
import { sessionStorageLoyaltyCache } from "./sessionLoyaltyCache.ts"

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

