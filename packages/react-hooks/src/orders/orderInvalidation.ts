/**
 * What a change to an order makes stale (STYLE §4: a mutation invalidates through the
 * factories' keys): every view of that order (`orderKeys.order`: its details for any e-mail,
 * its payment) and the order history, so the list and the order's page show the order as it
 * now stands the next time either is shown.
 *
 * @since 0.8.0
 */
import type { QueryClient } from "@tanstack/react-query"
import { orderKeys } from "./orderKeys.ts"
import { orderHistoryKey } from "./orderQueryOptions.ts"

/** @category models */
export interface OrderInvalidationOptions {
  /**
   * The page on screen keeps what it shows (the payment's success, the wallet's completed
   * overlay, the return's confirmation): the order's views are only marked stale and read
   * again when next shown. Otherwise a view on screen is read again at once.
   */
  readonly keepShown?: boolean
}

/**
 * Marks an order's views and the order history stale (see the module's notes).
 *
 * @example
 * import { invalidateOrder } from "@outfitter/react-hooks"
 * import { QueryClient } from "@tanstack/react-query"
 * await invalidateOrder(new QueryClient(), "10000016010")
 * @category invalidation
 */
export const invalidateOrder = async (
  queryClient: QueryClient,
  orderNumber: string,
  options: OrderInvalidationOptions = {},
): Promise<void> => {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.order(orderNumber), ...(options.keepShown === true ? { refetchType: "none" } : {}) }),
    queryClient.invalidateQueries({ queryKey: orderHistoryKey }),
  ])
}
