import { orderHistoryQueryOptions } from "@outfitter/react-hooks"
import { useParams } from "wouter"
import { memberQueries } from "../../app/routeData.ts"
import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"
import { OrderHistoryView } from "./OrderHistory.tsx"

export const OrderHistoryPage = () => <OrderHistoryView />

export const OrderDetailPage = () => {
  const { orderNumber = "" } = useParams<{ orderNumber?: string }>()
  return <NotBuiltPage title={`Order ${orderNumber}`} covers="the order with cancel, returns and QR payment" />
}

/** The order history route's data (routeData.ts). */
export const prefetchOrderHistory = memberQueries(({ run }) => [orderHistoryQueryOptions(run)])
