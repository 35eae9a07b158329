/**
 * The frame of every page under /shop/:site: skip link, themed header, main landmark, footer.
 */
import { useSite } from "../site/useSite.ts"
import { SiteHeader } from "./SiteHeader.tsx"
import { SiteRoutes } from "./SiteRoutes.tsx"

export const SiteShell = () => {
  const { brand, site } = useSite()
  return (
    <div className="site" data-theme={brand.theme}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <SiteRoutes />
      </main>
      <footer className="site-footer">
        <p>
          {brand.logo} · {site.toUpperCase()} site · Reference storefront
        </p>
      </footer>
    </div>
  )
}
