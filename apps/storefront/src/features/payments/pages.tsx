import { walletQueryOptions } from "@outfitter/react-hooks"
import { useParams } from "wouter"
import { memberQueries } from "../../app/routeData.ts"
import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"

export { SavedCardsPage } from "./SavedCardsPage.tsx"

export const PaymentReauthorisationPage = () => {
  const { orderNumber = "" } = useParams<{ orderNumber?: string }>()
  return (
    <NotBuiltPage title={`Payment for order ${orderNumber}`} covers="card, PayPal and 3-D Secure re-authorisation" />
  )
}

/** The saved cards route's data (routeData.ts): the wallet. */
export const prefetchSavedCards = memberQueries(({ run }) => [walletQueryOptions(run)])
