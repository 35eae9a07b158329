import { NotBuiltPage } from "../../ui/NotBuiltPage.tsx"

export const ForgotPasswordPage = () => <NotBuiltPage title="Forgot password" />
export const PasswordUpdatePage = () => <NotBuiltPage title="Update password" />
