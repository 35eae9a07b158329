/** Sign-in and account pages of the session context (platform §2, §4–6): not built yet. */
import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"

export const SignInPage = () => (
  <NotBuiltPage title="Sign in" covers="the sign-in form in its remembered, not remembered and error states" />
)
export const ForgotPasswordPage = () => <NotBuiltPage title="Forgot password" />
export const GlobalSignOnPage = () => <NotBuiltPage title="Global sign-on" covers="the language switch" />
export const AccountOverviewPage = () => (
  <NotBuiltPage title="My account" covers="the account overview and the change-preferred-store modal" />
)
export const PasswordUpdatePage = () => <NotBuiltPage title="Update password" />
