/**
 * The storefront: the Outfitter provider (clients + TanStack Query) around the router.
 * `/` goes to the US site; every page lives under /shop/:site. The store settings of the
 * provider config (with the spec's defaults filled in) are also given to the pages.
 */
import { makeStoreSettings } from "@outfitter/domain"
import { type OutfitterConfig, OutfitterProvider } from "@outfitter/react-hooks"
import { useMemo } from "react"
import { Redirect, Route, Router, Switch, useSearch } from "wouter"
import { StoreSettingsContext } from "../features/session/StoreSettingsContext.tsx"
import { PageNotFound } from "../ui/PageNotFound.tsx"
import { SiteShell } from "./SiteShell.tsx"

const RootRedirect = () => {
  const search = useSearch()
  return <Redirect to={search === "" ? "/shop/us" : `/shop/us?${search}`} replace />
}

export const App = ({ config }: { readonly config: OutfitterConfig }) => {
  const settings = useMemo(() => makeStoreSettings(config.settings), [config.settings])
  return (
    <OutfitterProvider config={config}>
      <StoreSettingsContext.Provider value={settings}>
        <Router>
          <Switch>
            <Route path="/" component={RootRedirect} />
            <Route path="/shop/:site" nest component={SiteShell} />
            <Route>
              <main id="main">
                <PageNotFound homeHref="/shop/us" />
              </main>
            </Route>
          </Switch>
        </Router>
      </StoreSettingsContext.Provider>
    </OutfitterProvider>
  )
}
