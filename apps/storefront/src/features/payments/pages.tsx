import { walletQueryOptions } from "@outfitter/react-hooks"
import { memberQueries } from "../../app/routeData.ts"

export { PaymentReauthorisationPage } from "./reauth/PaymentReauthorisationPage.tsx"
export { SavedCardsPage } from "./SavedCardsPage.tsx"

/** The saved cards route's data (routeData.ts): the wallet. */
export const prefetchSavedCards = memberQueries(({ run }) => [walletQueryOptions(run)])
