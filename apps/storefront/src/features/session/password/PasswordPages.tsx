/** The password pages: update (/shop/:site/account/password) and forgot password (/shop/:site/forgot-password). */
export { ForgotPasswordView } from "./ForgotPasswordView.tsx"
export { appLinks, PasswordUpdateView } from "./PasswordUpdateView.tsx"
