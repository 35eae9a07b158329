/**
 * The items a refund calculation or a return submission is for, read from values that may
 * not be what their types say (not part of the package entry).
 *
 * @since 0.2.0
 */
import { fieldsOf, isRecord } from "../../kernel/Untrusted.ts"
import type { OrderDetails, ReturnItem } from "./OrderDetailsSchema.ts"

/**
 * The items given, else the order's saved return items; undefined when that is not a
 * non-empty list of objects (nothing to return).
 */
export const chosenItems = (details: OrderDetails, items: ReadonlyArray<ReturnItem> | undefined): ReadonlyArray<ReturnItem> | undefined => {
  const chosen = items ?? fieldsOf(details)["returnItems"]
  return Array.isArray(chosen) && chosen.length > 0 && chosen.every(isRecord) ? (chosen as ReadonlyArray<unknown> as ReadonlyArray<ReturnItem>) : undefined
}
