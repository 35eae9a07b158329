import { type BrowserContext, expect, type Locator, type Page, test } from "./test.ts"
import { axeViolations as violations, routeMap, sessionCookies } from "./support.ts"

/**
 * Accessible in every state (issue 15 item 6): every route of the route map, signed out and
 * signed in, at desktop size and on a 390 px wide phone, and with the modals, results and the
 * header menu open, has no serious or critical axe violation (WCAG 2.0/2.1 A and AA); on the
 * phone no page is wider than the screen and every modal opens inside it.
 *
 * Kept quick (one worker on the CI machine): a page is loaded once per session state and
 * reached by in-app navigation, checked at desktop size, then narrowed to the phone's width
 * and checked again on the same page.
 */

const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }

/**
 * The page's width past the screen, in px (0 when it fits), and where to look when it does
 * not fit: the innermost elements whose right edge is past the screen.
 */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth
    const past = [...document.body.querySelectorAll("*")].filter((element) => element.getBoundingClientRect().right > width + 0.5)
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)))
    return {
      px: Math.max(0, document.documentElement.scrollWidth - width),
      past: innermost.slice(0, 5).map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`),
    }
  })

/** At the phone's width, the page is no wider than the screen. */
const fitsPhone = async (page: Page, label: string) => {
  await page.setViewportSize(phone)
  const { px, past } = await overflow(page)
  expect.soft(px, `${label}: px wider than the phone's screen (past it: ${past.join(", ")})`).toBe(0)
}

/** Nothing of the page is still loading (the route's chunk, the page's data). */
const settled = (page: Page) => expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0)

/**
 * The page at desktop size and then at the phone's width: no violation at either, and on
 * the phone the page is no wider than the screen. Leaves the page at the phone's width.
 */
const checkBothSizes = async (page: Page, label: string) => {
  await page.setViewportSize(desktop)
  expect.soft(await violations(page), `${label} (desktop)`).toEqual([])
  await fitsPhone(page, label)
  expect.soft(await violations(page), `${label} (phone)`).toEqual([])
}

/**
 * At the phone's width the dialog box is inside the screen (a taller one scrolls inside
 * itself), and a modal's backdrop covers the whole screen.
 */
const insideScreen = async (dialog: Locator, label: string, isModal = true) => {
  const { box, backdrop, height } = await dialog.evaluate((element) => {
    const rect = (of: Element | null) => {
      const r = of?.getBoundingClientRect()
      return r === undefined ? null : { left: r.left, top: r.top, right: r.right, bottom: r.bottom }
    }
    // a native modal <dialog>'s ::backdrop is the top layer's, over the whole viewport
    const backdrop = element.matches(":modal")
      ? { left: 0, top: 0, right: innerWidth, bottom: innerHeight }
      : rect(element.parentElement)
    return { box: rect(element)!, backdrop, height: innerHeight }
  })
  expect.soft(box.left, `${label}: the dialog's left edge`).toBeGreaterThanOrEqual(0)
  expect.soft(box.right, `${label}: the dialog's right edge`).toBeLessThanOrEqual(phone.width)
  expect.soft(box.top, `${label}: the dialog's top edge`).toBeGreaterThanOrEqual(0)
  expect.soft(box.bottom, `${label}: the dialog's bottom edge`).toBeLessThanOrEqual(height)
  if (isModal) {
    expect.soft(backdrop, `${label}: the backdrop covers the screen`).toEqual({ left: 0, top: 0, right: phone.width, bottom: height })
  }
}

/** A dialog (modal or the header menu) open on the page: checked at both sizes, and inside the phone's screen. */
const checkDialog = async (page: Page, dialog: Locator, label: string, isModal = true) => {
  await expect(dialog).toBeVisible()
  await checkBothSizes(page, label)
  await insideScreen(dialog, label, isModal)
}

const signIn = (context: BrowserContext, baseURL: string | undefined) =>
  context.addCookies(sessionCookies(baseURL!, "5001"))

/** In-app navigation, as a link click does: one full load per session state keeps the run quick. */
const navigate = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, "", to)
    dispatchEvent(new PopStateEvent("popstate"))
  }, path)

const isAccount = (path: string) => path.startsWith("/shop/us/account")
const isHelp = (path: string) => path.startsWith("/shop/us/help") || path === "/shop/us/enroll"

/** The route map in three groups, one test each. */
const groups = [
  ["shop pages", routeMap.filter(([path]) => !isAccount(path) && !isHelp(path))],
  ["account pages", routeMap.filter(([path]) => isAccount(path))],
  ["help pages and enroll", routeMap.filter(([path]) => isHelp(path))],
] as const

