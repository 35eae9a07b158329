/**
 * The visitor as a page shows it: unknown (undefined) in a server render and while the
 * browser hydrates a page built ahead, the visitor query's answer in every render after.
 *
 * A page built ahead was rendered for a visitor it knew nothing of, so its HTML shows none
 * (no account navigation, no account page, the header's Sign in). By the time React
 * hydrates the part of the page that shows the visitor, the visitor query may already have
 * answered: the route's data starts in the render that hydrates the page (routeData.ts),
 * the visitor is decided from the cookies at once, and React hydrates what is inside a
 * Suspense boundary (the page, the header's Sign in) after the rest. Shown there, that
 * answer would not match the HTML, and React would throw the HTML away and render the
 * page again. So the hydration renders what the server did, and React renders the answer
 * right after (useHydrated).
 */
import type { Visitor } from "@outfitter/domain"
import { useVisitor } from "@outfitter/react-hooks"
import { useHydrated } from "./useHydrated.ts"

export const usePageVisitor = (): Visitor | undefined => {
  const visitor = useVisitor()
  return useHydrated() ? visitor.data : undefined
}
