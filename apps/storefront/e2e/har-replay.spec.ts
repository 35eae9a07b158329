import { loadHar } from "@outfitter/fixtures/har"
import { startSandbox, type Sandbox } from "@outfitter/fixtures/sandbox"
import { expect, type Browser, type Page, test } from "./test.ts"
import * as Result from "effect/Result"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { build, preview, type PreviewServer } from "vite"

/**
 * The HAR round trip: a Playwright session of a few storefront pages is recorded against a
 * sandbox, then the same pages are visited against a second sandbox that answers only from
 * that recording (no fixtures behind it: anything not recorded is a 404), and show the same
 * content. The recording carries a session cookie, as a live service's would; it is never
 * served back.
 *
 * The storefront talks to a sandbox only in a build made for its API root, so this spec
 * builds one (VITE_OUTFITTER_API_ROOT, the way a live build is made) and serves it with
 * `vite preview`; both sandboxes listen on the same port, so the one build serves both.
 */
const sandboxPort = Number(process.env["E2E_HAR_SANDBOX_PORT"] ?? 4321)
const previewPort = Number(process.env["E2E_HAR_PREVIEW_PORT"] ?? 4322)
const apiRoot = `http://127.0.0.1:${sandboxPort}/api`
const root = join(import.meta.dirname, "..")
const outDir = `${process.env["E2E_OUT_DIR"] ?? "dist"}-har`
const secret = "recorded-session-secret-4711"

test.describe.configure({ mode: "serial" })

let server: PreviewServer
let dir: string
const running: Array<Sandbox> = []

test.beforeAll(async () => {
  test.setTimeout(240_000)
  dir = mkdtempSync(join(tmpdir(), "outfitter-har-e2e-"))
  process.env["VITE_OUTFITTER_API_ROOT"] = apiRoot
  try {
    await build({ root, mode: "production", logLevel: "warn", build: { outDir, emptyOutDir: true } })
    server = await preview({ root, mode: "production", logLevel: "warn", build: { outDir }, preview: { host: "127.0.0.1", port: previewPort, strictPort: true } })
  } finally {
    delete process.env["VITE_OUTFITTER_API_ROOT"]
  }
})

test.afterAll(async () => {
  await Promise.all(running.splice(0).map((sandbox) => sandbox.close()))
  await server?.close()
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
})

const origin = `http://127.0.0.1:${previewPort}`

/** What the pages show: the product's sizes, a zip search's announcement and its first stores. */
const visitPages = async (page: Page) => {
  await page.goto(`${origin}/shop/us/product/1234567`)
  await expect(page.getByRole("heading", { level: 1, name: "Essential Crew Tee" })).toBeVisible()
  await expect(page.getByRole("radio", { name: "L (sold out)" })).toBeVisible()
  const sizes = await page.getByRole("group", { name: "Size" }).ariaSnapshot()

  await page.goto(`${origin}/shop/us/stores`)
  await expect(page.getByRole("heading", { level: 1, name: "Find a store" })).toBeVisible()
  await page.getByLabel("Zip or postal code").fill("43215")
  await page.getByRole("button", { name: "Search", exact: true }).click()
  const status = page.getByRole("status").filter({ hasText: /^we found \d+ stores within 25$/ })
  await expect(status).toBeVisible()
  const results = page.getByRole("region", { name: "Stores near 43215" })
  await expect(results.getByRole("list", { name: "Stores" }).getByRole("listitem")).toHaveCount(3)
  const stores = await results.getByRole("article").getByRole("heading", { level: 3 }).allTextContents()
  // the store cards' static maps, signed by the API and served from its origin: the image
  // policy allows the API's origin, so every map loads (none says "Map unavailable")
  const maps = results.getByRole("img", { name: /^Map of the area around / })
  await expect(maps).toHaveCount(3)
  await expect.poll(() => maps.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length)).toBe(3)
  await expect(results.getByText("Map unavailable")).toHaveCount(0)
  return { sizes, announced: await status.textContent(), stores }
}

/** Visits the pages in a fresh context; every answer from the API root, with its Set-Cookie headers. */
const session = async (browser: Browser, recordTo?: string) => {
  const context = await browser.newContext(recordTo === undefined ? {} : { recordHar: { path: recordTo, content: "embed" } })
  const answers: Array<{ url: string; status: number; setCookie: string }> = []
  context.on("response", (response) => {
    if (!response.url().startsWith(apiRoot)) return
    answers.push({ url: response.url(), status: response.status(), setCookie: response.headers()["set-cookie"] ?? "" })
  })
  const page = await context.newPage()
  const shown = await visitPages(page)
  const cookies = await context.cookies()
  const documentCookie = await page.evaluate(() => document.cookie)
  await context.close()
  return { shown, answers, cookies, documentCookie }
}

test("a recorded session replays: the same pages show the same content from the recording alone, and its cookie is never served", async ({ browser }) => {
  test.setTimeout(120_000)
  const recorder = await startSandbox({ port: sandboxPort })
  running.push(recorder)
  const harPath = join(dir, "session.har")
  const recorded = await session(browser, harPath)
  await recorder.close()
  running.splice(running.indexOf(recorder), 1)
  expect(recorded.answers.length).toBeGreaterThan(0)
  expect(recorded.answers.every((answer) => answer.status === 200)).toBe(true)

  // a live service's answers carry the session: give the recording's API answers a cookie
  const har = JSON.parse(readFileSync(harPath, "utf8")) as {
    log: { entries: Array<{ request: { url: string; headers: Array<{ name: string; value: string }> }; response: { headers: Array<{ name: string; value: string }> } }> }
  }
  for (const entry of har.log.entries.filter((candidate) => candidate.request.url.startsWith(apiRoot))) {
    entry.request.headers.push({ name: "Cookie", value: `WC_AUTHENTICATION_5001=${secret}` })
    entry.response.headers.push({ name: "Set-Cookie", value: `WC_AUTHENTICATION_5001=${secret}; Path=/` })
  }
  writeFileSync(harPath, JSON.stringify(har))

  const loaded = loadHar(readFileSync(harPath, "utf8"), "session.har")
  if (Result.isFailure(loaded)) throw new Error(loaded.failure.message)
  // every recorded API answer is served; what is skipped got no answer in the first place
  // or is a preflight, which the sandbox answers itself
  expect(loaded.success.skipped.filter((skipped) => skipped.method !== "OPTIONS" && skipped.reason !== "no response was recorded")).toEqual([])
  expect(loaded.success.answers.length).toBeGreaterThanOrEqual(recorded.answers.length)
  expect(JSON.stringify(loaded.success)).not.toContain(secret)

  // the second sandbox has no fixtures behind the recording: an unrecorded call is a 404
  const replayer = await startSandbox({ port: sandboxPort, har: loaded.success, fixtures: false })
  running.push(replayer)
  expect((await fetch(`${apiRoot}/storelocator/10001`)).status).toBe(404)

  const replayed = await session(browser)
  expect(replayed.shown).toEqual(recorded.shown)
  expect(replayed.answers.map((answer) => answer.status)).toEqual(replayed.answers.map(() => 200))
  expect(replayed.answers.map((answer) => answer.url).sort()).toEqual(recorded.answers.map((answer) => answer.url).sort())
  expect(replayed.answers.filter((answer) => answer.setCookie.includes(secret))).toEqual([])
  expect(JSON.stringify(replayed.cookies)).not.toContain(secret)
  expect(replayed.documentCookie).not.toContain(secret)
})
