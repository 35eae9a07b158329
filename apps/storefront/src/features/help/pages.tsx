import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"

export { HelpOverviewPage as HelpPage } from "./overview/HelpOverviewPage.tsx"
export { TrackOrderPage } from "./TrackOrderPage.tsx"
export { GiftCardsPage } from "./giftcard/GiftCardsPage.tsx"
export const ContactPage = () => <NotBuiltPage title="Contact us" />
export { BankRefundPage } from "./bankRefund/BankRefundPage.tsx"
export { FastEnrollPage } from "./enroll/FastEnrollPage.tsx"
export { GlobalSignonPage as GlobalSignOnPage } from "./globalSignon/GlobalSignonPage.tsx"
