import { useParams } from "wouter"
import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"

export const OrderHistoryPage = () => <NotBuiltPage title="Order history" />

export const OrderDetailPage = () => {
  const { orderNumber = "" } = useParams<{ orderNumber?: string }>()
  return <NotBuiltPage title={`Order ${orderNumber}`} covers="the order with cancel, returns and QR payment" />
}
