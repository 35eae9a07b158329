/**
 * The route map of routes.tsx, under /shop/:site (this router's base). Each page is its own
 * chunk, so a first visit loads only the page it shows; main.tsx loads that chunk before
 * the first render, and the page's HTML names it for the browser to fetch with the entry.
 * Every /account page sits in the account layout (the session feature's account navigation).
 */
import { type ComponentType, Suspense } from "react"
import { Route, Switch } from "wouter"
import { useSite } from "../site/useSite.ts"
import { PageNotFound } from "../ui/PageNotFound.tsx"
import { AccountLayout, siteRoutes } from "./routes.tsx"

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

const routeComponents = siteRoutes.map((route) => ({
  path: route.path,
  component: route.account === true ? inAccount(route.page) : route.page,
}))

export const SiteRoutes = () => (
  <Suspense fallback={<PageLoading />}>
    <Switch>
      {routeComponents.map(({ path, component }) => <Route key={path} path={path} component={component} />)}
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
