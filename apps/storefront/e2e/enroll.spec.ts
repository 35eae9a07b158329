import { fastEnrollCampaign, fastEnrollEmails, fastEnrollPassword, fastEnrollSpotContent } from "@outfitter/fixtures"
import { fastEnrollContentSpots } from "@outfitter/domain"
import { expect, test } from "./test.ts"

test("fast enroll for a new e-mail: pane 2, digits-only phone, opt-in, the campaign's confirmation", async ({ page }) => {
  await page.goto(`/shop/us/enroll?campaignId=${fastEnrollCampaign}`)
  await expect(page.getByRole("heading", { level: 1, name: "Fast enroll" })).toBeVisible()
  await page.getByLabel("E-mail address").fill("not-an-email")
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true")
  await expect(page.getByText("Please enter a valid email address.").first()).toBeVisible()

  await page.getByLabel("E-mail address").fill(fastEnrollEmails.newcomer)
  await page.getByRole("button", { name: "Continue" }).click()
  const heading = page.getByRole("heading", { name: "Create your account" })
  await expect(heading).toBeFocused()

  const phone = page.getByLabel("Phone number (optional)")
  await phone.pressSequentially("614-555-01a00")
  await expect(phone).toHaveValue("6145550100")
  await page.getByRole("checkbox", { name: "Outfitter Kids" }).check()
  await page.getByRole("button", { name: "Join now" }).click()

  await expect(page.getByRole("heading", { name: "You're in" })).toBeFocused()
  await expect(page.getByText("Welcome! Your membership is ready.")).toBeVisible()
  const spots = fastEnrollContentSpots(fastEnrollCampaign)
  await expect(page.getByText(fastEnrollSpotContent[spots.newUser]![0]!)).toBeVisible()
  await expect(page.getByText(fastEnrollSpotContent[spots.action]![0]!)).toBeVisible()
  await expect(page.getByText(fastEnrollSpotContent[spots.existingUser]![0]!)).toHaveCount(0)
})

test("fast enroll for an existing e-mail goes straight to the confirmation; back from pane 2 returns to pane 1", async ({ page }) => {
  await page.goto("/shop/us/enroll")
  await page.getByLabel("E-mail address").fill(fastEnrollEmails.lookupFails)
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeFocused()
  await page.getByRole("button", { name: "Back" }).click()
  await expect(page.getByRole("heading", { name: "Join with your e-mail" })).toBeFocused()
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeHidden()

  await page.getByLabel("E-mail address").fill(fastEnrollEmails.member)
  await page.getByRole("button", { name: "Continue" }).click()
  await expect(page.getByRole("heading", { name: "You're in" })).toBeFocused()
  await expect(page.getByText("Welcome back! You are already a member.")).toBeVisible()
  await expect(page.getByText("Member number: 4000880001")).toBeVisible()
})

test("a member who signs in with the password they have is welcomed back, never asked to set a password; a new account is", async ({ page }) => {
  await page.goto("/shop/us/enroll")
  await page.getByLabel("E-mail address").fill(fastEnrollEmails.lookupFails)
  await page.getByRole("button", { name: "Continue" }).click()
  await page.getByRole("button", { name: "I already have a password" }).click()
  await page.getByLabel("Password").fill(fastEnrollPassword)
  await page.getByRole("button", { name: "Sign in and join" }).click()
  await expect(page.getByRole("heading", { name: "You're in" })).toBeFocused()
  await expect(page.getByText("Welcome back! You are signed in and your membership is ready.")).toBeVisible()
  await expect(page.getByRole("button", { name: "Set your password" })).toHaveCount(0)
  await expect(page.getByText("Welcome! Your membership is ready.")).toHaveCount(0)

  await page.goto("/shop/us/enroll")
  await page.getByLabel("E-mail address").fill(fastEnrollEmails.newcomer)
  await page.getByRole("button", { name: "Continue" }).click()
  await page.getByRole("button", { name: "Join now" }).click()
  await expect(page.getByText("Welcome! Your membership is ready.")).toBeVisible()
  await expect(page.getByRole("button", { name: "Set your password" })).toBeVisible()
})

test("a refused create shows the service's first message in the pane, and the button comes back after 1 s", async ({ page }) => {
  await page.goto("/shop/us/enroll")
  await page.getByLabel("E-mail address").fill(fastEnrollEmails.createFails)
  await page.getByRole("button", { name: "Continue" }).click()
  await page.getByRole("button", { name: "Join now" }).click()
  await expect(page.getByRole("alert")).toHaveText("We could not create your account right now.")
  // the button waits its 1 s reset (orders §9) before it can be pressed again
  await expect(page.getByRole("button", { name: "Join now" })).toBeDisabled()
  await expect(page.getByRole("button", { name: "Join now" })).toBeEnabled()
})

test("global sign-on links to the same address with the language replaced", async ({ page }) => {
  await page.goto("/shop/eu-de/global-signon?from=mail")
  await expect(page.getByRole("heading", { level: 1, name: "Global sign-on" })).toBeVisible()
  const languages = page.getByRole("navigation", { name: "Language" })
  await expect(languages.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/shop/eu-fr/global-signon?from=mail")
  await expect(languages.getByRole("link", { name: "Deutsch" })).toHaveAttribute("aria-current", "true")
  await languages.getByRole("link", { name: "Français" }).click()
  await expect(page).toHaveURL(/\/shop\/eu-fr\/global-signon\?from=mail$/)
})
