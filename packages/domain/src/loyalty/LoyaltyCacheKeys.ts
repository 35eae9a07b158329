/**
 * The loyalty cache's key prefix and clearing it, apart from LoyaltyCache.ts so a page's
 * first load can clear the cache without loading Schema. Rules: platform §4 "Loyalty data
 * cache".
 *
 * @since 0.1.0
 */

/**
 * The session cache key prefix (platform §9).
 *
 * @category constants
 */
export const loyaltyCacheKeyPrefix = "loyalty__"

/**
 * Removes every loyalty entry (keys starting with `loyalty__`) from a Web Storage object,
 * and nothing else. Used after the member's data changed (a user update, an account switch),
 * when what is cached no longer describes them. A storage without the Web Storage methods
 * (or a length that is not a whole number) is left alone.
 *
 * @category mutations
 */
export const removeLoyaltyEntries = (storage: Pick<Storage, "key" | "length" | "removeItem">): void => {
  if (
    typeof storage !== "object" || storage === null || typeof storage.key !== "function" || typeof storage.removeItem !== "function" ||
    !Number.isSafeInteger(storage.length)
  ) return
  const keys: Array<string> = []
  for (let index = 0; index < storage.length; index++) {
    const key: unknown = storage.key(index)
    if (typeof key === "string" && key.startsWith(loyaltyCacheKeyPrefix)) keys.push(key)
  }
  for (const key of keys) storage.removeItem(key)
}
