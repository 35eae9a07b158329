import { expect, test } from "@playwright/test"
import { sessionCookies } from "./support.ts"


test("the rewards overview of a seeded member: points, tier, progress", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5003"))
  await page.goto("/shop/us/account/rewards")
  await expect(page.getByRole("heading", { level: 1, name: "Rewards" })).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: /^Welcome, / })).toBeVisible()
  await expect(page.getByTestId("rewards-tier")).toHaveText("Tier: vip · expires 12/31/2026")
  const points = page.getByTestId("rewards-points")
  await expect(points).toHaveText(/^[\d,]+ points$/)
  const n = Number((await points.textContent())!.replace(/\D/g, ""))
  const ring = page.getByRole("progressbar", { name: "Progress to your next reward" })
  if (n > 0) {
    const expected = Math.round(Math.min(1, Math.round((Math.sqrt(n) / Math.sqrt(1000)) * 100) / 100) * 100)
    await expect(ring).toHaveAttribute("aria-valuenow", String(expected))
  } else {
    await expect(ring).toHaveCount(0)
  }
})

test("refer a friend: the link carries referral_code and the copy button reports and resets", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await context.addCookies(sessionCookies(baseURL!, "5002"))
  await page.goto("/shop/us/account/rewards")
  await expect(page.getByTestId("rewards-points")).toBeVisible()
  await page.getByRole("button", { name: "Refer a friend" }).click()
  const dialog = page.getByRole("dialog", { name: "Refer a friend" })
  await expect(dialog.getByLabel("Your referral link")).toHaveValue(/\?referral_code=REF\d{6}$/)
  await dialog.getByRole("button", { name: "Copy link" }).click()
  await expect(dialog.getByRole("button", { name: "Copying…" })).toBeVisible()
  await expect(dialog.getByRole("button", { name: "Link copied" })).toBeVisible({ timeout: 3000 })
  await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 3000 })
})
