/** Sign-in and account pages of the session context (platform §2, §4–6). */
export { SignInPage } from "./SignInPage.tsx"
