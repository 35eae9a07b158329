/**
 * The storefront's route map under /shop/:site (docs/architecture.md): each route's path
 * and its page, each page in its own chunk. SiteRoutes renders it; main.tsx and the
 * prerenderer read it to load a route's chunk before the first render and to list the
 * pages whose HTML is built ahead (every path, those with a parameter as shells).
 *
 * A new page: add its row here. It is prerendered for every site, preloaded when its
 * route is matched, and its chunk named in its HTML (see the storefront README).
 */
import type { ComponentType, ReactNode } from "react"
import { type LazyPage, lazyPage } from "./lazyPage.tsx"
import type { RouteDataContext, RoutePrefetch } from "./routeData.ts"
import { shellParameter } from "./shells.ts"

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
  /**
   * A page with a parameter whose first render does not show it (`useHydrated`: what a
   * server renders is the same for every value), so it is built ahead as a shell. An
   * account page is one whatever this says: its HTML has none of the page.
   */
  readonly shell?: boolean
  /** The export of the page's module that starts the route's queries (routeData.ts), if it has any. */
  readonly prefetch?: string
}

const route = (
  path: string,
  module: string,
  name: string,
  options: { readonly account?: boolean; readonly shell?: boolean; readonly prefetch?: string } = {},
): SiteRoute => ({ path, module, page: page(module, name), ...options })

const account = (path: string, module: string, name: string, prefetch?: string): SiteRoute =>
  route(path, module, name, prefetch === undefined ? { account: true } : { account: true, prefetch })

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
  route("/global-signon", help, "GlobalSignOnPage"),
  route("/product/:productId", "../features/stores/products/pages.tsx", "ProductPage", { shell: true, prefetch: "prefetchProduct" }),
  route("/stores", "../features/stores/StoreFinderPage.tsx", "StoreFinderPage"),
  account("/account", "../features/session/account/pages.tsx", "AccountOverviewPage", "prefetchAccountOverview"),
  account("/account/addresses", "../features/addresses/pages.tsx", "AddressBookPage", "prefetchAddressBook"),
  account("/account/payments", payments, "SavedCardsPage", "prefetchSavedCards"),
  account("/account/password", password, "PasswordUpdatePage"),
  account("/account/rewards", loyalty, "RewardsPage", "prefetchRewards"),
  account("/account/rewards/history", loyalty, "PointsHistoryPage", "prefetchPointsHistory"),
  account("/account/orders", orders, "OrderHistoryPage", "prefetchOrderHistory"),
  account("/account/orders/:orderNumber", orders, "OrderDetailPage", "prefetchOrderDetail"),
  account("/account/orders/:orderNumber/payment", payments, "PaymentReauthorisationPage"),
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

/**
 * The paths built ahead as HTML: every route without a parameter, and every route with one
 * as a shell, each parameter `_`. An account page's HTML has the header and the account
 * layout but none of the page (that comes once the page knows who is signed in), so one
 * shell is the HTML of every order's page. Any other page with a parameter (a product's)
 * is a shell when its row says so (`shell`): its server render and its hydration show none
 * of the parameter. One left without it is rendered in the browser.
 */
export const prerenderedPaths: ReadonlyArray<string> = siteRoutes
  .filter((route) => !route.path.includes(":") || route.account === true || route.shell === true)
  .map((route) => route.path.replaceAll(/:[^/]+/g, shellParameter))

/** The route's parameters when `path` matches `pattern`, undefined when it does not. */
const matchRoute = (pattern: string, path: string): Record<string, string> | undefined => {
  const want = pattern.split("/").filter((part) => part !== "")
  const have = path.split("/").filter((part) => part !== "")
  if (want.length !== have.length) return undefined
  const params: Record<string, string> = {}
  for (const [i, part] of want.entries()) {
    const value = have[i] ?? ""
    if (part.startsWith(":")) {
      if (value === "") return undefined
      try {
        params[part.slice(1)] = decodeURIComponent(value)
      } catch {
        return undefined // a malformed escape names no route's parameter
      }
    } else if (part !== value) return undefined
  }
  return params
}

/** The route of a full path (`/shop/us/product/123`) and its parameters, if any. */
export const resolveRoute = (pathname: string): { readonly route: SiteRoute; readonly params: Readonly<Record<string, string>> } | undefined => {
  const [, shop, site, ...rest] = pathname.split("/")
  if (shop !== "shop" || site === undefined || site === "") return undefined
  const path = `/${rest.join("/")}`
  for (const candidate of siteRoutes) {
    const params = matchRoute(candidate.path, path)
    if (params !== undefined) return { route: candidate, params }
  }
  return undefined
}

/** The route of a full path (`/shop/us/account/rewards`), if any. */
export const routeOf = (pathname: string): SiteRoute | undefined => resolveRoute(pathname)?.route

/**
 * Starts the queries of the page at a full path, with its module's prefetch function
 * (routeData.ts): loads the module if it is not loaded yet (the same chunk the page is
 * in). Resolves when the queries have settled; never rejects.
 */
export const prefetchPath = async (pathname: string, context: Omit<RouteDataContext, "params">): Promise<void> => {
  const resolved = resolveRoute(pathname)
  const name = resolved?.route.prefetch
  const load = resolved === undefined ? undefined : modules[resolved.route.module]
  if (resolved === undefined || name === undefined || load === undefined) return
  try {
    const prefetch = (await load())[name] as RoutePrefetch | undefined
    await prefetch?.({ ...context, params: resolved.params })
  } catch {
    // the page's own queries ask again and show what went wrong
  }
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
