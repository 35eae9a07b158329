/**
 * examples/next-app-router as a team copies it: installed with npm from the packed tarballs
 * outside the workspace, built and started with the oldest supported Node, against the
 * fixtures' sandbox as its API. The server HTML carries the member's orders and the
 * selected store; in Chromium the page hydrates without a request to the API, a console
 * error or a hydration warning.
 */
import { cp, readFile, writeFile } from "node:fs/promises"
import { delimiter, dirname, join } from "node:path"
import { encodeSelectedStoreCookie, type OrderSummary } from "@outfitter/domain"
import { fixtureStore } from "@outfitter/fixtures"
import { type Sandbox, startSandbox } from "@outfitter/fixtures/sandbox"
import { cookieHeader, memberCookies } from "@outfitter/fixtures/testing"
import { chromium } from "playwright-core"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { freePort, startServer } from "./background.ts"
import { oldestNode } from "./oldestNode.ts"
import { describeRun, outsideEnv, type Ran, releasePackages, repoRoot, run, succeeded } from "./run.ts"

const { workDir, tarballs } = inject("release")
const example = join(repoRoot, "examples", "next-app-router")
const app = join(workDir, "next-app-router")

/** Member 5001, and the store they chose (not one of the search's, so the page can only show it as theirs). */
const selectedStoreId = "10042"
const visitorCookies: Readonly<Record<string, string>> = {
  ...memberCookies("5001"),
  selectedStore: encodeSelectedStoreCookie({ _tag: "Store", storeId: selectedStoreId }),
}

/** The example's package.json with our packages from the tarballs, nothing of ours from a registry. */
const installable = async (): Promise<string> => {
  const manifest = JSON.parse(await readFile(join(example, "package.json"), "utf8")) as {
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  const ours = Object.fromEntries(releasePackages.map((pkg) => [pkg.name, `file:${tarballs[pkg.name]}`]))
  const pointed = (deps: Record<string, string>) => Object.fromEntries(Object.entries(deps).map(([name, range]) => [name, ours[name] ?? range]))
  return `${JSON.stringify({ ...manifest, dependencies: pointed(manifest.dependencies), devDependencies: pointed(manifest.devDependencies), overrides: ours }, null, 2)}\n`
}

let node = ""
/** outsideEnv with the oldest supported Node first on PATH (npm runs on it too), telemetry off. */
const appEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
  const env = outsideEnv(app)
  const [, ...rest] = (env["PATH"] ?? "").split(delimiter)
  return { ...env, PATH: [dirname(node), ...rest].join(delimiter), NEXT_TELEMETRY_DISABLED: "1", ...extra }
}
const next = () => join(app, "node_modules", "next", "dist", "bin", "next")

let sandbox: Sandbox | undefined
let server: ReturnType<typeof startServer> | undefined
let install: Ran
let build: Ran
let origin = ""

beforeAll(async () => {
  await cp(example, app, { recursive: true, filter: (source) => !/[\\/](node_modules|\.next)$/.test(source) })
  await writeFile(join(app, "package.json"), await installable())
  node = await oldestNode(workDir)
  install = succeeded(await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], { cwd: app, env: appEnv() }))

  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  sandbox = await startSandbox({ corsOrigins: [origin] })
  const env = appEnv({ OUTFITTER_API_ROOT: sandbox.apiRoot })
  build = succeeded(await run(node, [next(), "build"], { cwd: app, env }))
  server = startServer(node, [next(), "start", "--port", String(port), "--hostname", "127.0.0.1"], { cwd: app, env, readyUrl: `${origin}/` })
  await server.ready
  console.log(`release next-app: npm install ${(install.ms / 1000).toFixed(1)} s, next build ${(build.ms / 1000).toFixed(1)} s`)
}, 900_000)

afterAll(async () => {
  await server?.stop()
  await sandbox?.close()
})

