/**
 * The storefront: the Outfitter provider (clients + TanStack Query) around the router.
 * `/` goes to the US site; every page lives under /shop/:site, and a site code that names
 * no site gets the "choose your site" page. Pages read the store
 * settings of the provider config with `useStoreSettings`.
 */
import { parseSiteSegment } from "@outfitter/domain"
import { type OutfitterConfig, OutfitterProvider } from "@outfitter/react-hooks"
import { useEffect, useState } from "react"
import { Redirect, Route, Router, Switch, useSearch } from "wouter"
import { ChooseSitePage } from "../ui/ChooseSitePage.tsx"
import { PageNotFound } from "../ui/PageNotFound.tsx"
import { makeQueryClient } from "./queryClient.ts"
import { SiteShell } from "./SiteShell.tsx"

const RootRedirect = () => {
  const search = useSearch()
  return <Redirect to={search === "" ? "/shop/us" : `/shop/us?${search}`} replace />
}

export interface AppProps {
  readonly config: OutfitterConfig
  /**
   * The path (and query) a server render or a hydration renders: the prerenderer renders
   * each page at its path with no query, and the browser hydrates that HTML with the same
   * values before it reads its own location (wouter's server snapshot).
   */
  readonly ssrPath?: string | undefined
  readonly ssrSearch?: string | undefined
  /** Called once the app has mounted (after hydration, for a prerendered page). */
  readonly onReady?: (() => void) | undefined
}

const Ready = ({ onReady }: { readonly onReady: () => void }) => {
  useEffect(onReady, [onReady])
  return null
}

export const App = ({ config, ssrPath, ssrSearch, onReady }: AppProps) => {
  const [queryClient] = useState(makeQueryClient)
  return (
    <OutfitterProvider config={config} queryClient={queryClient}>
      {onReady === undefined ? null : <Ready onReady={onReady} />}
      <Router {...(ssrPath === undefined ? {} : { ssrPath })} {...(ssrSearch === undefined ? {} : { ssrSearch })}>
        <Switch>
          <Route path="/" component={RootRedirect} />
          <Route path="/shop/:site" nest>
            {(params) => {
              const segment = params.site
              return parseSiteSegment(segment) === undefined ? <ChooseSitePage segment={segment} /> : <SiteShell />
            }}
          </Route>
          <Route>
            <main id="main">
              <PageNotFound homeHref="/shop/us" />
            </main>
          </Route>
        </Switch>
      </Router>
    </OutfitterProvider>
  )
}