for (const [name, routes] of groups) {
  test(`${name}: signed out and signed in, desktop and phone`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000)
    for (const isSignedIn of [false, true]) {
      if (isSignedIn) await signIn(context, baseURL)
      await page.setViewportSize(desktop)
      await page.goto(routes[0]![0])
      // signed out, every /account page is the same sign-in page: checked once, its width on each
      let hasCheckedSignIn = false
      for (const [path, heading] of routes) {
        const showsSignIn = !isSignedIn && isAccount(path)
        await page.setViewportSize(desktop)
        await navigate(page, path)
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(showsSignIn ? "Sign in" : heading)
        await settled(page)
        const label = `${path} ${isSignedIn ? "signed in" : "signed out"}`
        if (showsSignIn && hasCheckedSignIn) await fitsPhone(page, label)
        else await checkBothSizes(page, label)
        hasCheckedSignIn ||= showsSignIn
      }
    }
  })
}

test("the sign-in modal, the header preference menu and its country modal, desktop and phone", async ({ page }) => {
  await page.setViewportSize(desktop)
  await page.goto("/shop/us?modal=signin")
  const signInDialog = page.getByRole("dialog", { name: "Sign in" })
  await checkDialog(page, signInDialog, "sign-in modal")
  await signInDialog.press("Escape")
  await expect(signInDialog).toHaveCount(0)

  await page.setViewportSize(desktop)
  await page.getByRole("button", { name: /^Preferences: ship to / }).click()
  const panel = page.getByRole("dialog", { name: "Shipping and language preferences" })
  await checkDialog(page, panel, "preference menu", false)
  await panel.getByRole("button", { name: "Change country" }).click()
  await checkDialog(page, page.getByRole("dialog", { name: "Choose your ship-to country" }), "ship-to country modal")
})

test("the store finder with results, desktop and phone", async ({ page }) => {
  await page.setViewportSize(desktop)
  await page.goto("/shop/us/stores")
  await page.getByLabel("Zip or postal code").fill("43215")
  await page.getByRole("button", { name: "Search", exact: true }).click()
  await expect(page.getByRole("region", { name: "Stores near 43215" }).getByRole("article").first()).toBeVisible()
  await checkBothSizes(page, "store finder results")
})

test("the account modals (preferred store with results, add an address, add a card), desktop and phone", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL)
  await page.setViewportSize(desktop)
  await page.goto("/shop/us/account")
  await page.getByRole("button", { name: "Change preferred store" }).click()
  const store = page.getByRole("dialog", { name: "Change preferred store" })
  await store.getByLabel("Zip or postal code").fill("43215")
  await store.getByRole("button", { name: "Search", exact: true }).click()
  await expect(store.getByRole("article").first()).toBeVisible()
  await checkDialog(page, store, "preferred-store modal")

  for (const [path, button, dialog] of [
    ["/shop/us/account/addresses", "Add an address", "Add an address"],
    ["/shop/us/account/payments", "Add a card", "Add a card"],
  ] as const) {
    await page.setViewportSize(desktop)
    await navigate(page, path)
    await page.getByRole("button", { name: button }).click()
    await checkDialog(page, page.getByRole("dialog", { name: dialog }), `${dialog} modal`)
  }
})

test("the order detail's cancel modals and a guest's order, desktop and phone", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL)
  await page.goto("/shop/us/account/orders")
  for (const [order, button, dialog] of [
    ["10000016002", /^Cancel item: /, /^Cancel /],
    ["10000016004", "Cancel reservation", "Cancel reservation 10000016004?"],
  ] as const) {
    await page.setViewportSize(desktop)
    await navigate(page, `/shop/us/account/orders/${order}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${order}`)
    await settled(page)
    await page.getByRole("button", { name: button }).first().click()
    const modal = page.getByRole("dialog", { name: dialog })
    await checkDialog(page, modal, `order ${order} cancel modal`)
    await modal.press("Escape")
    await expect(modal).toHaveCount(0)
  }
  await context.clearCookies()
  await page.setViewportSize(desktop)
  await page.goto("/shop/us/account/orders/10000016001?email=registered%40outfitter.test")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order 10000016001")
  await settled(page)
  await checkBothSizes(page, "a guest's order")
})

test("each brand theme's header, links and buttons", async ({ page, context, baseURL }) => {
  await signIn(context, baseURL)
  await page.setViewportSize(desktop)
  // the adult theme is the other tests'
  for (const brand of ["kids", "gh", "st"]) {
    await page.goto(`/shop/us/account/rewards?brand=${brand}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rewards")
    await settled(page)
    expect.soft(await violations(page), brand).toEqual([])
  }
})
