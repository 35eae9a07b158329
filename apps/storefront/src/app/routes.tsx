/**
 * The storefront's route map under /shop/:site (docs/architecture.md): each route's path
 * and its page, each page in its own chunk. SiteRoutes renders it; main.tsx and the
 * prerenderer read it to load a route's chunk before the first render and to list the
 * pages whose HTML is built ahead (every path without a parameter).
 *
 * A new page: add its row here. It is prerendered for every site, preloaded when its
 * route is matched, and its chunk named in its HTML (see the storefront README).
 */
import type { ComponentType, ReactNode } from "react"
import { type LazyPage, lazyPage } from "./lazyPage.tsx"

// every module a route loads, each its own chunk (import.meta.glob keeps the imports lazy)
const modules = import.meta.glob<Record<string, unknown>>([
  "../features/**/pages.tsx",
  "../features/home/HomePage.tsx",
  "../features/stores/StoreFinderPage.tsx",
  "../features/session/AccountNavigation.tsx",
  "../features/preferences/PreferenceMenu.tsx",
  "./HeaderSignIn.tsx",
])

/** The page a module exports under a name, loaded on demand. */
const page = <P extends object>(module: string, name: string): LazyPage<P> => {
  const load = modules[module]
  if (load === undefined) throw new Error(`No page module ${module}`)
  return lazyPage(() => load().then((loaded) => loaded[name] as ComponentType<P>))
}

/** The account navigation around every /account page. */
export const AccountLayout: LazyPage<{ readonly children?: ReactNode }> = page(
  "../features/session/AccountNavigation.tsx",
  "AccountLayout",
)

export interface SiteRoute {
  /** The path under /shop/:site, in wouter's syntax. */
  readonly path: string
  /** The module of the page, relative to this file (src/app/). */
  readonly module: string
  readonly page: LazyPage<any>
  /** Shown inside the account layout. */
  readonly account?: boolean
}

const route = (path: string, module: string, name: string, account = false): SiteRoute => ({
  path,
  module,
  page: page(module, name),
  ...(account ? { account } : {}),
})

const session = "../features/session/pages.tsx"
const password = "../features/session/password/pages.tsx"
const payments = "../features/payments/pages.tsx"
const loyalty = "../features/loyalty/pages.tsx"
const orders = "../features/orders/pages.tsx"
const help = "../features/help/pages.tsx"

export const siteRoutes: ReadonlyArray<SiteRoute> = [
  route("/", "../features/home/HomePage.tsx", "HomePage"),
  route("/signin", session, "SignInPage"),
  route("/forgot-password", password, "ForgotPasswordPage"),
  route("/global-signon", session, "GlobalSignOnPage"),
  route("/product/:productId", "../features/stores/products/pages.tsx", "ProductPage"),
  route("/stores", "../features/stores/StoreFinderPage.tsx", "StoreFinderPage"),
  route("/account", "../features/account/pages.tsx", "AccountOverviewPage", true),
  route("/account/addresses", "../features/addresses/pages.tsx", "AddressBookPage", true),
  route("/account/payments", payments, "SavedCardsPage", true),
  route("/account/password", password, "PasswordUpdatePage", true),
  route("/account/rewards", loyalty, "RewardsPage", true),
  route("/account/rewards/history", loyalty, "PointsHistoryPage", true),
  route("/account/orders", orders, "OrderHistoryPage", true),
  route("/account/orders/:orderNumber", orders, "OrderDetailPage", true),
  route("/account/orders/:orderNumber/payment", payments, "PaymentReauthorisationPage", true),
  route("/help", help, "HelpPage"),
  route("/help/track-order", help, "TrackOrderPage"),
  route("/help/gift-cards", help, "GiftCardsPage"),
  route("/help/contact", help, "ContactPage"),
  route("/help/bank-refund", help, "BankRefundPage"),
  route("/enroll", help, "FastEnrollPage"),
]

/** The account layout's module, relative to src/app/. */
export const accountLayoutModule = "../features/session/AccountNavigation.tsx"

const preferenceMenuModule = "../features/preferences/PreferenceMenu.tsx"
const headerSignInModule = "./HeaderSignIn.tsx"

/** The header's preference menu, its own chunk. */
export const PreferenceMenu: LazyPage<Record<string, never>> = page(preferenceMenuModule, "PreferenceMenu")

/** The header's Sign in link (shown only to visitors not signed in), its own chunk. */
export const HeaderSignIn: LazyPage<{ readonly href: string; readonly current: boolean }> = page(headerSignInModule, "HeaderSignIn")

/** The header's own chunks' modules, relative to src/app/: on every page. */
export const headerModules: ReadonlyArray<string> = [preferenceMenuModule, headerSignInModule]

/**
 * Loads the header's own chunks: main.tsx waits for them (a prerendered page's HTML names
 * them, so they are on their way) before it hydrates, so the header never falls back to a
 * placeholder.
 */
export const preloadHeader = (): Promise<unknown> => Promise.all([PreferenceMenu.preload(), HeaderSignIn.preload()])

/** A module path relative to src/app/ as the app's root names it (Vite's manifest keys). */
export const fromAppRoot = (module: string): string => new URL(module, "file:///src/app/").pathname.slice(1)

/** The paths built ahead as HTML: every route without a parameter. */
export const prerenderedPaths: ReadonlyArray<string> = siteRoutes.map((route) => route.path).filter((path) => !path.includes(":"))

const matches = (pattern: string, path: string): boolean => {
  const want = pattern.split("/").filter((part) => part !== "")
  const have = path.split("/").filter((part) => part !== "")
  return want.length === have.length && want.every((part, i) => part.startsWith(":") ? have[i] !== "" : part === have[i])
}

/** The route of a full path (`/shop/us/account/rewards`), if any. */
export const routeOf = (pathname: string): SiteRoute | undefined => {
  const [, shop, site, ...rest] = pathname.split("/")
  if (shop !== "shop" || site === undefined || site === "") return undefined
  return siteRoutes.find((candidate) => matches(candidate.path, `/${rest.join("/")}`))
}

/**
 * Loads the chunks of the page at a full path (`/shop/us/account/rewards`) and, for an
 * account page, the account layout's: what the first render of that path needs.
 */
export const preloadPath = (pathname: string): Promise<unknown> => {
  const found = routeOf(pathname)
  if (found === undefined) return Promise.resolve()
  return Promise.all([found.page.preload(), found.account === true ? AccountLayout.preload() : undefined])
}
