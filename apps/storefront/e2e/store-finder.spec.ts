import { expect, type Page, test } from "./test.ts"

/** The live region the finder announces in (platform §8 screen-reader message). */
const liveStatus = (page: Page) => page.getByRole("status").filter({ hasText: /\S/ })

const searchZip = async (page: Page, zip: string) => {
  await page.getByLabel("Zip or postal code").fill(zip)
  await page.getByRole("button", { name: "Search", exact: true }).click()
}

const storeNamesOnPage = (page: Page) =>
  page.getByRole("region", { name: /^Stores near/ }).getByRole("article").getByRole("heading", { level: 3 }).allTextContents()

test("a zip search is announced, pages through, and the chosen store survives a reload", async ({ page }) => {
  await page.goto("/shop/us/stores")
  await expect(page.getByRole("heading", { level: 1, name: "Find a store" })).toBeVisible()
  await expect(page.getByLabel("Distance (miles)")).toHaveValue("25")
  await searchZip(page, "43215")

  await expect(liveStatus(page)).toHaveText(/^we found \d+ stores within 25$/)
  const found = Number((await liveStatus(page).textContent())?.match(/\d+/)?.[0])
  expect(found).toBeGreaterThanOrEqual(12)

  const results = page.getByRole("region", { name: "Stores near 43215" })
  const pages = page.getByRole("navigation", { name: "Store results pages" })
  await expect(results.getByRole("list", { name: "Stores" }).getByRole("listitem")).toHaveCount(3)
  await expect(pages.getByRole("button", { name: /^Page \d+$/ })).toHaveCount(Math.ceil(found / 3))
  await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page")
  await expect(pages.getByRole("button", { name: /Previous/ })).toBeDisabled()

  const firstCard = results.getByRole("article").first()
  await expect(firstCard.getByRole("link", { name: /^\+?[\d\s()-]+$/ })).toHaveAttribute("href", /^tel:\+?\d+$/)
  await expect(firstCard.getByRole("img", { name: /^Map of the area around / })).toBeVisible()
  await expect(firstCard.getByRole("link", { name: /Map and directions/ })).toHaveAttribute("href", /maps/)
  await expect(firstCard).toContainText(/\d+(\.\d)? mi away/)
  await expect(results).toContainText("availability, prices and promotions may vary by store")

  const pageOne = await storeNamesOnPage(page)
  await pages.getByRole("button", { name: /Next/ }).click()
  await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
  await expect(pages.getByRole("button", { name: "Page 1" })).not.toHaveAttribute("aria-current", "page")
  const pageTwo = await storeNamesOnPage(page)
  expect(pageTwo).toHaveLength(3)
  expect(pageTwo.filter((name) => pageOne.includes(name))).toEqual([])

  await pages.getByRole("button", { name: "Page 3" }).click()
  await expect(pages.getByRole("button", { name: "Page 3" })).toHaveAttribute("aria-current", "page")
  await pages.getByRole("button", { name: /Previous/ }).click()
  await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page")

  const chosen = pageTwo[1]!
  const card = results.getByRole("article", { name: chosen })
  await card.getByRole("button", { name: `Select store: ${chosen}` }).click()
  await expect(page.getByText(`Your store: ${chosen}`)).toBeVisible()
  await expect(card.getByRole("button", { name: `Selected store: ${chosen}` })).toHaveAttribute("aria-pressed", "true")
  await expect(liveStatus(page)).toHaveText(`${chosen} is now your store.`)

  await page.reload()
  await expect(page.getByText(`Your store: ${chosen}`)).toBeVisible()
  await expect(page.getByRole("banner")).toContainText(chosen)

  // The card keeps its selected state when it is listed again.
  await searchZip(page, "43215")
  await pages.getByRole("button", { name: "Page 2" }).click()
  await expect(results.getByRole("article", { name: chosen }).getByRole("button", { name: /^Selected store/ }))
    .toHaveAttribute("aria-pressed", "true")
  await expect(results.getByRole("button", { name: /^Selected store/ })).toHaveCount(1)
})

test("an empty zip is a field error, announced", async ({ page }) => {
  await page.goto("/shop/us/stores")
  await page.getByRole("button", { name: "Search", exact: true }).click()
  const zip = page.getByLabel("Zip or postal code")
  await expect(zip).toHaveAttribute("aria-invalid", "true")
  await expect(zip).toHaveAccessibleDescription("Enter a zip or postal code to search.")
  await expect(zip).toBeFocused()
  await expect(liveStatus(page)).toHaveText("Enter a zip or postal code to search.")
  await expect(zip).toHaveAttribute("maxlength", "50")
})

