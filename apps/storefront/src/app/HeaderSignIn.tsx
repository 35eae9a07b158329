/**
 * The header's Sign in link, offered only to a visitor who is not signed in (a signed-in
 * customer has Sign out in the account navigation). Its own chunk: reading the visitor
 * needs the session hooks, which the first paint of every page should not wait for.
 */
import { Link } from "wouter"
import { shellText } from "../site/text/en/shell.ts"
import { useText } from "../site/text/useText.ts"
import { usePageVisitor } from "../site/usePageVisitor.ts"

export const HeaderSignIn = ({ href, current }: { readonly href: string; readonly current: boolean }) => {
  const text = useText(shellText)
  // unknown while the page's HTML is hydrated: that HTML offers Sign in
  if (usePageVisitor()?.isLoggedIn === true) return null
  return (
    <li>
      <Link href={href} aria-current={current ? "page" : undefined}>{text.signIn}</Link>
    </li>
  )
}
