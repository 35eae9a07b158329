import { usePageTitle } from "./usePageTitle.ts"

/** A path outside the route map. */
export const PageNotFound = ({ homeHref }: { readonly homeHref: string }) => {
  usePageTitle("Page not found")
  return (
    <section className="page" aria-labelledby="page-heading">
      <h1 id="page-heading">Page not found</h1>
      <p>
        We couldn't find that page. <a href={homeHref}>Go to the home page</a>.
      </p>
    </section>
  )
}
