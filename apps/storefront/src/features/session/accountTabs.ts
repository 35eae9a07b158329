/**
 * The account area's pages as links: the guest navigation and the logged-in navigation
 * (platform §2), shared by the account navigation and the home page. No React, so the home
 * page's chunk does not take the account layout's module with it. A link's label is the
 * account texts' `tabs[name]`.
 */
import type { accountText } from "../../site/text/en/account.ts"

/** The name of an account link: its label's key in the account texts' `tabs`. */
export type AccountTabName = keyof (typeof accountText)["en"]["tabs"]

/** One link of the account area: a path of the site and the name of its label. */
export interface AccountTab {
  readonly path: string
  readonly name: AccountTabName
}

/** Guest navigation: what a visitor who is not signed in can do from the account area. */
export const guestTabs: ReadonlyArray<AccountTab> = [
  { path: "/signin", name: "signIn" },
  { path: "/forgot-password", name: "forgotPassword" },
  { path: "/help/track-order", name: "trackOrder" },
]

/** Logged-in navigation: the account pages. */
export const accountTabs: ReadonlyArray<AccountTab & { readonly name: "overview" | "orders" | "rewards" | "addresses" | "paymentCards" | "password" }> = [
  { path: "/account", name: "overview" },
  { path: "/account/orders", name: "orders" },
  { path: "/account/rewards", name: "rewards" },
  { path: "/account/addresses", name: "addresses" },
  { path: "/account/payments", name: "paymentCards" },
  { path: "/account/password", name: "password" },
]
