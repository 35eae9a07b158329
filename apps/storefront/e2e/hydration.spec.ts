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
 * Waits until React has every element of the app: each one it hydrates or renders carries
 * its fiber (an `__reactFiber$…` property), and what sits inside a Suspense boundary (the
 * page, the header's Sign in) is hydrated after the rest, so an element without one is
 * HTML React has not reached yet. A mismatch is reported by then.
 */
const waitForHydration = (page: Page) =>
  page.waitForFunction(() => {
    const elements = [...(document.getElementById("root")?.querySelectorAll("*") ?? [])]
    return elements.length > 0 && elements.every((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")))
  })

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
      // the page was on screen before the app's code ran (boot.ts)
      const order = await page.evaluate(() => [
        performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        performance.getEntriesByName("outfitter:start")[0]?.startTime,
      ])
      expect(order[0], "first contentful paint").toBeGreaterThan(0)
      expect(order[1], "the app's start, after the first paint").toBeGreaterThanOrEqual(order[0]!)
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

/** Whether React listens on the page yet: hydrateRoot puts its container key on the root with its listeners. */
const reactListens = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__reactContainer$")))

/** Holds the app's chunk (main.tsx's) back until the function it gives is called. */
const holdApp = async (page: Page): Promise<() => void> => {
  let releaseApp = () => {}
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve))
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await appHeld
    await route.continue()
  })
  return releaseApp
}

test("what the visitor chooses, types and submits before the page is hydrated reaches the page", async ({ page }) => {
  // the app's chunk is held until the visitor has done it all in the page's HTML
  const releaseApp = await holdApp(page)
  const errors = collectErrors(page)
  await page.goto("/shop/eu/stores", { waitUntil: "commit" })
  await page.getByLabel("Distance (kilometres)").selectOption("10")
  await page.getByLabel("Zip or postal code").fill("10115")
  await page.getByRole("button", { name: "Search", exact: true }).click()
  // the browser did not send the form (which would have loaded another page)
  expect(new URL(page.url()).search).toBe("")
  expect(await page.evaluate(() => Object.keys(document.getElementById("root")!.firstElementChild!).some((key) => key.startsWith("__reactFiber$")))).toBe(false)

  releaseApp()
  await waitForHydration(page)
  // the search ran once React had the page, with the distance and the zip code chosen before
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText("2 store(s) in Germany, near 10115")
  await expect(page.getByLabel("Distance (kilometres)")).toHaveValue("10")
  await expect(page.getByLabel("Zip or postal code")).toHaveValue("10115")
  expect(errors).toEqual([])
})

test("a button clicked before the app has started is clicked again once the page is hydrated", async ({ page, context }) => {
  await context.grantPermissions(["geolocation"])
  await context.setGeolocation({ latitude: 39.9612, longitude: -82.9988 })
  const releaseApp = await holdApp(page)
  const errors = collectErrors(page)
  await page.goto("/shop/us/stores", { waitUntil: "commit" })
  await page.getByRole("button", { name: "Use my current location" }).click()
  expect(await reactListens(page)).toBe(false)

  releaseApp()
  await waitForHydration(page)
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(/^we found \d+ stores within 25$/)
  await expect(page.getByRole("region", { name: "Stores near you" }).getByRole("article")).toHaveCount(3)
  expect(errors).toEqual([])
})

test("a key pressed on a tab before the app has started reaches it once the page is hydrated", async ({ page }) => {
  const releaseApp = await holdApp(page)
  const errors = collectErrors(page)
  await page.goto("/shop/us/help/gift-cards", { waitUntil: "commit" })
  await page.getByRole("tab", { name: "Check balance" }).focus()
  await page.keyboard.press("ArrowRight")
  expect(await reactListens(page)).toBe(false)

  releaseApp()
  await waitForHydration(page)
  await expect(page.getByRole("tab", { name: "About gift cards" })).toBeFocused()
  await expect(page.getByRole("tabpanel", { name: "About gift cards" })).toBeVisible()
  expect(errors).toEqual([])
})

test("the chunks every page evaluates as it starts carry V8's compile hint, and only those", async ({ page, request }) => {
  await load(page, "/shop/us/help")
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((name) => /\/assets\/[^/]+\.js$/.test(name)),
  )
  const hinted: Array<string> = []
  for (const url of scripts) {
    if ((await (await request.get(url)).text()).startsWith("//# allFunctionsCalledOnLoad\n")) hinted.push(url.replace(/^.*\/assets\/([^-]+)-.*$/, "$1"))
  }
  expect(hinted.sort()).toEqual(["libs", "main", "shared"])
  // the page's own chunk and the boot script load too, unhinted
  expect(scripts.length).toBeGreaterThan(3)
})
