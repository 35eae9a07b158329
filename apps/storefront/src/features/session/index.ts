/**
 * The session feature's face: the sign-in modal, which the home page opens
 * (`?modal=signin`), and the account area's links, which the home page lists.
 */
export { type AccountTab, type AccountTabName, accountTabs, guestTabs } from "./accountTabs.ts"
export { SignInModal } from "./SignInModal.tsx"
