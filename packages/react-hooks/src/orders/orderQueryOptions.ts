/**
 * The order history, one order's details and the return reasons as TanStack Query
 * options, without React (STYLE §4). Keys: ["user", "orders"] (the REST path),
 * ["user", "order", orderNumber, "details", email] (orderKeys: member data, cleared on
 * sign-out like the rest of "user") and ["returns", "reasons"].
 *
 * @since 0.7.0
 */
import { type OrderCallError, OrderService, type ReturnsCallError, ReturnsService } from "@outfitter/clients"
import type { MaxRetries, OrderDetails, OrderSummary, ReturnReasonCodeOptions } from "@outfitter/domain"
import { queryOptions } from "../queryOptions.ts"
import type { RunClient } from "../runClient.ts"
import { orderKeys } from "./orderKeys.ts"

/** @category keys */
export const orderHistoryKey = ["user", "orders"] as const

/**
 * The signed-in user's orders.
 *
 * @example
 * import { orderHistoryQueryOptions, type RunClient } from "@outfitter/react-hooks"
 * declare const run: RunClient
 * orderHistoryQueryOptions(run).queryKey // => ["user", "orders"]
 * @category query options
 */
export const orderHistoryQueryOptions = (run: RunClient) =>
  queryOptions<ReadonlyArray<OrderSummary>, OrderCallError>({
    queryKey: orderHistoryKey,
    queryFn: ({ signal }) => run(OrderService.layer, OrderService.use((service) => service.list()), signal),
  })

/** @category keys */
export const orderDetailsKey = orderKeys.details

/** @category keys */
export const returnReasonsKey = ["returns", "reasons"] as const

/** @category models */
export type OrderDetailsError = ReturnsCallError | MaxRetries

/**
 * One order's (or return order's) details, for the e-mail it was placed with.
 *
 * @example
 * import { orderDetailsQueryOptions, type RunClient } from "@outfitter/react-hooks"
 * declare const run: RunClient
 * orderDetailsQueryOptions(run, "10000001001", "avery@example.com").queryKey[2] // => "10000001001"
 * @category query options
 */
export const orderDetailsQueryOptions = (run: RunClient, orderNumber: string, email: string) =>
  queryOptions<OrderDetails, OrderDetailsError>({
    queryKey: orderDetailsKey(orderNumber, email),
    queryFn: ({ signal }) => run(ReturnsService.layer, ReturnsService.use((returns) => returns.details(orderNumber, email)), signal),
  })

/** The return reason codes. @category query options */
export const returnReasonsQueryOptions = (run: RunClient) =>
  queryOptions<ReturnReasonCodeOptions, ReturnsCallError>({
    queryKey: returnReasonsKey,
    queryFn: ({ signal }) => run(ReturnsService.layer, ReturnsService.use((returns) => returns.reasons()), signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
