/**
 * The account navigation (platform §2): guest navigation when the visitor is remembered
 * (needs to sign in again) or not logged in; logged-in navigation plus, on an order's
 * pages, the order-detail navigation otherwise. Which one is the domain's
 * `accountNavigationFor`; the selected tab (`selectedTabIndex`) is marked
 * aria-current="page" and scrolled into view when the location changes. An order's Payment
 * tab shows only for a problem order (`orderTabs`).
 */
import { accountNavigationFor, hasPaymentToUpdate, selectedTabIndex } from "@outfitter/domain"
import { useOrderHistory, useSignOut } from "@outfitter/react-hooks"
import { type ReactNode, useEffect, useId, useRef } from "react"
import { Link, useLocation, useSearch } from "wouter"
import { usePageVisitor } from "../../site/usePageVisitor.ts"
import { useSite } from "../../site/useSite.ts"
import { accountText } from "../../site/text/en/account.ts"
import { useText } from "../../site/text/useText.ts"
import { usePageTitle } from "../../ui/usePageTitle.ts"
import { SignInForm } from "./SignInForm.tsx"
import { type AccountTab, accountTabs, guestTabs } from "./accountTabs.ts"
import { scrollTabIntoView } from "./tabScroll.ts"
import "./session.css"

const orderPath = /^\/account\/orders\/([^/]+)/

/** A link of a tab list: a path of the site and its label. */
interface Tab {
  readonly path: string
  readonly label: string
}

const TabList = ({ tabs, label }: { readonly tabs: ReadonlyArray<Tab>; readonly label: string }) => {
  const { href } = useSite()
  const [location] = useLocation()
  const selected = selectedTabIndex(tabs.map((tab) => tab.path), location)
  const listRef = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const list = listRef.current
    const tab = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (list === null || list === undefined || tab === null || tab === undefined) return
    return scrollTabIntoView(list, tab)
  }, [location])
  return (
    <nav aria-label={label} className="account-nav">
      <ul ref={listRef}>
        {tabs.map((tab, index) => (
          <li key={tab.path}>
            <Link href={href(tab.path)} aria-current={index === selected ? "page" : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * An order's tabs: its details, and its payment only while it has one to update (a problem
 * order of the member's history, the domain's `hasPaymentToUpdate`) or while that page is
 * the one shown. A wallet payment is made on the order's own page, not here.
 */
const orderTabs = (order: string, hasPayment: boolean, text: (typeof accountText)["en"]["navigation"]): ReadonlyArray<Tab> => [
  { path: `/account/orders/${order}`, label: text.orderDetails },
  ...(hasPayment ? [{ path: `/account/orders/${order}/payment`, label: text.payment }] : []),
]

/** The account area's links with their labels. */
const labelled = (tabs: ReadonlyArray<AccountTab>, text: (typeof accountText)["en"]["tabs"]): ReadonlyArray<Tab> =>
  tabs.map((tab) => ({ path: tab.path, label: text[tab.name] }))

export const AccountNavigation = () => {
  const visitor = usePageVisitor()
  const [location, navigate] = useLocation()
  const { href } = useSite()
  const signOut = useSignOut()
  const text = useText(accountText)
  const navigation = visitor === undefined ? undefined : accountNavigationFor(visitor)
  const order = orderPath.exec(location)?.[1]
  const history = useOrderHistory({ enabled: order !== undefined && navigation?._tag === "LoggedIn" })
  if (navigation === undefined) return null
  if (navigation._tag === "Guest") return <TabList tabs={labelled(guestTabs, text.tabs)} label={text.navigation.guestLabel} />
  const onPaymentPage = order !== undefined && location.replace(/\/+$/, "").endsWith(`/${order}/payment`)
  return (
    <>
      {/* Sign out ends the account tabs' row, where a shopper looks for it, not above the page's heading */}
      <div className="account-nav-row">
        <TabList tabs={labelled(accountTabs, text.tabs)} label={text.navigation.accountLabel} />
        <button
          type="button"
          className="button-link account-sign-out"
          onClick={() => signOut.mutate(undefined, { onSuccess: () => navigate(href("/signin")) })}
        >
          {text.navigation.signOut}
        </button>
      </div>
      {order !== undefined && navigation.showsOrderDetailNavigation ? (
        <TabList label={text.navigation.orderLabel(order)} tabs={orderTabs(order, onPaymentPage || hasPaymentToUpdate(history.data ?? [], order), text.navigation)} />
      ) : null}
    </>
  )
}

/**
 * What an account page shows a visitor who is not signed in (a guest, a generic visitor,
 * or a remembered one whose session has run out): the sign-in form, on the page's own
 * address, so signing in brings the page itself (its return address is where it is).
 */
const SignInRequired = () => {
  const text = useText(accountText).signInRequired
  usePageTitle(text.title)
  const headingId = useId()
  return (
    <section className="page sign-in-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{text.heading}</h1>
      <p>{text.intro}</p>
      <SignInForm onSignedIn={() => undefined} />
    </section>
  )
}

/**
 * The one account page a guest may see: an order's details (not its payment page) when the
 * address carries the e-mail the order was placed with (`email` from track order, or
 * `orderEmail` after a submitted return); the order page reads the order with it.
 */
export const isGuestOrderAddress = (location: string, search: string): boolean => {
  if (!/^\/account\/orders\/[^/]+\/?$/.test(location)) return false
  const params = new URLSearchParams(search)
  return (params.get("email") ?? params.get("orderEmail") ?? "").trim() !== ""
}

/**
 * The frame of every /account page: the navigation above the page. Signed out, the page
 * is replaced by the sign-in form (an account page has nothing to show a visitor), except
 * an order's details for a guest with its e-mail (isGuestOrderAddress). Until the visitor
 * is known (and while a page built ahead is hydrated: usePageVisitor) it shows neither.
 */
export const AccountLayout = ({ children }: { readonly children?: ReactNode }) => {
  const visitor = usePageVisitor()
  const [location] = useLocation()
  const search = useSearch()
  const signedOut = visitor !== undefined && accountNavigationFor(visitor)._tag === "Guest"
  const blocked = signedOut && !isGuestOrderAddress(location, search)
  return (
    <div className="account-layout">
      <AccountNavigation />
      <div className="account-page">{visitor === undefined ? null : blocked ? <SignInRequired /> : children}</div>
    </div>
  )
}
