import { useParams } from "wouter"
import { orderDetailsQueryOptions, orderHistoryQueryOptions, userQueryOptions } from "@outfitter/react-hooks"
import { memberQueries, type RoutePrefetch } from "../../app/routeData.ts"
import { OrderDetailView } from "./details/OrderDetailView.tsx"
import { OrderHistoryView } from "./OrderHistory.tsx"

export const OrderHistoryPage = () => <OrderHistoryView />

/** One order's page; another order (a link from this one, the post-submit address) starts afresh: no modal or returns flow carried over. */
export const OrderDetailPage = () => {
  const { orderNumber = "" } = useParams<{ orderNumber?: string }>()
  return <OrderDetailView key={orderNumber} />
}

/** The order history route's data (routeData.ts). */
export const prefetchOrderHistory = memberQueries(({ run }) => [orderHistoryQueryOptions(run)])

// members only (memberQueries); resolves once the user has arrived
const prefetchUser = memberQueries(({ run }) => [userQueryOptions(run)])

/**
 * The order detail route's data (routeData.ts): for a member, the user first (the order is
 * read with the member's e-mail), then the order named by the path. A guest's order is read
 * by the page, with the e-mail in its address.
 */
export const prefetchOrderDetail: RoutePrefetch = async (context) => {
  await prefetchUser(context)
  const user = context.queryClient.getQueryData(userQueryOptions(context.run).queryKey)
  const orderNumber = context.params["orderNumber"] ?? ""
  if (user === undefined || orderNumber === "") return
  await context.queryClient.prefetchQuery(orderDetailsQueryOptions(context.run, orderNumber, user.email))
}
