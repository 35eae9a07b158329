import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"

export { HelpOverviewPage as HelpPage } from "./overview/HelpOverviewPage.tsx"
export { TrackOrderPage } from "./TrackOrderPage.tsx"
export const GiftCardsPage = () => <NotBuiltPage title="Gift card balance" />
export const ContactPage = () => <NotBuiltPage title="Contact us" />
export { BankRefundPage } from "./bankRefund/BankRefundPage.tsx"
export const FastEnrollPage = () => <NotBuiltPage title="Fast enroll" covers="joining the rewards programme in one step" />