test("an unknown zip is a field error, announced", async ({ page }) => {
  await page.goto("/shop/us/stores")
  await searchZip(page, "XYZ99")
  const zip = page.getByLabel("Zip or postal code")
  const message = "We couldn't find that zip or postal code. Check it and try again."
  await expect(zip).toHaveAttribute("aria-invalid", "true")
  await expect(zip).toHaveAccessibleDescription(message)
  await expect(liveStatus(page)).toHaveText(message)
  await expect(page.getByRole("article")).toHaveCount(0)

  // Correcting it clears the error.
  await searchZip(page, "10001")
  await expect(liveStatus(page)).toHaveText(/^we found \d+ stores within 25$/)
  await expect(zip).toHaveAttribute("aria-invalid", "false")
})

test.describe("current location", () => {
  test.use({ permissions: ["geolocation"], geolocation: { latitude: 39.9612, longitude: -82.9988 } })

  test("lists the stores around the device's position", async ({ page }) => {
    await page.goto("/shop/us/stores")
    await page.getByRole("button", { name: "Use my current location" }).click()
    await expect(liveStatus(page)).toHaveText(/^we found \d+ stores within 25$/)
    const results = page.getByRole("region", { name: "Stores near you" })
    await expect(results.getByRole("article")).toHaveCount(3)
    await expect(page.getByRole("navigation", { name: "Store results pages" })).toBeVisible()
  })
})

test("a refused location says so", async ({ page, context }) => {
  await context.clearPermissions()
  await page.goto("/shop/us/stores")
  await page.getByRole("button", { name: "Use my current location" }).click()
  const message = /Location access is turned off|couldn't get your location/
  await expect(page.getByRole("button", { name: "Use my current location" })).toHaveAccessibleDescription(message)
  await expect(liveStatus(page)).toHaveText(message)
})

test("Berlin on the EU site: two stores in kilometres, no pagination, the EU announcement", async ({ page }) => {
  await page.goto("/shop/eu/stores")
  // a choice made before the page is hydrated is React's to replace: wait until it is ready
  await expect(page.getByRole("button", { name: "Search", exact: true })).toBeEnabled()
  await page.getByLabel("Distance (kilometres)").selectOption("10")
  await searchZip(page, "10115")
  await expect(liveStatus(page)).toHaveText("2 store(s) in Germany, near 10115")
  const results = page.getByRole("region", { name: "Stores near 10115" })
  await expect(results.getByRole("article")).toHaveCount(2)
  await expect(results.getByRole("article").first()).toContainText(/\d+(\.\d)? km away/)
  // Fewer than three stores: no list wrapper, no pagination (platform §2).
  await expect(results.getByRole("list")).toHaveCount(0)
  await expect(page.getByRole("navigation", { name: "Store results pages" })).toHaveCount(0)
  await expect(results).toContainText("may vary by store")
})

test("works from the keyboard alone, with reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.goto("/shop/us/stores")
  const zip = page.getByLabel("Zip or postal code")
  await zip.focus()
  await page.keyboard.type("43215")
  await page.keyboard.press("Enter")
  await expect(liveStatus(page)).toHaveText(/^we found \d+ stores within 25$/)

  const pages = page.getByRole("navigation", { name: "Store results pages" })
  await pages.getByRole("button", { name: "Page 2" }).focus()
  await page.keyboard.press("Enter")
  await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
  // Focus goes to the results heading, so reading continues with the new page.
  await expect(page.getByRole("heading", { level: 2, name: "Stores near 43215" })).toBeFocused()

  await page.keyboard.press("Tab")
  const focused = page.locator(":focus")
  await expect(focused).toHaveAttribute("href", /^tel:/)
  const select = page.getByRole("article").first().getByRole("button", { name: /^Select store: / })
  await select.focus()
  await page.keyboard.press("Enter")
  await expect(page.getByText(/^Your store: /)).toBeVisible()
  // The chosen card's button keeps focus (aria-disabled, not disabled).
  await expect(page.getByRole("article").first().getByRole("button", { name: /^Selected store: / })).toBeFocused()
})

test("a store named in the filter parameter is the page's store, without replacing the saved one", async ({ page }) => {
  await page.goto("/shop/us/stores?filter=store:10001")
  await expect(page.getByText("Your store:")).toContainText("Short North")
  await expect(page.getByRole("banner").getByRole("link", { name: /My store/ })).toContainText("Short North")
  await page.goto("/shop/us/stores")
  await expect(page.getByText("Choose a store to see its stock")).toBeVisible()
})

test("a search in the address runs on load: what the form sends when submitted before the page's script has taken over", async ({ page }) => {
  await page.goto("/shop/us/stores?zip=43215&radius=25&brand=")
  await expect(liveStatus(page)).toHaveText(/^we found \d+ stores within 25$/)
  await expect(page.getByRole("region", { name: "Stores near 43215" })).toBeVisible()
})
