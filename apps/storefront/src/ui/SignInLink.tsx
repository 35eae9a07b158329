/**
 * "Sign in" beside a message that asks to sign in again: the site's sign-in page, which
 * comes back to this page (path and query) once signed in (the domain's `signInAddressFor`).
 * Read from the router, never from the browser while rendering.
 */
import { signInAddressFor } from "@outfitter/domain"
import { Link, useLocation, useParams, useSearch } from "wouter"
import { shellText } from "../site/text/en/shell.ts"
import { useText } from "../site/text/useText.ts"
import { useSite } from "../site/useSite.ts"

export const SignInLink = ({ children }: { readonly children?: string }) => {
  const [location] = useLocation()
  const search = useSearch()
  const { site } = useParams<{ site?: string }>()
  const { href } = useSite()
  const text = useText(shellText)
  const here = `/shop/${site ?? ""}${location === "/" ? "" : location}${search === "" ? "" : `?${search}`}`
  return <Link href={href(signInAddressFor(here))} className="sign-in-link">{children ?? text.signIn}</Link>
}
