import { ForgotPasswordView, PasswordUpdateView } from "./PasswordPages.tsx"

export const ForgotPasswordPage = () => <ForgotPasswordView />
export const PasswordUpdatePage = () => <PasswordUpdateView />
