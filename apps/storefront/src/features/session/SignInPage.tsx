/**
 * /shop/:site/signin: the sign-in form; once signed in, the account overview (or the
 * same-site `returnTo` of the query, see the domain's SignInModal).
 */
import { safeReturnPath, signInModalParams } from "@outfitter/domain"
import { useLocation, useSearch } from "wouter"
import { accountText } from "../../site/text/en/account.ts"
import { useText } from "../../site/text/useText.ts"
import { useSite } from "../../site/useSite.ts"
import { usePageTitle } from "../../ui/usePageTitle.ts"
import { SignInForm } from "./SignInForm.tsx"

export const SignInPage = () => {
  const text = useText(accountText).signInPage
  usePageTitle(text.title)
  const { href } = useSite()
  const [, navigate] = useLocation()
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get(signInModalParams.returnTo))
  return (
    <section className="page sign-in-page" aria-labelledby="page-heading">
      <h1 id="page-heading">{text.heading}</h1>
      <SignInForm onSignedIn={() => navigate(returnTo === undefined ? href("/account") : `~${returnTo}`)} />
    </section>
  )
}
