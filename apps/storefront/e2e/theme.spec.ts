import { expect, test } from "./test.ts"

const headerBackground = (page: import("@playwright/test").Page) =>
  page.getByRole("banner").evaluate((element) => getComputedStyle(element).backgroundColor)

test("the header theme follows ?brand= and is kept when navigating", async ({ page }) => {
  await page.goto("/shop/us")
  const banner = page.getByRole("banner")
  await expect(banner).toHaveAttribute("data-theme", "adult")
  await expect(banner.getByRole("link", { name: "Outfitter home" })).toBeVisible()
  const adultBackground = await headerBackground(page)

  await page.goto("/shop/us?brand=kids")
  await expect(banner).toHaveAttribute("data-theme", "youth")
  await expect(banner.getByRole("link", { name: "Outfitter Kids home" })).toBeVisible()
  expect(await headerBackground(page)).not.toBe(adultBackground)

  await banner.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Stores" }).click()
  await expect(page).toHaveURL(/\/shop\/us\/stores\?brand=kids$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a store")
  await expect(banner).toHaveAttribute("data-theme", "youth")
})

test("each brand parameter picks one of the four header themes", async ({ page }) => {
  for (const [brand, theme, logo] of [
    ["acf", "adult", "Outfitter"],
    ["hol", "adult", "Outfitter"],
    ["gh", "gym-wear", "Outfitter Gym"],
    ["st", "tourist-wear", "Outfitter Travel"],
    ["unknown", "adult", "Outfitter"],
  ] as const) {
    await page.goto(`/shop/us/help?brand=${brand}`)
    await expect(page.getByRole("banner"), brand).toHaveAttribute("data-theme", theme)
    await expect(page.getByRole("banner").getByRole("link", { name: `${logo} home` }), brand).toBeVisible()
  }
})
