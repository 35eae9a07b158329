import { expect, type Page, test } from "./test.ts"
import { sessionCookies } from "./support.ts"

const signInWithForm = async (page: Page, email: string, password: string) => {
  await page.getByLabel("E-mail address").fill(email)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

test("a remembered user signs in, then sees the welcome back with the masked e-mail", async ({ page }) => {
  await page.goto("/shop/us/signin")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in")
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" })).toBeVisible()
  await signInWithForm(page, "remembered@outfitter.test", "outfitter")
  await expect(page).toHaveURL(/\/shop\/us\/account$/)
  // the remembered user's session has run out: the account area shows the guest navigation
  await expect(page.getByRole("navigation", { name: "Account (guest)" })).toBeVisible()

  await page.goto("/shop/us/signin")
  await expect(page.getByRole("heading", { level: 2, name: "Welcome back, Riley" })).toBeVisible()
  await expect(page.getByText("rxxxxxxxxx@outfitter.test")).toBeVisible()
  await expect(page.locator('input[type="hidden"][name="loginId"]')).toHaveValue("remembered@outfitter.test")
  await expect(page.getByLabel("E-mail address")).toHaveCount(0)
  await expect(page.getByLabel("Password")).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem("isRemembered"))).toBe("true")
})

test("the remembered state from the fixture's cookies alone", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5002", { session: "expired" }))
  await page.goto("/shop/us/signin")
  await expect(page.getByRole("heading", { level: 2, name: "Welcome back, Riley" })).toBeVisible()
  await expect(page.getByText("rxxxxxxxxx@outfitter.test")).toBeVisible()
})

test("a bad password shows a field error and announces it", async ({ page }) => {
  await page.goto("/shop/us/signin")
  await signInWithForm(page, "registered@outfitter.test", "not-the-password")
  const password = page.getByLabel("Password")
  await expect(password).toHaveAttribute("aria-invalid", "true")
  await expect(page.getByText("The e-mail address or password is incorrect.").first()).toBeVisible()
  await expect(page.getByRole("status")).toHaveText("The e-mail address or password is incorrect.")
})

test("guest and logged-in account navigation, with the current tab marked", async ({ page, context, baseURL }) => {
  await page.goto("/shop/us/account")
  const guest = page.getByRole("navigation", { name: "Account (guest)" })
  await expect(guest).toBeVisible()
  await expect(guest.getByRole("link", { name: "Sign in" })).not.toHaveAttribute("aria-current", "page")
  await expect(page.getByRole("navigation", { name: "Account", exact: true })).toHaveCount(0)

  await context.addCookies(sessionCookies(baseURL!, "5001"))
  await page.goto("/shop/us/account/orders")
  const account = page.getByRole("navigation", { name: "Account", exact: true })
  await expect(account.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page")
  await expect(account.getByRole("link", { name: "Overview" })).not.toHaveAttribute("aria-current", "page")
  await account.getByRole("link", { name: "Rewards" }).click()
  await expect(page).toHaveURL(/\/account\/rewards$/)
  await expect(account.getByRole("link", { name: "Rewards" })).toHaveAttribute("aria-current", "page")
  await expect(page.getByRole("navigation", { name: "Account (guest)" })).toHaveCount(0)
})

test("a registered user signs in with the form and reaches the account navigation", async ({ page }) => {
  await page.goto("/shop/us/signin")
  await signInWithForm(page, "registered@outfitter.test", "outfitter")
  await expect(page).toHaveURL(/\/shop\/us\/account$/)
  const account = page.getByRole("navigation", { name: "Account", exact: true })
  await expect(account.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page")
  await page.getByRole("button", { name: "Sign out" }).click()
  await expect(page).toHaveURL(/\/shop\/us\/signin$/)
  await expect(page.getByRole("navigation", { name: "Account (guest)" })).toHaveCount(0) // the sign-in page has no account layout
})

test("the sign-in modal opens from ?modal=signin and closes with Escape", async ({ page }) => {
  await page.goto("/shop/us?modal=signin")
  const dialog = page.getByRole("dialog", { name: "Sign in" })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel("E-mail address")).toBeVisible()
  await expect(dialog.getByRole("button", { name: "Close sign in" })).toBeFocused() // showModal focuses the first control
  await page.keyboard.press("Escape")
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveURL(/\/shop\/us$/)
})
