/**
 * The route map of routes.tsx, under /shop/:site (this router's base). Each page is its own
 * chunk, so a first visit loads only the page it shows; main.tsx loads that chunk before
 * the first render, and the page's HTML names it for the browser to fetch with the entry.
 * Every /account page sits in the account layout (the session feature's account navigation).
 */
import { useLoyaltyCache, useRunClient, useStoreSettings } from "@outfitter/react-hooks"
import { useQueryClient } from "@tanstack/react-query"
import { type ComponentType, Suspense, useRef } from "react"
import { Route, Switch, useLocation } from "wouter"
import { shellText } from "../site/text/en/shell.ts"
import { useText } from "../site/text/useText.ts"
import { useSite } from "../site/useSite.ts"
import { PageNotFound } from "../ui/PageNotFound.tsx"
import { AccountLayout, prefetchPath, siteRoutes } from "./routes.tsx"

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
    {useText(shellText).pageLoading}
  </p>
)

const routeComponents = siteRoutes.map((route) => ({
  path: route.path,
  component: route.account === true ? inAccount(route.page) : route.page,
}))

/**
 * Starts the data of the route at the current address in the render that resolves it
 * (routeData.ts), once per address, before the page renders (or, on a visit, while its
 * chunk loads). In the browser only: a server render asks the service for nothing.
 */
const useRouteData = () => {
  const { site } = useSite()
  const [location] = useLocation()
  const queryClient = useQueryClient()
  const run = useRunClient()
  const settings = useStoreSettings()
  const loyaltyCache = useLoyaltyCache()
  const started = useRef<string | undefined>(undefined)
  const pathname = `/shop/${site}${location === "/" ? "" : location}`
  if (typeof window !== "undefined" && started.current !== pathname) {
    started.current = pathname
    void prefetchPath(pathname, { queryClient, run, settings, loyaltyCache })
  }
}

export const SiteRoutes = () => {
  useRouteData()
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {routeComponents.map(({ path, component }) => <Route key={path} path={path} component={component} />)}
        <Route>
          <SitePageNotFound />
        </Route>
      </Switch>
    </Suspense>
  )
}

const SitePageNotFound = () => {
  const { site } = useSite()
  return <PageNotFound homeHref={`/shop/${site}`} />
}
