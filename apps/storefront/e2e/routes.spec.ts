import { expect, test } from "@playwright/test"

/** Every route of the storefront route map (docs/architecture.md), with the heading its page shows. */
const routes: ReadonlyArray<readonly [path: string, heading: string, isBuilt?: boolean]> = [
  ["/shop/us", "Home"],
  ["/shop/us/signin", "Sign in", true],
  ["/shop/us/forgot-password", "Forgot password", true],
  ["/shop/us/global-signon", "Global sign-on"],
  ["/shop/us/product/1234567", "Essential Crew Tee", true],
  ["/shop/us/stores", "Find a store", true],
  ["/shop/us/account", "My account", true],
  ["/shop/us/account/addresses", "Address book", true],
  ["/shop/us/account/payments", "Saved payment cards", true],
  ["/shop/us/account/password", "Update password", true],
  ["/shop/us/account/rewards", "Rewards", true],
  ["/shop/us/account/rewards/history", "Points history", true],
  ["/shop/us/account/orders", "Order history", true],
  ["/shop/us/account/orders/ANF123456789", "Order ANF123456789"],
  ["/shop/us/account/orders/ANF123456789/payment", "Payment for order ANF123456789"],
  ["/shop/us/help", "Help"],
  ["/shop/us/help/track-order", "Track your order"],
  ["/shop/us/help/gift-cards", "Gift card balance"],
  ["/shop/us/help/contact", "Contact us"],
  ["/shop/us/help/bank-refund", "Bank refund"],
  ["/shop/us/enroll", "Fast enroll"],
]

test("every route of the map renders its heading", async ({ page }) => {
  // One full load, then in-app navigation (as a link click does), so the run stays quick;
  // deep links by full load are covered by the other tests.
  await page.goto("/shop/us")
  for (const [path, heading, isBuilt] of routes) {
    await page.evaluate((to) => {
      history.pushState(null, "", to)
      dispatchEvent(new PopStateEvent("popstate"))
    }, path)
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading)
    const notice = page.getByText("This page is not built yet")
    if (isBuilt) await expect(notice, path).toHaveCount(0)
    else await expect(notice, path).toBeVisible()
  }
})

test("/ goes to the US site, and a site may carry a language", async ({ page }) => {
  await page.goto("/")
  await expect(page).toHaveURL(/\/shop\/us$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home")

  await page.goto("/shop/eu-fr/stores")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a store")
  await expect(page.getByLabel("Distance (kilometres)")).toBeVisible()
})

test("a path outside the map says so", async ({ page }) => {
  await page.goto("/shop/us/no-such-page")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found")
})

test("the main navigation reaches Home, Stores, Account and Help", async ({ page }) => {
  await page.goto("/shop/ca")
  const nav = page.getByRole("navigation", { name: "Main" })
  for (const [link, heading, path] of [
    ["Stores", "Find a store", "/shop/ca/stores"],
    ["Account", "My account", "/shop/ca/account"],
    ["Help", "Help", "/shop/ca/help"],
    ["Home", "Home", "/shop/ca"],
  ] as const) {
    await nav.getByRole("link", { name: link }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    await expect(nav.getByRole("link", { name: link })).toHaveAttribute("aria-current", "page")
  }
})
