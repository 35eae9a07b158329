import { expect, test } from "./test.ts"

test("a Japanese visitor's bank refund is refused, retried and accepted", async ({ page, context, baseURL }) => {
  // the edge sets geoLocation from the visitor's IP
  await context.addCookies([{ name: "geoLocation", value: "JP:13:100-0001", url: baseURL! }])
  await page.goto("/shop/us/help/bank-refund")
  await expect(page.getByRole("heading", { level: 1, name: "Bank refund" })).toBeVisible()
  const form = page.getByRole("form", { name: "Bank details" })
  await expect(form.getByLabel("Branch code")).toBeVisible()
  await expect(form.getByLabel("Province")).toHaveCount(0)
  // the Japanese name's rule is said beside the field before anything is typed
  await expect(form.getByLabel("Account holder's full name")).toHaveAccessibleDescription(
    "In half-width katakana, as your bank holds it (for example ﾔﾏﾀﾞ ﾀﾛｳ).",
  )

  await form.getByLabel("Order number (optional)").fill("12a")
  await form.getByRole("button", { name: "Submit bank details" }).click()
  await expect(form.getByRole("alert")).toHaveText(
    "Invalid input: Order number, Bank name, Bank branch name, Refund ID, Account holder's full name, Bank account number, Branch code, Bank code, Account type",
  )
  await expect(form.getByLabel("Order number (optional)")).toBeFocused()
  await expect(form.getByLabel("Bank name")).toHaveAttribute("aria-invalid", "true")

  await form.getByLabel("Order number (optional)").fill("10000001001")
  await form.getByLabel("Bank name").fill("Mizuho")
  await form.getByLabel("Bank branch name").fill("Tokyo")
  await form.getByLabel("Refund ID").fill("RF-RETRY")
  await form.getByLabel("Account holder's full name").fill("ﾔﾏﾀﾞ ﾀﾛｳ")
  await form.getByLabel("Bank account number").fill("1234567")
  await form.getByLabel("Branch code").fill("001")
  await form.getByLabel("Bank code").fill("0001")
  await form.getByLabel("Account type").selectOption({ label: "Ordinary (futsū)" })
  await form.getByRole("button", { name: "Submit bank details" }).click()

  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
    "Our refund service had a problem, so your bank details were not saved. Your entries are kept: press Retry.",
  )
  await expect(form.getByLabel("Bank name")).toHaveAttribute("aria-invalid", "false")
  await expect(form.getByLabel("Bank name")).toHaveValue("Mizuho")
  await form.getByRole("button", { name: "Retry" }).click()

  const thanks = page.getByRole("dialog", { name: "Thank you" })
  await expect(thanks).toBeVisible()
  await expect(form.getByLabel("Bank name")).toHaveValue("")
  await expect(form.getByRole("button", { name: "Submit bank details" })).toBeVisible()
  await thanks.getByRole("button", { name: "Close" }).click()
  await expect(thanks).toHaveCount(0)
})

test("a refund the service keeps failing (RF-FAIL) keeps its Retry button and says what failed, every time", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "geoLocation", value: "HK::", url: baseURL! }])
  await page.goto("/shop/us/help/bank-refund")
  const form = page.getByRole("form", { name: "Bank details" })
  await form.getByLabel("Bank name").fill("HSBC")
  await form.getByLabel("Bank branch name").fill("Central")
  await form.getByLabel("Refund ID").fill("RF-FAIL")
  await form.getByLabel("Account holder's full name").fill("Chan Tai Man")
  await form.getByLabel("Bank account number").fill("123456789012")
  await form.getByLabel("Province").fill("Hong Kong Island")
  await form.getByLabel("City").fill("Hong Kong")
  const said = "Our refund service had a problem, so your bank details were not saved. Your entries are kept: press Retry."
  await form.getByRole("button", { name: "Submit bank details" }).click()
  await expect(form.getByText(said)).toBeVisible()
  await form.getByRole("button", { name: "Retry" }).click()
  await expect(form.getByText(said)).toBeVisible()
  await expect(form.getByRole("button", { name: "Retry" })).toBeEnabled()
  await expect(form.getByLabel("Bank name")).toHaveValue("HSBC")
  await expect(page.getByRole("dialog", { name: "Thank you" })).toHaveCount(0)
})

test("a Hong Kong visitor gets the province and city, and no bank code", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "geoLocation", value: "HK::", url: baseURL! }])
  await page.goto("/shop/us/help/bank-refund")
  const form = page.getByRole("form", { name: "Bank details" })
  await expect(form.getByLabel("City")).toBeVisible()
  await expect(form.getByLabel("Bank code")).toHaveCount(0)
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the store finder's pages are all shown (up to 19 pages are never abbreviated) and usable", async ({ page }) => {
    await page.goto("/shop/us/stores")
    // a distance chosen before the page is hydrated is React's to replace: wait until it is ready
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeEnabled()
    await page.getByLabel("Zip or postal code").fill("43215")
    await page.getByLabel("Distance (miles)").selectOption("100")
    await page.getByRole("button", { name: "Search", exact: true }).click()
    const live = page.getByRole("status").filter({ hasText: /\S/ })
    await expect(live).toHaveText(/^we found \d+ stores within 100$/)
    const found = Number((await live.textContent())?.match(/\d+/)?.[0])
    const last = Math.ceil(found / 3)
    expect(last).toBeGreaterThan(3)
    expect(last).toBeLessThanOrEqual(19)
    const pages = page.getByRole("navigation", { name: "Store results pages" })
    await expect(pages.getByRole("button", { name: /^Page \d+$/ })).toHaveCount(last)
    await expect(pages.getByText("…")).toHaveCount(0)
    await pages.getByRole("button", { name: `Page ${last}` }).click()
    await expect(pages.getByRole("button", { name: `Page ${last}` })).toHaveAttribute("aria-current", "page")
    await expect(pages.getByRole("button", { name: /Next/ })).toBeDisabled()
    await expect(page.getByRole("region", { name: "Stores near 43215" }).getByRole("article")).toHaveCount(found - (last - 1) * 3)
  })
})
