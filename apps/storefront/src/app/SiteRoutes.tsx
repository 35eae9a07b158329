/**
 * The storefront route map of docs/architecture.md, under /shop/:site (this router's base).
 * Each feature is its own chunk (React.lazy), so a first visit loads only the page it shows.
 * Every /account page sits in the account layout (the session feature's account navigation).
 */
import { type ComponentType, lazy, Suspense } from "react"
import { Route, Switch } from "wouter"
import { useSite } from "../site/useSite.ts"
import { PageNotFound } from "../ui/PageNotFound.tsx"

const HomePage = lazy(() => import("../features/home/HomePage.tsx").then((m) => ({ default: m.HomePage })))
const session = () => import("../features/session/pages.tsx")
const password = () => import("../features/session/password/pages.tsx")
const SignInPage = lazy(() => session().then((m) => ({ default: m.SignInPage })))
const ForgotPasswordPage = lazy(() => password().then((m) => ({ default: m.ForgotPasswordPage })))
const GlobalSignOnPage = lazy(() => session().then((m) => ({ default: m.GlobalSignOnPage })))
const AccountOverviewPage = lazy(() =>
  import("../features/account/pages.tsx").then((m) => ({ default: m.AccountOverviewPage }))
)
const PasswordUpdatePage = lazy(() => password().then((m) => ({ default: m.PasswordUpdatePage })))
const ProductPage = lazy(() => import("../features/stores/products/pages.tsx").then((m) => ({ default: m.ProductPage })))
const StoreFinderPage = lazy(() =>
  import("../features/stores/StoreFinderPage.tsx").then((m) => ({ default: m.StoreFinderPage }))
)
const AddressBookPage = lazy(() => import("../features/addresses/pages.tsx").then((m) => ({ default: m.AddressBookPage })))
const payments = () => import("../features/payments/pages.tsx")
const SavedCardsPage = lazy(() => payments().then((m) => ({ default: m.SavedCardsPage })))
const PaymentReauthorisationPage = lazy(() => payments().then((m) => ({ default: m.PaymentReauthorisationPage })))
const loyalty = () => import("../features/loyalty/pages.tsx")
const RewardsPage = lazy(() => loyalty().then((m) => ({ default: m.RewardsPage })))
const PointsHistoryPage = lazy(() => loyalty().then((m) => ({ default: m.PointsHistoryPage })))
const orders = () => import("../features/orders/pages.tsx")
const OrderHistoryPage = lazy(() => orders().then((m) => ({ default: m.OrderHistoryPage })))
const OrderDetailPage = lazy(() => orders().then((m) => ({ default: m.OrderDetailPage })))
const help = () => import("../features/help/pages.tsx")
const HelpPage = lazy(() => help().then((m) => ({ default: m.HelpPage })))
const TrackOrderPage = lazy(() => help().then((m) => ({ default: m.TrackOrderPage })))
const GiftCardsPage = lazy(() => help().then((m) => ({ default: m.GiftCardsPage })))
const ContactPage = lazy(() => help().then((m) => ({ default: m.ContactPage })))
const BankRefundPage = lazy(() => help().then((m) => ({ default: m.BankRefundPage })))
const FastEnrollPage = lazy(() => help().then((m) => ({ default: m.FastEnrollPage })))

const AccountLayout = lazy(() =>
  import("../features/session/AccountNavigation.tsx").then((m) => ({ default: m.AccountLayout }))
)

/**
 * An /account page inside the account layout (the account navigation above it). Made once
 * per page at module level, so a page keeps its identity between renders.
 */
const inAccount = <P extends object>(Page: ComponentType<P>) => (props: P) => (
  <AccountLayout>
    <Page {...props} />
  </AccountLayout>
)

const PageLoading = () => (
  <p className="page-loading" role="status">
    Loading…
  </p>
)

const AccountOverviewPageInAccount = inAccount(AccountOverviewPage)
const AddressBookPageInAccount = inAccount(AddressBookPage)
const SavedCardsPageInAccount = inAccount(SavedCardsPage)
const PasswordUpdatePageInAccount = inAccount(PasswordUpdatePage)
const RewardsPageInAccount = inAccount(RewardsPage)
const PointsHistoryPageInAccount = inAccount(PointsHistoryPage)
const OrderHistoryPageInAccount = inAccount(OrderHistoryPage)
const OrderDetailPageInAccount = inAccount(OrderDetailPage)
const PaymentReauthorisationPageInAccount = inAccount(PaymentReauthorisationPage)

export const SiteRoutes = () => (
  <Suspense fallback={<PageLoading />}>
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/signin" component={SignInPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/global-signon" component={GlobalSignOnPage} />
      <Route path="/product/:productId" component={ProductPage} />
      <Route path="/stores" component={StoreFinderPage} />
      <Route path="/account" component={AccountOverviewPageInAccount} />
      <Route path="/account/addresses" component={AddressBookPageInAccount} />
      <Route path="/account/payments" component={SavedCardsPageInAccount} />
      <Route path="/account/password" component={PasswordUpdatePageInAccount} />
      <Route path="/account/rewards" component={RewardsPageInAccount} />
      <Route path="/account/rewards/history" component={PointsHistoryPageInAccount} />
      <Route path="/account/orders" component={OrderHistoryPageInAccount} />
      <Route path="/account/orders/:orderNumber" component={OrderDetailPageInAccount} />
      <Route path="/account/orders/:orderNumber/payment" component={PaymentReauthorisationPageInAccount} />
      <Route path="/help" component={HelpPage} />
      <Route path="/help/track-order" component={TrackOrderPage} />
      <Route path="/help/gift-cards" component={GiftCardsPage} />
      <Route path="/help/contact" component={ContactPage} />
      <Route path="/help/bank-refund" component={BankRefundPage} />
      <Route path="/enroll" component={FastEnrollPage} />
      <Route>
        <SitePageNotFound />
      </Route>
    </Switch>
  </Suspense>
)


const SitePageNotFound = () => {
  const { site } = useSite()
  return <PageNotFound homeHref={`/shop/${site}`} />
}
