/**
 * The storefront: the Outfitter provider (clients + TanStack Query) around the router.
 * `/` goes to the US site; every page lives under /shop/:site. Pages read the store
 * settings of the provider config with `useStoreSettings`.
 */
import { type OutfitterConfig, OutfitterProvider } from "@outfitter/react-hooks"
import { Redirect, Route, Router, Switch, useSearch } from "wouter"
import { PageNotFound } from "../ui/PageNotFound.tsx"
import { SiteShell } from "./SiteShell.tsx"

const RootRedirect = () => {
  const search = useSearch()
  return <Redirect to={search === "" ? "/shop/us" : `/shop/us?${search}`} replace />
}

export const App = ({ config }: { readonly config: OutfitterConfig }) => (
  <OutfitterProvider config={config}>
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
  </OutfitterProvider>
)
