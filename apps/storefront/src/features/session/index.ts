/** The session feature's face: the sign-in modal, which the home page opens (`?modal=signin`). */
export { SignInModal } from "./SignInModal.tsx"
