import { useParams } from "wouter"
import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"

export const SavedCardsPage = () => <NotBuiltPage title="Saved payment cards" />

export const PaymentReauthorisationPage = () => {
  const { orderNumber = "" } = useParams<{ orderNumber?: string }>()
  return (
    <NotBuiltPage title={`Payment for order ${orderNumber}`} covers="card, PayPal and 3-D Secure re-authorisation" />
  )
}
