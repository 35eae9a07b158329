import { expect, test } from "./test.ts"
import { routeMap as routes, sessionCookies } from "./support.ts"

test("every route of the map renders its heading (signed in)", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5003"))
  // One full load, then in-app navigation (as a link click does), so the run stays quick;
  // deep links by full load are covered by the other tests.
  await page.goto("/shop/us")
  for (const [path, heading] of routes) {
    await page.evaluate((to) => {
      history.pushState(null, "", to)
      dispatchEvent(new PopStateEvent("popstate"))
    }, path)
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading)
    await expect(page.getByText("not built yet"), path).toHaveCount(0)
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

test("signed out, every account page shows sign-in, with the guest navigation, and signing in shows the page", async ({ page }) => {
  const accountRoutes = routes.filter(([path]) => path.startsWith("/shop/us/account"))
  expect(accountRoutes.length).toBeGreaterThanOrEqual(9)
  for (const [path] of accountRoutes) {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Sign in")
    await expect(page.getByRole("navigation", { name: "Account (guest)" }), path).toBeVisible()
    await expect(page.getByRole("alert"), path).toHaveCount(0)
  }
  // the return address is the page itself: signing in there shows it
  await page.goto("/shop/us/account/addresses")
  await page.getByLabel("E-mail address").fill("registered@outfitter.test")
  await page.getByLabel("Password").fill("outfitter")
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Address book")
  await expect(page).toHaveURL(/\/shop\/us\/account\/addresses$/)
})

test("an unknown site code gets 'choose your site' with HTTP 404, not another site's page", async ({ page }) => {
  for (const path of ["/shop/gb", "/shop/gb/stores", "/shop/xx/account/rewards"]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("Choose your site")
    await expect(page.getByRole("link", { name: "United Kingdom" })).toHaveAttribute("href", "/shop/uk")
    await expect(page.getByRole("heading", { name: "Find a store" })).toHaveCount(0)
  }
  const known = await page.goto("/shop/uk/stores")
  expect(known?.status()).toBe(200)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a store")
})

test("the main navigation reaches Home, Stores, Account and Help", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5003"))
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

test("every route runs under the security policy: the headers are sent and nothing is blocked", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5003"))
  await page.addInitScript(() => {
    const seen: Array<string> = []
    ;(window as unknown as { __violations: Array<string> }).__violations = seen
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  const response = await page.goto("/shop/us")
  const headers = response!.headers()
  const policy = headers["content-security-policy"] ?? ""
  const scriptSrc = policy.split(";").map((part) => part.trim()).find((part) => part.startsWith("script-src")) ?? ""
  expect(scriptSrc).toBe("script-src 'self'")
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).toMatch(/frame-src [^;]+/)
  expect(headers["x-content-type-options"]).toBe("nosniff")
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  expect(headers["permissions-policy"]).toContain("camera=()")
  // a page built ahead is sent gzipped, as the static files are
  expect(headers["content-encoding"]).toBe("gzip")
  for (const [path, heading] of routes) {
    await page.evaluate((to) => {
      history.pushState(null, "", to)
      dispatchEvent(new PopStateEvent("popstate"))
    }, path)
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading)
  }
  // a full load of a page with the map and of the rewards page, under the same policy
  for (const path of ["/shop/us/stores", "/shop/us/account/rewards"]) await page.goto(path)
  await expect(page.getByTestId("rewards-points")).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __violations: Array<string> }).__violations)).toEqual([])
})

test("the policy blocks an inline script (so the check above can fail)", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: Array<string> = []
    ;(window as unknown as { __violations: Array<string> }).__violations = seen
    document.addEventListener("securitypolicyviolation", (event) => seen.push(event.violatedDirective))
  })
  await page.goto("/shop/us")
  await page.evaluate(() => {
    const script = document.createElement("script")
    script.textContent = "window.__ran = true"
    document.body.append(script)
  })
  await expect.poll(() => page.evaluate(() => (window as unknown as { __violations: Array<string> }).__violations)).toContain("script-src-elem")
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined()
})
