/**
 * The account area's pages as links: the guest navigation and the logged-in navigation
 * (platform §2), shared by the account navigation and the home page. No React, so the home
 * page's chunk does not take the account layout's module with it.
 */

/** One link of the account area: a path of the site and its label. */
export interface AccountTab {
  readonly path: string
  readonly label: string
}

/** Guest navigation: what a visitor who is not signed in can do from the account area. */
export const guestTabs: ReadonlyArray<AccountTab> = [
  { path: "/signin", label: "Sign in" },
  { path: "/forgot-password", label: "Forgot password" },
  { path: "/help/track-order", label: "Track an order" },
]

/** Logged-in navigation: the account pages. */
export const accountTabs: ReadonlyArray<AccountTab> = [
  { path: "/account", label: "Overview" },
  { path: "/account/orders", label: "Orders" },
  { path: "/account/rewards", label: "Rewards" },
  { path: "/account/addresses", label: "Addresses" },
  { path: "/account/payments", label: "Payment cards" },
  { path: "/account/password", label: "Password" },
]
