/**
 * A problem order's re-authorisation details as TanStack Query options, without React
 * (loyalty-payments §4, §7). Key: ["user", "order", orderId, "payment"] (member data:
 * cleared on sign-out like the rest of "user").
 *
 * @since 0.7.0
 */
import { type ReauthDetailsError, Reauthorisation } from "@outfitter/clients"
import type { ReauthDetails } from "@outfitter/domain"
import { orderKeys } from "../../orders/orderKeys.ts"
import { queryOptions } from "../../queryOptions.ts"
import type { RunClient } from "../../runClient.ts"

/** @category keys */
export const reauthDetailsKey = orderKeys.payment

/**
 * The order's re-authorisation details.
 *
 * @example
 * import { reauthDetailsQueryOptions, type RunClient } from "@outfitter/react-hooks"
 * declare const run: RunClient
 * reauthDetailsQueryOptions(run, "10000003002").queryKey // => ["user", "order", "10000003002", "payment"]
 * @category query options
 */
export const reauthDetailsQueryOptions = (run: RunClient, orderId: string) =>
  queryOptions<ReauthDetails, ReauthDetailsError>({
    queryKey: reauthDetailsKey(orderId),
    queryFn: ({ signal }) => run(Reauthorisation.layer, Reauthorisation.use((reauth) => reauth.details(orderId)), signal),
  })
