import AxeBuilder from "@axe-core/playwright"
import { memberCookies, type MemberCookieOptions } from "@outfitter/fixtures/testing"
import type { Page } from "@playwright/test"

/**
 * The fixtures' session cookies for a seeded, signed-in user (fixtures/README.md "Users and
 * sessions"), from the fixtures' test kit, as Playwright's `context.addCookies` takes them.
 */
export const sessionCookies = (baseURL: string, id: string, options: MemberCookieOptions = {}) =>
  Object.entries(memberCookies(id, options)).map(([name, value]) => ({ name, value, url: baseURL }))

/**
 * Every route of the storefront route map (docs/architecture.md, SiteRoutes.tsx), with the
 * heading its page shows signed in.
 */
export const routeMap: ReadonlyArray<readonly [path: string, heading: string]> = [
  ["/shop/us", "Home"],
  ["/shop/us/signin", "Sign in"],
  ["/shop/us/forgot-password", "Forgot password"],
  ["/shop/us/global-signon", "Global sign-on"],
  ["/shop/us/product/1234567", "Essential Crew Tee"],
  ["/shop/us/stores", "Find a store"],
  ["/shop/us/account", "My account"],
  ["/shop/us/account/addresses", "Address book"],
  ["/shop/us/account/payments", "Saved payment cards"],
  ["/shop/us/account/password", "Update password"],
  ["/shop/us/account/rewards", "Rewards"],
  ["/shop/us/account/rewards/history", "Points history"],
  ["/shop/us/account/orders", "Order history"],
  ["/shop/us/account/orders/10000016001", "Order 10000016001"],
  ["/shop/us/account/orders/10000016001/payment", "Payment for order 10000016001"],
  ["/shop/us/help", "Help"],
  ["/shop/us/help/track-order", "Track your order"],
  ["/shop/us/help/gift-cards", "Gift card balance"],
  ["/shop/us/help/contact", "Contact us"],
  ["/shop/us/help/bank-refund", "Bank refund"],
  ["/shop/us/enroll", "Fast enroll"],
]

/**
 * The serious and critical WCAG 2.x A/AA violations on the page (or inside `include`), one
 * line per element. Run in the page itself (legacy mode): a frame's own page, such as the
 * payment provider's 3-D Secure challenge, is not ours to check, and the default opens a
 * blank page per run to gather frames' results (most of a run's time).
 */
export const axeViolations = async (page: Page, include?: string) => {
  const builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // only the violations come back (no passes, no incomplete): a quicker run
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
  const results = await (include === undefined ? builder : builder.include(include)).analyze()
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`))
}
