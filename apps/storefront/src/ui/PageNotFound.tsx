import { shellText } from "../site/text/en/shell.ts"
import { useText } from "../site/text/useText.ts"
import { usePageTitle } from "./usePageTitle.ts"

/** A path outside the route map. */
export const PageNotFound = ({ homeHref }: { readonly homeHref: string }) => {
  const text = useText(shellText).pageNotFound
  usePageTitle(text.heading)
  return (
    <section className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">{text.heading}</h1>
      <p>
        {text.messageBeforeLink} <a href={homeHref}>{text.homeLink}</a>
        {text.messageAfterLink}
      </p>
    </section>
  )
}
