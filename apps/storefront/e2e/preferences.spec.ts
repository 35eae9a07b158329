import { expect, type Page, test } from "./test.ts"

const trigger = (page: Page) => page.getByRole("button", { name: /^Preferences: ship to / })
const panel = (page: Page) => page.getByRole("dialog", { name: "Shipping and language preferences" })

test("changing the ship-to country moves the bag to its site, and currency and language follow", async ({ page }) => {
  await page.goto("/shop/us")
  await expect(trigger(page)).toHaveAccessibleName("Preferences: ship to United States, USD, English")
  await trigger(page).click()
  await panel(page).getByRole("button", { name: "Change country" }).click()

  const modal = page.getByRole("dialog", { name: "Choose your ship-to country" })
  const country = modal.getByRole("combobox", { name: "Country" })
  await expect(country).toBeFocused()
  await country.fill("fra")
  await modal.getByRole("option", { name: "France" }).click()
  await expect(country).toHaveValue("France")
  await modal.getByRole("button", { name: "Save" }).click()
  await expect(modal.getByRole("button", { name: "Saving…" })).toBeVisible()
  await expect(modal.getByRole("button", { name: "Saved" })).toBeVisible()

  await expect(page).toHaveURL(/\/shop\/eu-fr$/)
  await expect(trigger(page)).toHaveAccessibleName("Preferences: ship to France, EUR, Français")
  await page.reload()
  await expect(trigger(page)).toHaveAccessibleName("Preferences: ship to France, EUR, Français")
})

test("switching the language lands on the same page with the language replaced in the path", async ({ page, context }) => {
  await page.goto("/shop/eu/stores")
  await expect(page.getByRole("heading", { level: 1, name: "Find a store" })).toBeVisible()
  await expect(trigger(page)).toHaveAccessibleName("Preferences: ship to Germany, EUR, English")
  await trigger(page).click()
  await panel(page).getByRole("button", { name: "Change language" }).click()

  const modal = page.getByRole("dialog", { name: "Choose your language" })
  const language = modal.getByRole("combobox", { name: "Language" })
  await language.fill("de-")
  await expect(modal.getByRole("option")).toHaveText(["Deutsch"])
  await modal.getByRole("option", { name: "Deutsch" }).click()
  await modal.getByRole("button", { name: "Save" }).click()

  await expect(page).toHaveURL(/\/shop\/eu-de\/stores$/)
  await expect(page.getByRole("heading", { level: 1, name: "Find a store" })).toBeVisible()
  await expect(trigger(page)).toHaveAccessibleName("Preferences: ship to Germany, EUR, Deutsch")
  const cookies = await context.cookies()
  expect(cookies.find((cookie) => cookie.name === "languageFix")?.value).toBe("de")
})

test("the country picker rejects an unmatched country with the required error, by keyboard alone", async ({ page }) => {
  await page.goto("/shop/us")
  await expect(trigger(page)).toBeVisible()
  for (let presses = 0; presses < 20; presses++) {
    await page.keyboard.press("Tab")
    if (await trigger(page).evaluate((element) => element === document.activeElement)) break
  }
  await expect(trigger(page)).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(panel(page)).toBeVisible()
  await page.keyboard.press("Tab")
  await expect(panel(page).getByRole("button", { name: "Change country" })).toBeFocused()
  await page.keyboard.press("Enter")

  const modal = page.getByRole("dialog", { name: "Choose your ship-to country" })
  const country = modal.getByRole("combobox", { name: "Country" })
  await expect(country).toBeFocused()
  await page.keyboard.press("ControlOrMeta+a")
  await page.keyboard.type("Atlantis")
  await expect(country).toHaveAttribute("aria-expanded", "false")
  await page.keyboard.press("Tab")
  await expect(modal.getByRole("button", { name: "Save" })).toBeFocused()
  await page.keyboard.press("Enter")

  await expect(country).toHaveAttribute("aria-invalid", "true")
  await expect(country).toHaveAccessibleDescription("Select a country from the list")
  await expect(modal.getByRole("status")).toHaveText("Select a country from the list")

  // the keyboard also chooses: type, arrow down, Enter
  await page.keyboard.press("Shift+Tab")
  await expect(country).toBeFocused()
  await page.keyboard.press("ControlOrMeta+a")
  await page.keyboard.type("cana")
  await expect(country).toHaveAttribute("aria-expanded", "true")
  await page.keyboard.press("ArrowDown")
  await page.keyboard.press("Enter")
  await expect(country).toHaveValue("Canada")
  await expect(country).not.toHaveAttribute("aria-invalid", "true")
  await page.keyboard.press("Escape")
  await expect(modal).toBeHidden()
  await expect(panel(page).getByRole("button", { name: "Change country" })).toBeFocused()
})
