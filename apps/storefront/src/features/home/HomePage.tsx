/**
 * The home page: still the stand-in of a later issue, with the session's part built: the
 * sign-in entry, and the sign-in modal that opens from query parameters (platform §2,
 * the domain's `signInModalFor`: `?modal=signin`, with the login-modal feature on).
 */
import { Link } from "wouter"
import { useSite } from "../../site/useSite.ts"
import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"
import { SignInModal } from "../session/index.ts"

export const HomePage = () => {
  const { href } = useSite()
  return (
    <>
      <NotBuiltPage title="Home" covers="the brand's home page with the header preference menu and the sign-in entry" />
      <p className="sign-in-entry">
        <Link href={href("/signin")}>Sign in to your account</Link>
      </p>
      <SignInModal />
    </>
  )
}
