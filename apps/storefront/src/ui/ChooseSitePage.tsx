/**
 * What /shop/<unknown>/… shows: no site has that code, so the visitor chooses one
 * instead of silently getting another site's page. The server answers these paths with
 * HTTP 404 (vite/storefrontServer.ts, and the deploy notes for a CDN).
 */
import { siteCodes, siteNames } from "@outfitter/domain"
import { usePageTitle } from "./usePageTitle.ts"

export const ChooseSitePage = ({ segment }: { readonly segment: string }) => {
  usePageTitle("Choose your site")
  return (
    <main id="main" className="page choose-site" aria-labelledby="page-heading">
      <h1 id="page-heading">Choose your site</h1>
      <p>There is no “{segment}” site. Choose the site for where you shop:</p>
      <ul>
        {siteCodes.map((code) => (
          <li key={code}>
            <a href={`/shop/${code}`} hrefLang={code}>
              {siteNames[code]}
            </a>
          </li>
        ))}
      </ul>
    </main>
  )
}
