/**
 * The frame of every page under /shop/:site: skip link, themed header, main landmark, footer.
 * It declares the page's language on `<html lang>` (the address's, useSite's `locale`), so a
 * screen reader speaks /shop/us-es in Spanish.
 *
 * A link the pointer reaches or the keyboard focuses has its page's chunk fetched then
 * (preloadPath), so a click finds the code there and SiteRoutes can start the page's data
 * at once.
 */
import { type SyntheticEvent, useEffect } from "react"
import { shellText } from "../site/text/en/shell.ts"
import { useText } from "../site/text/useText.ts"
import { useSite } from "../site/useSite.ts"
import { preloadPath } from "./routes.tsx"
import { SiteHeader } from "./SiteHeader.tsx"
import { SiteRoutes } from "./SiteRoutes.tsx"

const preloadLinkTarget = (event: SyntheticEvent) => {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return
  preloadPath(link.pathname).catch(() => undefined) // the visit itself asks again
}

export const SiteShell = () => {
  const { brand, site, locale } = useSite()
  const text = useText(shellText)
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return (
    <div className="site" data-theme={brand.theme} onPointerOver={preloadLinkTarget} onFocus={preloadLinkTarget}>
      <a className="skip-link" href="#main">
        {text.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <SiteRoutes />
      </main>
      <footer className="site-footer">
        <p>{text.footer(brand.logo, site.toUpperCase())}</p>
      </footer>
    </div>
  )
}