/** What the sandbox itself answers member 5001 for their order history. */
const memberOrders = async (): Promise<ReadonlyArray<OrderSummary>> => {
  const response = await fetch(`${sandbox!.apiRoot}/user/orders`, { headers: { cookie: cookieHeader(memberCookies("5001")) } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { orders: ReadonlyArray<OrderSummary> }).orders
}

/** An HTML page's text: React's text separators gone, the entities it escapes read back. */
const textOf = (html: string) =>
  html.replaceAll("<!-- -->", "").replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"')

describe("examples/next-app-router installed from the tarballs", () => {
  it("installs with npm on Node 22.12: no engines warning for our packages, one copy of TanStack Query and of Effect", async () => {
    // (msw's prompts, @inquirer/*, ask for a later 22.x: theirs to say, not ours)
    const warned = [...`${install.stdout}${install.stderr}`.matchAll(/EBADENGINE\s+package: '([^']+)'/g)].map((match) => match[1]!)
    expect(warned.filter((name) => name.startsWith("@outfitter/"))).toEqual([])
    const listed = await run("npm", ["ls", "@tanstack/react-query", "effect", "--all", "--parseable"], { cwd: app, env: appEnv() })
    expect(listed.code, describeRun(listed)).toBe(0)
    const copies = new Set(listed.stdout.split("\n").filter((line) => /node_modules[\\/](@tanstack[\\/]react-query|effect)$/.test(line)))
    expect([...copies].map((path) => path.slice(app.length))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^[\\/]node_modules[\\/]effect$/), expect.stringMatching(/^[\\/]node_modules[\\/]@tanstack[\\/]react-query$/)]),
    )
    expect(copies.size).toBe(2)
  })

  it("next build on Node 22.12: no prerender error from a clock read", () => {
    const output = `${build.stdout}\n${build.stderr}`
    expect(output).not.toMatch(/Date\.now\(\)|current time|while prerendering/i)
    expect(output).toMatch(/Compiled successfully|Generating static pages/)
  })

  it("server-renders the member's orders and the selected store from the request's cookies", async () => {
    const response = await fetch(`${origin}/`, { headers: { cookie: cookieHeader(visitorCookies) } })
    expect(response.status).toBe(200)
    const text = textOf(await response.text())
    const orders = await memberOrders()
    expect(orders.length).toBeGreaterThan(0)
    for (const order of orders) expect(text, order.orderId).toContain(`${order.orderId} ${order.placedDate} ${order.total} ${order.status}`)
    const store = fixtureStore(selectedStoreId)
    expect(store).toBeDefined()
    expect(text).toContain(`<p aria-label="Your store">${store!.name} (store ${selectedStoreId})</p>`)
    expect(text).toContain(`<li>10001 ${fixtureStore("10001")!.name} <button type="button" disabled="">Make this my store</button></li>`)
    expect(server!.output()).not.toMatch(/Date\.now\(\)|while prerendering|Error:/)
  })

  it("hydrates in Chromium with no request to the API, no console error and no hydration warning", async () => {
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" })
    try {
      const context = await browser.newContext()
      await context.addCookies(Object.entries(visitorCookies).map(([name, value]) => ({ name, value, url: origin })))
      const page = await context.newPage()
      const toApi: Array<string> = []
      const problems: Array<string> = []
      page.on("request", (request) => {
        if (request.url().startsWith(new URL(sandbox!.apiRoot).origin)) toApi.push(`${request.method()} ${request.url()}`)
      })
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`)
      })
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`))
      await page.goto(`${origin}/`, { waitUntil: "load" })
      // hydrated: the store buttons are disabled in the server's HTML and enabled once the page runs
      await page.locator("li button:enabled").first().waitFor()
      await page.waitForLoadState("networkidle")
      expect(toApi).toEqual([])
      expect(problems).toEqual([])
      expect(await page.locator('p[aria-label="Your store"]').textContent()).toBe(`${fixtureStore(selectedStoreId)!.name} (store ${selectedStoreId})`)

      // choosing another store asks the API for its details, with the visitor's cookies (credentialed CORS)
      const lookup = page.waitForResponse((response) => response.url() === `${sandbox!.apiRoot}/storelocator/10001` && response.request().method() === "GET")
      await page.locator("li", { hasText: /^10001 / }).getByRole("button", { name: "Make this my store" }).click()
      expect((await lookup).status()).toBe(200)
      await expect.poll(() => page.locator('p[aria-label="Your store"]').textContent()).toBe(`${fixtureStore("10001")!.name} (store 10001)`)
      const orders = await page.evaluate(async (apiRoot) => {
        const response = await fetch(`${apiRoot}/user/orders`, { credentials: "include" })
        return response.status
      }, sandbox!.apiRoot)
      expect(orders).toBe(200)
      expect(problems).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
