import { useParams } from "wouter"
import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"
import { OrderHistoryView } from "./OrderHistory.tsx"

export const OrderHistoryPage = () => <OrderHistoryView />

export const OrderDetailPage = () => {
  const { orderNumber = "" } = useParams<{ orderNumber?: string }>()
  return <NotBuiltPage title={`Order ${orderNumber}`} covers="the order with cancel, returns and QR payment" />
}
