import { type Sandbox, startSandbox } from "@outfitter/fixtures/sandbox"
import { join } from "node:path"
import { build, preview, type PreviewServer } from "vite"
import { sessionCookies } from "./support.ts"
import { expect, type Page, type Route, test } from "./test.ts"

/**
 * Outfitter's answer to a lost answer, in the browser: the request reaches the service, the
 * service acts, and the connection is reset before the page gets the answer. Playwright lets
 * the request through (`route.fetch()`) and then resets the page's connection
 * (`route.abort("connectionreset")`).
 *
 * The embedded fixtures answer inside the page (a service worker), where no route sees the
 * calls; so this spec builds the storefront as a live deployment is built, for an API root on
 * its own origin, serves it with `vite preview`, and proxies that origin's /api to a sandbox
 * (the reporter's setup: the production build behind a same-origin proxy to the sandbox).
 */
const previewPort = Number(process.env["E2E_LOST_PREVIEW_PORT"] ?? Number(process.env["E2E_PORT"] ?? 4173) + 100)
const origin = `http://127.0.0.1:${previewPort}`
const root = join(import.meta.dirname, "..")
const outDir = `${process.env["E2E_OUT_DIR"] ?? "dist"}-lost`

test.describe.configure({ mode: "serial" })

let sandbox: Sandbox
let server: PreviewServer

test.beforeAll(async () => {
  test.setTimeout(240_000)
  sandbox = await startSandbox({ port: 0 })
  process.env["VITE_OUTFITTER_API_ROOT"] = `${origin}/api`
  try {
    await build({ root, mode: "production", logLevel: "warn", build: { outDir, emptyOutDir: true } })
    server = await preview({
      root,
      mode: "production",
      logLevel: "warn",
      build: { outDir },
      preview: {
        host: "127.0.0.1",
        port: previewPort,
        strictPort: true,
        proxy: { "/api": { target: `http://127.0.0.1:${sandbox.port}`, changeOrigin: false } },
      },
    })
  } finally {
    delete process.env["VITE_OUTFITTER_API_ROOT"]
  }
})

test.afterAll(async () => {
  await server?.close()
  await sandbox?.close()
})

test.beforeEach(() => sandbox.reset())

/**
 * Lets the first `method` call to `path` reach the service, then resets the page's
 * connection instead of answering; every later one goes through. Counts the calls.
 */
const loseFirstAnswer = async (page: Page, method: string, path: string) => {
  const calls = { count: 0 }
  await page.route(`${origin}/api${path}`, async (route: Route) => {
    if (route.request().method() !== method) return route.fallback()
    calls.count += 1
    if (calls.count > 1) return route.fallback()
    await route.fetch()
    await route.abort("connectionreset")
  })
  return calls
}

test("order 10000016010: the cancel's answer is lost, the retry answers 'Failure', and the dialog says the order is cancelled", async ({ page, context }) => {
  await context.addCookies(sessionCookies(origin, "5001"))
  const cancels = await loseFirstAnswer(page, "PUT", "/user/order/10000016010")
  await page.goto(`${origin}/shop/us/account/orders/10000016010`)
  await expect(page.getByRole("heading", { level: 1, name: "Order 10000016010" })).toBeVisible()
  await page.getByRole("button", { name: "Cancel order" }).click()
  const dialog = page.getByRole("dialog", { name: "Cancel order 10000016010?" })
  await dialog.getByLabel("Reason for cancelling").selectOption({ label: "I changed my mind" })
  await dialog.getByRole("button", { name: "Cancel order" }).click()
  await expect(dialog.getByRole("status")).toHaveText("Your order has been cancelled.")
  await expect(dialog.getByRole("alert")).toHaveText("")
  // the first attempt cancelled it; the second was refused as already cancelled
  expect(cancels.count).toBe(2)
  await expect(page.getByRole("article", { name: "Essential Crew Tee" })).toContainText("Cancelled")
})

test("a return submission whose answer is lost: the order is read again and the page goes to that return", async ({ page, context }) => {
  await context.addCookies(sessionCookies(origin, "5001"))
  const submissions = await loseFirstAnswer(page, "POST", "/user/order/return")
  await page.goto(`${origin}/shop/us/account/orders/10000016001`)
  await page.getByRole("button", { name: "Return or exchange items" }).click()
  await page.getByRole("button", { name: "Continue" }).click()
  await page.getByRole("listitem", { name: "Essential Crew Tee" }).getByRole("button", { name: "Return" }).click()
  const modal = page.getByRole("dialog", { name: "Why are you returning the Essential Crew Tee?" })
  await modal.getByLabel("Reason").selectOption({ label: "Doesn't fit" })
  await modal.getByLabel("Too small").check()
  await modal.getByRole("button", { name: "Save" }).click()
  await expect(modal).toHaveCount(0)
  for (const step of ["Return method", "Refund method", "Review your return"]) {
    await page.getByRole("button", { name: "Continue" }).click()
    await expect(page.getByRole("heading", { name: step })).toBeVisible()
  }
  await page.getByRole("button", { name: "Submit return" }).click()
  // the return the lost answer would have named: the first return order of the sandbox
  await expect(page.getByRole("heading", { level: 1, name: "Order 30000016001" })).toBeVisible()
  await expect(page.getByText("Your return has been submitted", { exact: true })).toBeVisible()
  expect(submissions.count).toBe(1)
  await expect(page.getByRole("alert").filter({ hasText: "could not be submitted" })).toHaveCount(0)
})
