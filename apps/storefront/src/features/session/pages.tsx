/** Sign-in and account pages of the session context (platform §2, §4–6). */
import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"

export { SignInPage } from "./SignInPage.tsx"
export const GlobalSignOnPage = () => <NotBuiltPage title="Global sign-on" covers="the language switch" />
