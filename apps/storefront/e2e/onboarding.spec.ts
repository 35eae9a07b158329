import { expect, test } from "./test.ts"
import { sessionCookies } from "./support.ts"


const pad = (n: number) => String(n).padStart(2, "0")
/** The date `years` years before today, shifted by `days`. */
const birthdayFor = (years: number, days: number) => {
  const now = new Date()
  const date = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days)
  return { year: String(date.getFullYear()), month: pad(date.getMonth() + 1), day: pad(date.getDate()) }
}

test("onboarding through every pane: a too-young birthday rejected, a valid one accepted", async ({ page, context, baseURL }) => {
  // member 5001: preference.onboarding 0, loyalty store 10051 (fixtures/README.md "Loyalty")
  await context.addCookies(sessionCookies(baseURL!, "5001"))
  const updates: Array<unknown> = []
  page.on("request", (request) => {
    if (request.method() === "PUT" && new URL(request.url()).pathname.endsWith("/api/user")) updates.push(request.postDataJSON())
  })
  await page.goto("/shop/us/account/rewards")
  const dialog = page.getByRole("dialog", { name: "Welcome to Outfitter Rewards" })
  await expect(dialog).toBeVisible()
  await dialog.getByRole("button", { name: "Get started" }).click()

  const modal = page.locator("#loyalty-onboarding")
  await expect(modal.getByRole("heading", { name: "Tell us what you shop for" })).toBeVisible()
  await modal.getByRole("button", { name: "Women's" }).click()
  await expect(modal.getByRole("heading", { name: "When is your birthday?" })).toBeVisible()
  await expect(modal).toHaveAttribute("data-background", "female")

  const young = birthdayFor(14, 1)
  await modal.getByLabel("Birth month").selectOption(young.month)
  await modal.getByLabel("Birth day").selectOption(young.day)
  await modal.getByLabel("Birth year").fill(young.year)
  await modal.getByRole("button", { name: "Save birthday" }).click()
  await expect(modal.getByRole("alert")).toHaveText("You must be at least 14 years old to join.")
  await expect(modal.getByLabel("Birth year")).toHaveAttribute("aria-invalid", "true")

  const valid = birthdayFor(14, 0)
  await modal.getByLabel("Birth month").selectOption(valid.month)
  await modal.getByLabel("Birth day").selectOption(valid.day)
  await modal.getByLabel("Birth year").fill(valid.year)
  await modal.getByRole("button", { name: "Save birthday" }).click()
  await expect(modal.getByRole("heading", { name: "Add your phone number" })).toBeVisible()

  await modal.getByLabel("Phone number").fill("555-01")
  await modal.getByRole("button", { name: "Save phone" }).click()
  await expect(modal.getByText("Enter a 10-digit phone number.")).toBeVisible()
  await modal.getByLabel("Phone number").fill("(614) 555-0100")
  await modal.getByRole("button", { name: "Save phone" }).click()

  await expect(modal.getByRole("heading", { name: "Get the app" })).toBeVisible()
  await modal.getByRole("button", { name: "Next" }).click()
  await expect(modal.getByRole("heading", { name: "You're all set" })).toBeVisible()
  await modal.getByRole("button", { name: "Start shopping" }).click()
  await expect(page.getByRole("dialog")).toHaveCount(0)

  await expect.poll(() => updates.length).toBe(4)
  expect(updates).toEqual([
    { preference: { gender: "F", onboarding: 1 } },
    { preference: { birthDay: valid.day, birthMonth: valid.month, birthYear: valid.year } },
    { primaryPhone: "6145550100", preference: {} },
    { preference: { onboarding: 1 } },
  ])

  // the next visit: onboarding stays done, so the modal stays closed and, onboarding now
  // being done, the member's new-reward notification opens instead
  await page.reload()
  await expect(page.getByRole("dialog", { name: "You have a new reward" })).toBeVisible()
  await expect(page.getByRole("dialog", { name: "Welcome to Outfitter Rewards" })).toHaveCount(0)
})
