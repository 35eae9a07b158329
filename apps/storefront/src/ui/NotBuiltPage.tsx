import { usePageTitle } from "./usePageTitle.ts"

/**
 * The stand-in for a page a later issue builds: it names the page in its heading and says
 * plainly that it is not built, so every route of the map exists and can be reached.
 */
export const NotBuiltPage = ({ title, covers }: { readonly title: string; readonly covers?: string }) => {
  usePageTitle(title)
  return (
    <section className="page not-built" aria-labelledby="page-heading">
      <h1 id="page-heading">{title}</h1>
      <p className="not-built-notice">This page is not built yet.</p>
      {covers === undefined ? null : <p className="muted">When it is, it will show {covers}.</p>}
    </section>
  )
}
