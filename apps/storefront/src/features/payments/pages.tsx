import { useParams } from "wouter"
import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"

export { SavedCardsPage } from "./SavedCardsPage.tsx"

export const PaymentReauthorisationPage = () => {
  const { orderNumber = "" } = useParams<{ orderNumber?: string }>()
  return (
    <NotBuiltPage title={`Payment for order ${orderNumber}`} covers="card, PayPal and 3-D Secure re-authorisation" />
  )
}
