import { expect, test } from "./test.ts"
import { sessionCookies } from "./support.ts"

/** The loyalty entries and anything else in session storage, as one string. */
const sessionStorageText = (page: import("@playwright/test").Page) => page.evaluate(() => JSON.stringify({ ...sessionStorage }))

test("a member who signs out leaves nothing for the next one in the same tab; the Apple token is never stored", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5003"))
  await page.goto("/shop/us/account/rewards")
  await expect(page.getByTestId("rewards-points")).toBeVisible()
  const welcome = page.getByRole("heading", { level: 2, name: /^Welcome, / })
  const first = (await welcome.textContent())!
  const stored = await sessionStorageText(page)
  expect(stored).not.toContain("apple-5003")
  expect(stored).toContain("loyalty__")

  expect(await page.evaluate(() => localStorage.getItem("outfitter__member"))).toBe("5003")
  await page.getByRole("button", { name: "Sign out" }).click()
  await expect(page).toHaveURL(/\/shop\/us\/signin$/)
  expect(await sessionStorageText(page)).not.toContain(first.replace("Welcome, ", ""))
  // the member marker no longer names the member who signed out
  expect(await page.evaluate(() => localStorage.getItem("outfitter__member"))).toBe("anonymous")

  // the next member signs in on the same tab (the session cookies the sign-in sets)
  await context.addCookies(sessionCookies(baseURL!, "5005"))
  await page.goto("/shop/us/account/rewards")
  await expect(page.getByTestId("rewards-points")).toBeVisible()
  await expect(welcome).toBeVisible()
  expect(await welcome.textContent()).not.toBe(first)
  const after = await sessionStorageText(page)
  expect(after).not.toContain("apple-5003")
  expect(after).not.toContain("apple-5005")
})

test("a page loaded with another member's cookies never shows the previous member's cached data", async ({ page, context, baseURL }) => {
  await context.addCookies(sessionCookies(baseURL!, "5003"))
  await page.goto("/shop/us/account/rewards")
  const welcome = page.getByRole("heading", { level: 2, name: /^Welcome, / })
  await expect(welcome).toBeVisible()
  const first = (await welcome.textContent())!
  // no sign-out click: the cookies change under the page (another tab, a shared computer)
  await context.clearCookies()
  await context.addCookies(sessionCookies(baseURL!, "5005"))
  await page.reload()
  await expect(welcome).toBeVisible()
  expect(await welcome.textContent()).not.toBe(first)
})

test("a session the service refuses (member 5098): one reload, then sign-in; the cookies are the service's to clear", async ({ page, context, baseURL }) => {
  await page.clock.install()
  let loads = 0
  page.on("load", () => void (loads += 1))
  await context.addCookies(sessionCookies(baseURL!, "5098"))
  const sessionCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === "WC_USERACTIVITY_5098")?.value
  const before = await sessionCookie()
  await page.goto("/shop/us/account/rewards")
  // the refusal signs the page out at once: the account page offers sign-in, not an error
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in")
  await expect(page.getByRole("alert")).toHaveCount(0)
  // the spec's reload comes 3 s later, once
  await page.clock.runFor(3_500)
  await expect.poll(() => loads).toBe(2)
  // the page it brought is refused again: it stays, signed out
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in")
  // and never reloads again, however long it stays
  await page.clock.runFor(30_000)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in")
  expect(loads).toBe(2)
  // the page never touched the session's cookies
  expect(await sessionCookie()).toBe(before)
})
