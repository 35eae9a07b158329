import { scenarios } from "@outfitter/fixtures"
import { expect, type Page, test } from "./test.ts"
import { axeViolations } from "./support.ts"

/**
 * Scenarios in the storefront and the QA panel (issue 19): `?scenario=` on any page puts
 * the embedded fixtures into a named state before the page's first call is answered, the
 * tab keeps it across navigation and reloads until `?scenario=` clears it, and the QA
 * panel (its own chunk, once the page is interactive) switches scenarios, signs a fixture
 * account in with one click and resets everything.
 */

const failing = "store-search-fails"
const failureMessage = "We couldn't load stores just now. Please try again."

/** A scenario that only signs member 5001 in (no answers of its own), from the catalogue. */
const memberScenario = scenarios.find((scenario) => scenario.member === "5001" && scenario.answers === undefined)

const searchZip = async (page: Page, zip = "43215") => {
  await page.getByLabel("Zip or postal code").fill(zip)
  await page.getByRole("button", { name: "Search", exact: true }).click()
}

const searchFails = async (page: Page) => {
  await searchZip(page)
  await expect(page.getByRole("main").getByText(failureMessage).first()).toBeVisible()
  await expect(page.getByRole("region", { name: /^Stores near/ })).toHaveCount(0)
}

const searchFinds = async (page: Page) => {
  await searchZip(page)
  await expect(page.getByRole("status").filter({ hasText: /^we found \d+ stores within 25$/ })).toHaveCount(1)
  await expect(page.getByText(failureMessage)).toHaveCount(0)
}

const panel = (page: Page) => page.getByRole("region", { name: "QA panel" })
const toggle = (page: Page) => page.getByRole("button", { name: "QA panel" })

const openPanel = async (page: Page) => {
  await toggle(page).click()
  await expect(panel(page).getByRole("heading", { level: 2, name: "QA panel" })).toBeFocused()
}

/** Runs an action that reloads the page, and waits for the new page's QA panel. */
const reloading = async (page: Page, action: () => Promise<void>) => {
  const loaded = page.waitForEvent("load")
  await action()
  await loaded
  await expect(toggle(page)).toBeVisible()
}

