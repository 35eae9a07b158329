/**
 * The site header: the brand's theme and logo (platform §2, four themes), the main
 * navigation, the saved store's name and the ship-to/currency/language preference menu
 * (loaded as its own chunk, so the first paint does not wait for it). Every link keeps an
 * explicit `brand` parameter. Sign in (its own chunk too) shows only to visitors who are
 * not signed in.
 */
import { Suspense } from "react"
import { Link, useLocation } from "wouter"
import { shellText } from "../site/text/en/shell.ts"
import { useText } from "../site/text/useText.ts"
import { useCurrentStore } from "../site/useCurrentStore.ts"
import { useSite } from "../site/useSite.ts"
import { PreferenceMenuPlaceholder } from "../ui/PreferenceMenuPlaceholder.tsx"
import { HeaderSignIn, PreferenceMenu } from "./routes.tsx"

const navItems = [
  { path: "", textKey: "home" },
  { path: "/stores", textKey: "stores" },
  { path: "/account", textKey: "account" },
  { path: "/help", textKey: "help" },
] as const satisfies ReadonlyArray<{ readonly path: string; readonly textKey: keyof typeof shellText.en.header.nav }>

const isCurrent = (location: string, path: string) =>
  path === "" ? location === "/" : location === path || location.startsWith(`${path}/`)

export const SiteHeader = () => {
  const { brand, href } = useSite()
  const [location] = useLocation()
  const { store } = useCurrentStore(brand.pageBrand)
  const text = useText(shellText)
  return (
    <header className="site-header" data-theme={brand.theme}>
      <div className="site-header-inner">
        {/* named by its visible text (no aria-label that would not contain it): "<logo> home" */}
        <Link href={href("")} className="logo">
          <span aria-hidden="true" className="logo-mark">{brand.logo.slice(0, 1)}</span>
          <span>{brand.logo}</span>
          <span className="visually-hidden"> {text.header.logoHome}</span>
        </Link>
        <nav aria-label={text.header.mainNavigation}>
          <ul>
            {navItems.map((item) => (
              <li key={item.path}>
                <Link href={href(item.path)} aria-current={isCurrent(location, item.path) ? "page" : undefined}>
                  {text.header.nav[item.textKey]}
                </Link>
              </li>
            ))}
            <Suspense fallback={null}>
              <HeaderSignIn href={href("/signin")} current={isCurrent(location, "/signin")} />
            </Suspense>
          </ul>
        </nav>
        {store === undefined ? null : (
          <Link href={href("/stores")} className="header-store">
            <span className="header-store-label">{text.header.myStore}</span> <span className="header-store-name">{store.name}</span>
          </Link>
        )}
        <Suspense fallback={<PreferenceMenuPlaceholder />}>
          <PreferenceMenu />
        </Suspense>
      </div>
    </header>
  )
}
