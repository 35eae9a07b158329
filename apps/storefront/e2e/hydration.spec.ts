import { expect, type Page, test } from "./test.ts"
import { routeMap, sessionCookies } from "./support.ts"

/**
 * A page built ahead (every route without a parameter, for every site) arrives as HTML
 * rendered for a visitor the page knows nothing of, and the browser hydrates it: its first
 * render there must be the same, whoever the visitor is and whatever the browser has saved.
 * When it is not, React reports the mismatch (in this build as "Minified React error
 * #418") and renders the page again in the browser, throwing the HTML away.
 */

/**
 * What the page reports from its first script on: every uncaught error (React reports a
 * hydration mismatch as one) and any console error about hydration.
 */
const collectErrors = (page: Page): Array<string> => {
  const errors: Array<string> = []
  page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`))
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat/i.test(message.text())) errors.push(message.text())
  })
  return errors
}

/**
 * Waits until the page has settled: its scripts loaded and run (the app hydrates as soon
 * as they are), and the calls they start answered. A mismatch is reported by then.
 */
const waitForHydration = (page: Page) => page.waitForLoadState("networkidle")

/** The path of the HTML built for `path`: itself, or for a page with a number in its path (an order's, a product's) the shell (`_` for the number). */
const builtFor = (path: string) => path.replaceAll(/\/\d+(?=\/|$)/g, "/_")

/** Loads `path` afresh; whether its HTML was built ahead (so the browser hydrated it). */
const load = async (page: Page, path: string): Promise<boolean> => {
  const response = await page.goto(path)
  const builtAhead = (await response!.text()).includes(`data-prerendered="${builtFor(path)}"`)
  await waitForHydration(page)
  return builtAhead
}

const isAccountPage = (path: string) => path.startsWith("/shop/us/account")

/**
 * The routes built ahead: all of them. A route with a parameter (an order's page, its
 * payment page, a product's) is built as a shell, one for every value: its HTML and its
 * hydration show none of the parameter.
 */
const builtAhead = routeMap

test("every route of the map is built ahead, those with a parameter as shells", () => {
  expect(builtAhead.map(([path]) => path)).toContain("/shop/us/account/orders/10000016001/payment")
  expect(builtAhead.map(([path]) => path)).toContain("/shop/us/product/1234567")
  expect(builtFor("/shop/us/product/1234567")).toBe("/shop/us/product/_")
})

for (const signedIn of [false, true]) {
  for (const [path, heading] of builtAhead) {
    test(`${path} ${signedIn ? "signed in" : "signed out"}: a full load has no hydration mismatch`, async ({ page, context, baseURL }) => {
      if (signedIn) await context.addCookies(sessionCookies(baseURL!, "5001"))
      const errors = collectErrors(page)
      expect(await load(page, path)).toBe(true)
      // the page the visitor gets once it knows who they are: an account page's sign-in form
      // signed out, the page itself otherwise
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(!signedIn && isAccountPage(path) ? "Sign in" : heading)
      await waitForHydration(page)
      expect(errors).toEqual([])
    })
  }
}

test("the account page is built ahead, and hydrates for a visitor signed out and signed in", async ({ page, context, baseURL }) => {
  const errors = collectErrors(page)
  expect(await load(page, "/shop/us/account")).toBe(true)
  await expect(page.getByRole("navigation", { name: "Account (guest)" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in")
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" })).toBeVisible()

  await context.addCookies(sessionCookies(baseURL!, "5001"))
  expect(await load(page, "/shop/us/account")).toBe(true)
  await expect(page.getByRole("navigation", { name: "Account", exact: true })).toBeVisible()
  await expect(page.getByRole("region", { name: "My info" })).toContainText("Jordan")
  // a signed-in visitor is not offered Sign in in the header
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" })).toHaveCount(0)
  expect(errors).toEqual([])
})

test("with a chosen store, the header and the store finder hydrate their HTML (which has no store) without a mismatch", async ({ page }) => {
  const errors = collectErrors(page)
  await load(page, "/shop/us/stores")
  await page.getByLabel("Zip or postal code").fill("43215")
  await page.getByRole("button", { name: "Search", exact: true }).click()
  const first = page.getByRole("region", { name: "Stores near 43215" }).getByRole("article").first()
  const name = (await first.getByRole("heading", { level: 3 }).textContent())!
  await first.getByRole("button", { name: `Select store: ${name}` }).click()
  await expect(page.getByText(`Your store: ${name}`)).toBeVisible()
  expect(errors).toEqual([])

  for (const path of ["/shop/us/stores", "/shop/us", "/shop/us/account"]) {
    expect(await load(page, path), path).toBe(true)
    await expect(page.getByRole("banner"), path).toContainText(name)
    if (path === "/shop/us/stores") await expect(page.getByText(`Your store: ${name}`)).toBeVisible()
    expect(errors, path).toEqual([])
  }
})

/** Holds every script of the app back until the function it gives is called. */
const holdScripts = async (page: Page): Promise<() => void> => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** The opening tags of the buttons in a page's HTML as it was served. */
const servedButtons = (html: string) => [...html.matchAll(/<button\b[^>]*>/g)].map((tag) => tag[0])

test("in the HTML built ahead every button is disabled, so nothing can act before the page is hydrated", async ({ page }) => {
  for (const path of ["/shop/us/stores", "/shop/us/help/track-order", "/shop/us/help/contact", "/shop/us/help/bank-refund", "/shop/us/enroll", "/shop/us/forgot-password"]) {
    const response = await page.request.get(path)
    const buttons = servedButtons(await response.text())
    expect(buttons.length, path).toBeGreaterThan(0)
    expect(buttons.filter((tag) => !/\sdisabled=""/.test(tag)), path).toEqual([])
  }
})

test("an early submit sends nothing and puts nothing in the address; once hydrated, the same submit searches", async ({ page }) => {
  const release = await holdScripts(page)
  const errors = collectErrors(page)
  await page.goto("/shop/us/help/track-order", { waitUntil: "commit" })
  const find = page.getByRole("button", { name: "Find order" })
  await expect(find).toBeDisabled()
  await page.getByLabel("Order number").fill("10000016001")
  await page.getByLabel("Email").fill("registered@outfitter.test")
  // Enter in a field submits a form only through an enabled default button
  await page.getByLabel("Email").press("Enter")
  await expect(find).toBeDisabled()
  expect(new URL(page.url()).search).toBe("")
  expect(page.url()).toMatch(/\/shop\/us\/help\/track-order$/)

  release()
  await expect(find).toBeEnabled()
  await waitForHydration(page)
  expect(new URL(page.url()).search).toBe("")
  expect(errors).toEqual([])
})

test("on the store finder, the search and the location button are disabled until hydrated, then search", async ({ page }) => {
  const release = await holdScripts(page)
  const errors = collectErrors(page)
  await page.goto("/shop/eu/stores", { waitUntil: "commit" })
  const search = page.getByRole("button", { name: "Search", exact: true })
  await expect(search).toBeDisabled()
  await expect(page.getByRole("button", { name: "Use my current location" })).toBeDisabled()

  release()
  await expect(search).toBeEnabled()
  await page.getByLabel("Distance (kilometres)").selectOption("10")
  await page.getByLabel("Zip or postal code").fill("10115")
  await search.click()
  expect(new URL(page.url()).search).toBe("")
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText("2 store(s) in Germany, near 10115")
  expect(errors).toEqual([])
})
