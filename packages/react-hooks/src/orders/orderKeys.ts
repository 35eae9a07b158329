/**
 * The query keys of one order's data, all under ["user", "order"] (member data: cleared on
 * sign-out with the rest of "user"), so one invalidation of `orderKeys.all` refetches every
 * view of an order after a change.
 *
 * @since 0.6.0
 */

/**
 * @example
 * import { orderKeys } from "@outfitter/react-hooks"
 * orderKeys.details("10000001001", "avery@example.com") // => ["user", "order", "10000001001", "details", "avery@example.com"]
 * orderKeys.payment("10000003002") // => ["user", "order", "10000003002", "payment"]
 * orderKeys.order("10000003002") // => ["user", "order", "10000003002"]
 * @category keys
 */
export const orderKeys = {
  all: ["user", "order"] as const,
  /** Every view of one order (its details for any e-mail, its payment): what a change to it makes stale. */
  order: (orderNumber: string) => [...orderKeys.all, orderNumber] as const,
  details: (orderNumber: string, email: string) => [...orderKeys.all, orderNumber, "details", email] as const,
  payment: (orderId: string) => [...orderKeys.all, orderId, "payment"] as const,
}
