/**
 * Which account navigation shows and which tab is current. Rules: platform §2 "Account
 * navigation".
 *
 * Where the spec is silent: a visitor that is not an object, or whose flags are not
 * booleans, gets the guest navigation; tab paths or a location that are not strings match
 * nothing.
 *
 * @since 0.1.0
 */
import { fieldsOf, listOf } from "../kernel/Untrusted.ts"
import type { Visitor } from "./Visitor.ts"

/** @category models */
export type AccountNavigation =
  | { readonly _tag: "Guest" }
  | { readonly _tag: "LoggedIn"; readonly showsOrderDetailNavigation: true }

/**
 * The navigation for a visitor.
 *
 * @example
 * import { accountNavigationFor } from "@outfitter/domain"
 * accountNavigationFor({ kind: "remembered", isLoggedIn: true, isRemembered: true })._tag // => "Guest"
 * @category rules
 */
export const accountNavigationFor = (visitor: Visitor): AccountNavigation => {
  const { isRemembered, isLoggedIn } = fieldsOf(visitor)
  return isRemembered !== false || isLoggedIn !== true ? { _tag: "Guest" } : { _tag: "LoggedIn", showsOrderDetailNavigation: true }
}

/**
 * The index of the selected tab: the tab whose path equals the location or is its
 * longest prefix at a "/" boundary; -1 when none matches. A tab path of "" or "/" only
 * matches the root.
 *
 * @example
 * import { selectedTabIndex } from "@outfitter/domain"
 * selectedTabIndex(["/account", "/account/orders"], "/account/orders/ANF1") // => 1
 * @category rules
 */
export const selectedTabIndex = (tabPaths: ReadonlyArray<string>, location: string): number => {
  if (typeof location !== "string") return -1
  const path = location.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/"
  let best = -1
  let bestLength = -1
  listOf(tabPaths).forEach((raw, index) => {
    if (typeof raw !== "string") return
    const tab = raw.replace(/\/+$/, "") || "/"
    const matches = tab === "/" ? path === "/" : path === tab || path.startsWith(`${tab}/`)
    if (matches && tab.length > bestLength) {
      best = index
      bestLength = tab.length
    }
  })
  return best
}