test("?scenario= reaches the fixtures before the first call, is kept across navigation and reloads, leaves the address, and ?scenario= clears it", async ({ page }) => {
  await page.goto(`/shop/us/stores?scenario=${failing}`)
  await expect(page).toHaveURL(/\/shop\/us\/stores$/)
  await searchFails(page)

  // in-app navigation away and back
  const nav = page.getByRole("navigation", { name: "Main" })
  await nav.getByRole("link", { name: "Help" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help")
  await nav.getByRole("link", { name: "Stores" }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a store")
  await searchFails(page)

  // a full load of another page, then of the finder
  await page.goto("/shop/us/help")
  await page.goto("/shop/us/stores")
  await searchFails(page)
  await openPanel(page)
  await expect(panel(page).getByTestId("qa-current-scenario")).toContainText(failing)

  await page.goto("/shop/us/stores?scenario=")
  await expect(page).toHaveURL(/\/shop\/us\/stores$/)
  await searchFinds(page)
  await page.reload()
  await searchFinds(page)
})

test("?scenario=none clears it too, and other parameters stay in the address", async ({ page }) => {
  await page.goto(`/shop/us/stores?scenario=${failing}`)
  await searchFails(page)
  await page.goto("/shop/us/stores?brand=kids&scenario=none")
  await expect(page).toHaveURL(/\/shop\/us\/stores\?brand=kids$/)
  await searchFinds(page)
})

test("a scenario's member is signed in when it is chosen", async ({ page }) => {
  expect(memberScenario, "the catalogue has a scenario that only signs member 5001 in").toBeDefined()
  await page.goto("/shop/us/account")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in")
  await page.goto(`/shop/us/account?scenario=${memberScenario!.name}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My account")
})

test("an unknown name changes nothing and the panel says so, listing the names", async ({ page }) => {
  await page.goto(`/shop/us/stores?scenario=${failing}`)
  await searchFails(page)
  await page.goto("/shop/us/stores?scenario=no-such-scenario")
  await expect(page).toHaveURL(/\/shop\/us\/stores$/)
  const status = panel(page).getByRole("status")
  await expect(status).toContainText("Unknown scenario 'no-such-scenario'")
  await expect(status).toContainText(failing)
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "true")
  // the tab's scenario still holds (the open panel closed first: it sits over the page)
  await panel(page).getByRole("button", { name: "Close" }).click()
  await expect(toggle(page)).toBeFocused()
  await searchFails(page)
})

test("the panel switches the scenario: Apply resets, selects and reloads", async ({ page }) => {
  await page.goto("/shop/us/stores")
  await openPanel(page)
  await expect(panel(page).getByTestId("qa-current-scenario")).toHaveText("No scenario: the plain fixtures.")
  const select = panel(page).getByLabel("Choose a scenario")
  await expect(select.locator(`optgroup[label="stores"] option[value="${failing}"]`)).toHaveCount(1)
  await select.selectOption(failing)
  await expect(panel(page)).toContainText(scenarios.find((scenario) => scenario.name === failing)!.description)
  await reloading(page, () => panel(page).getByRole("button", { name: "Apply" }).click())
  await searchFails(page)
  await openPanel(page)
  await expect(panel(page).getByTestId("qa-current-scenario")).toContainText(failing)

  await panel(page).getByLabel("Choose a scenario").selectOption("")
  await reloading(page, () => panel(page).getByRole("button", { name: "Apply" }).click())
  await searchFinds(page)
})

test("one click signs a fixture account in, and Reset puts everything back", async ({ page }) => {
  await page.goto(`/shop/us/account?scenario=${failing}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in")
  await openPanel(page)
  await reloading(page, () => panel(page).getByRole("button", { name: /^registered@outfitter\.test member 5001/ }).click())
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My account")

  await openPanel(page)
  await reloading(page, () => panel(page).getByRole("button", { name: "Reset everything" }).click())
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in")
  expect((await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith("WC_USERACTIVITY_"))).toEqual([])
  await openPanel(page)
  await expect(panel(page).getByTestId("qa-current-scenario")).toHaveText("No scenario: the plain fixtures.")
  await page.goto("/shop/us/stores")
  await searchFinds(page)
})

test("the panel is its own chunk, loaded after the page; keyboard, phone, reduced motion and axe", async ({ page }) => {
  const scripts: Array<string> = []
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
  })
  const response = await page.goto("/shop/us/stores")
  await expect(toggle(page)).toBeVisible()
  const panelChunk = scripts.find((path) => /mountQaPanel/.test(path))
  expect(panelChunk, scripts.join("\n")).toBeDefined()
  // the page's HTML names the chunks of its first render: not the panel's, and none of
  // them carries the panel, the scenario start or the fixtures (they all come later)
  const html = await response!.text()
  expect(html).not.toContain("mountQaPanel")
  const firstRender = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
  expect(firstRender.length).toBeGreaterThan(0)
  for (const path of firstRender) {
    const text = await (await page.request.get(path)).text()
    for (const marker of ["QA panel", "outfitter.qa.scenario", "Short North"]) expect(text, `${path} carries ${marker}`).not.toContain(marker)
  }

  // keyboard: the toggle opens it (focus on its heading), Escape closes it (focus back)
  await expect(toggle(page)).toHaveAttribute("aria-expanded", "false")
  await toggle(page).focus()
  await page.keyboard.press("Enter")
  await expect(panel(page).getByRole("heading", { name: "QA panel" })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(toggle(page)).toBeFocused()
  await expect(panel(page)).toHaveCount(0)

  // collapsed, the end of the page scrolls clear of the toggle
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const clear = await page.evaluate(() => {
    const toggleTop = document.querySelector(".qa-toggle")!.getBoundingClientRect().top
    return document.getElementById("root")!.getBoundingClientRect().bottom <= toggleTop
  })
  expect(clear).toBe(true)
  expect(await axeViolations(page)).toEqual([])

  // on a phone the open panel fits the screen and passes axe
  await page.setViewportSize({ width: 390, height: 844 })
  await openPanel(page)
  const box = (await panel(page).boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(await axeViolations(page, "#outfitter-qa")).toEqual([])

  // no motion for those who asked for less
  await page.emulateMedia({ reducedMotion: "reduce" })
  expect(await panel(page).evaluate((element) => getComputedStyle(element).animationName)).toBe("none")
  await page.emulateMedia({ reducedMotion: "no-preference" })
  expect(await panel(page).evaluate((element) => getComputedStyle(element).animationName)).toBe("qa-rise")
})

test("an open modal covers the QA toggle as it covers the page; closed, the toggle is on top again", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto("/shop/us/help")
  await expect(toggle(page)).toBeVisible()
  /** What a tap at the middle of the toggle lands on: the toggle itself, or what covers it. */
  const tapLandsOnToggle = () =>
    toggle(page).evaluate((button) => {
      const box = button.getBoundingClientRect()
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
    })
  expect(await tapLandsOnToggle()).toBe(true)
  await page.getByRole("button", { name: "Change country" }).click()
  const dialog = page.getByRole("dialog", { name: "Choose your shipping country" })
  await expect(dialog).toBeVisible()
  expect(await tapLandsOnToggle()).toBe(false)
  await page.keyboard.press("Escape")
  await expect(dialog).toHaveCount(0)
  expect(await tapLandsOnToggle()).toBe(true)
})
