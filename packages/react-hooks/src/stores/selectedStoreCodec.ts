/**
 * The schema check for the local copy of the selected store's details, used by
 * `useSelectedStore`.
 *
 * @since 0.1.0
 * @internal
 */
import { PhysicalStore } from "@outfitter/domain"
import * as Schema from "effect/Schema"

/** The wire form of a store, as it is cached locally. */
export const encodeStore = Schema.encodeSync(PhysicalStore)

/** A cached store, or None when the copy is unreadable or from an older format. */
export const decodeStore = Schema.decodeUnknownOption(PhysicalStore)
