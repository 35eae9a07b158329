/**
 * What /shop/<unknown>/… shows: no site has that code, so the visitor chooses one
 * instead of silently getting another site's page. The server answers these paths with
 * HTTP 404 (vite/storefrontServer.ts, and the deploy notes for a CDN).
 */
import { siteCodes, siteNames } from "@outfitter/domain"
import { shellText } from "../site/text/en/shell.ts"
import { useText } from "../site/text/useText.ts"
import { usePageTitle } from "./usePageTitle.ts"

export const ChooseSitePage = ({ segment }: { readonly segment: string }) => {
  const text = useText(shellText)
  usePageTitle(text.chooseSite.heading)
  return (
    <main id="main" className="page choose-site" aria-labelledby="page-heading">
      <h1 id="page-heading">{text.chooseSite.heading}</h1>
      <p>{text.chooseSite.noSuchSite(segment)}</p>
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
