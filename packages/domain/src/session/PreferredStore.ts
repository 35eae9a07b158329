/**
 * The user's preferred store as an id, over the stores context's `hasPreferredStore`.
 * Rules: platform §3 "The user".
 *
 * Where the spec is silent: surrounding spaces are ignored, and a value that is not a
 * string is no store.
 *
 * @since 0.1.0
 */
import { hasPreferredStore } from "../stores/index.ts"

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
