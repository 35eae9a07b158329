/**
 * The user's preferred store as read (platform §3 "User (as read)"): empty, REMOVED or
 * NONE, compared without regard to case, all mean no store.
 *
 * The rule itself is the stores context's `hasPreferredStore` (one place); this module
 * turns it into the id a client returns. Where the spec is silent: surrounding spaces
 * are ignored (" none " means no store, " 10042 " is 10042), and a value that is not a
 * string (absent, null, a number from a sloppy service) is read as no store.
 *
 * @since 0.1.0
 */
import { hasPreferredStore } from "../stores/StoreSelection.ts"

/**
 * The preferred store id, or undefined when the user has none.
 *
 * @example
 * import { preferredStoreId } from "@outfitter/domain"
 * preferredStoreId("10042") // => "10042"
 * preferredStoreId("Removed") // => undefined
 * @category parsing
 */
export const preferredStoreId = (value: unknown): string | undefined =>
  hasPreferredStore(value) ? value.trim() : undefined
