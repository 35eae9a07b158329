/**
 * `pnpm bench`: measures the speed and size targets and prints the figures. It asserts
 * nothing; the targets are printed beside the figures so a reader can compare.
 *
 *   1. `outfitter --help` cold start, median of 15 runs (target ≤ 60 ms on Node 24), from
 *      source (packages/cli/src/bin.ts) and, beside it, as published (packages/cli/dist/bin.js,
 *      the one bundle, built first).
 *   2. A store search over the seeded stores in the sandbox, median per request over
 *      300 requests at varied points (target ≤ 5 ms); generating the seeded stores, the
 *      fastest of 5 seeds (target ≤ 30 ms); then `outfitter orders show` against
 *      the sandbox end to end, a process per run, median of 11 (target ≤ 250 ms), from
 *      source and as published.
 *   3. What a frontend team pays (scripts/size/measure.ts): small consumer apps built by
 *      Vite through the packages' entries, gzip level 9 — all JS, first load, later
 *      chunks — and then each hook's own cost (provider + that one hook, over React +
 *      TanStack Query). Budgets (also checked by the `size` test project): provider +
 *      useStoreSearch ≤ 45 kB over B in the first load, every hook kept ≤ 86 kB over B,
 *      one domain rule ≤ 6 kB.
 *   4. Lighthouse 13.5 on every route of the storefront's route map (scripts/lighthouse/
 *      measure.ts: default mobile settings and simulated throttling, performance only,
 *      median of 3 runs per route), in two builds, each served by `vite preview`:
 *      - production, against the sandbox (started first: its API root is baked into the
 *        build), targets: score ≥ 95, TBT ≤ 100 ms, CLS 0, ≤ 110 kB of script per route
 *        (transferred, gzip, until the page is idle);
 *      - the embedded fixtures (`--mode fixtures`, the MSW worker answers /api in the
 *        page), target: score ≥ 80.
 *      The /account pages are measured signed in as the fixtures' member 5001 (its session
 *      cookies set in the browser), the others signed out. Beside each route, the ratio to
 *      the floor: a React 19 hello world built by the same Vite and plugin-react, measured
 *      the same way.
 *
 * Flags (after `--`): `--routes /shop/us/stores,/shop/us/signin` measures only those
 * routes, `--runs N` loads each route N times (3 by default), `--skip-lighthouse` leaves
 * section 4 out.
 */
import { spawn, spawnSync } from "node:child_process"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { performance } from "node:perf_hooks"
import { generateStoreDataset } from "@outfitter/fixtures"
import { buildStorefront, type LighthouseRunner, type RouteFigures, serveHelloWorld, type Served, startLighthouse, startPreview, startSameOrigin } from "./lighthouse/measure.ts"
import { everyHook, helloWorld, hookApp, kB, measureApp, measureApps, oneRule, storeSearch, withQuery } from "./size/measure.ts"

const root = join(import.meta.dirname, "..")
const median = (values: ReadonlyArray<number>) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const ms = (value: number) => `${value.toFixed(2)} ms`
const benchStart = performance.now()

/** Every route of apps/storefront/src/app/SiteRoutes.tsx under /shop/us, with seeded ids. */
const routeMap = [
  "/shop/us",
  "/shop/us/signin",
  "/shop/us/forgot-password",
  "/shop/us/global-signon",
  "/shop/us/product/1234567", // fixtures/src/stores/products/data.ts: Essential Crew Tee
  "/shop/us/stores",
  "/shop/us/account",
  "/shop/us/account/addresses",
  "/shop/us/account/payments",
  "/shop/us/account/password",
  "/shop/us/account/rewards",
  "/shop/us/account/rewards/history",
  "/shop/us/account/orders",
  "/shop/us/account/orders/10000016001", // fixtures/src/orders/returns/data.ts: member 5001's returnable order
  "/shop/us/account/orders/10000018001/payment", // fixtures/src/payments/reauth/data.ts: member 5001's problem order
  "/shop/us/help",
  "/shop/us/help/track-order",
  "/shop/us/help/gift-cards",
  "/shop/us/help/contact",
  "/shop/us/help/bank-refund",
  "/shop/us/enroll",
] as const

const usage = "usage: pnpm bench [-- [--routes /shop/us/stores,/shop/us/signin] [--runs N] [--skip-lighthouse]]"
const parseFlags = (argv: ReadonlyArray<string>) => {
  let routes: ReadonlyArray<string> = routeMap
  let runs = 3
  let skipLighthouse = false
  const args = argv.filter((arg) => arg !== "--")
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    const [name, inline] = arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined]
    const value = () => {
      const next = inline ?? args[++i]
      if (next === undefined) throw new Error(`${name} needs a value\n${usage}`)
      return next
    }
    if (name === "--routes") {
      routes = value().split(",").map((route) => route.trim()).filter((route) => route !== "")
      for (const route of routes) if (!route.startsWith("/")) throw new Error(`--routes: ${route} is not a path (e.g. /shop/us/stores)`)
    } else if (name === "--runs") {
      runs = Number(value())
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number ≥ 1\n${usage}`)
    } else if (name === "--skip-lighthouse") skipLighthouse = true
    else throw new Error(`unknown flag ${arg}\n${usage}`)
  }
  return { routes, runs, skipLighthouse }
}
const flags = parseFlags(process.argv.slice(2))

const helpColdStart = (bin: string) => {
  spawnSync(process.execPath, [bin, "--help"]) // warm the file system cache once
  const runs: Array<number> = []
  for (let i = 0; i < 15; i++) {
    const start = performance.now()
    const result = spawnSync(process.execPath, [bin, "--help"], { encoding: "utf8" })
    runs.push(performance.now() - start)
    if (result.status !== 0) throw new Error(`outfitter --help exited ${result.status}: ${result.stderr}`)
  }
  return median(runs)
}

/** The built CLI (`tsdown` in packages/cli), built first so that it is the sources' as they are now. */
const builtBin = () => {
  const build = spawnSync("pnpm", ["--filter", "@outfitter/cli", "run", "build"], { cwd: root, encoding: "utf8" })
  if (build.status !== 0) throw new Error(`building the CLI failed: ${build.stdout}${build.stderr}`)
  return join(root, "packages/cli/dist/bin.js")
}

const sandboxSearch = async () => {
  const { startSandbox } = await import("@outfitter/fixtures/sandbox")
  const sandbox = await startSandbox({ port: 0, host: "127.0.0.1" })
  try {
    const points = Array.from({ length: 300 }, (_, i) => ({
      latitude: 25 + ((i * 7.3) % 23),
      longitude: -124 + ((i * 13.7) % 54),
    }))
    const runs: Array<number> = []
    for (const [i, point] of points.entries()) {
      const query = new URLSearchParams({
        latitude: String(point.latitude),
        longitude: String(point.longitude),
        radius: i % 2 === 0 ? "500" : "75",
        radiusUOM: "SMI",
        ...(i % 2 === 0 ? {} : { shortSku: "" }),
      })
      const start = performance.now()
      const response = await fetch(`${sandbox.apiRoot}/storelocator/search?${query}`)
      await response.arrayBuffer()
      runs.push(performance.now() - start)
    }
    return median(runs.slice(20)) // the first requests warm the JIT
  } finally {
    await sandbox.close()
  }
}

/** `outfitter orders show` end to end against the sandbox (a process per run, as a support engineer runs it). */
const ordersShow = async (bin: string) => {
  const { startSandbox } = await import("@outfitter/fixtures/sandbox")
  const sandbox = await startSandbox({ port: 0, host: "127.0.0.1" })
  try {
    const args = [bin, "orders", "show", "10000016001", "--email", "registered@outfitter.test", "--api-root", sandbox.apiRoot]
    const run = () =>
      new Promise<number>((resolve, reject) => {
        const start = performance.now()
        const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] })
        let stderr = ""
        child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
        child.on("exit", (code) => code === 0 ? resolve(performance.now() - start) : reject(new Error(`orders show exited ${code}: ${stderr}`)))
      })
    await run() // warm the file system cache once
    const runs: Array<number> = []
    for (let i = 0; i < 11; i++) runs.push(await run())
    return median(runs)
  } finally {
    await sandbox.close()
  }
}

const sourceBin = join(root, "packages/cli/src/bin.ts")
const bin = builtBin()
const helpFromSource = helpColdStart(sourceBin)
const helpBuilt = helpColdStart(bin)
console.log(`outfitter --help cold start (median of 15): source ${ms(helpFromSource)}, built (dist) ${ms(helpBuilt)}   target ≤ 60 ms`)
const search = await sandboxSearch()
console.log(`sandbox store search (median of 280 requests): ${ms(search)}   target ≤ 5 ms`)
const generation = Array.from({ length: 5 }, (_, seed) => {
  const started = performance.now()
  for (const record of generateStoreDataset(seed).records) void record.store
  return performance.now() - started
})
console.log(`the fixtures' seeded stores generated (fastest of 5 seeds): ${ms(Math.min(...generation))}   target ≤ 30 ms`)
const showFromSource = await ordersShow(sourceBin)
const showBuilt = await ordersShow(bin)
console.log(`outfitter orders show against the sandbox, end to end (median of 11): source ${ms(showFromSource)}, built (dist, one bundle) ${ms(showBuilt)}   target ≤ 250 ms`)

const [a, b, c, d, e] = await measureApps([helloWorld, withQuery, storeSearch, everyHook, oneRule])
console.log("\nwhat a frontend team pays (gzip -9; budgets: C ≤ B + 45 kB in the first load, D ≤ B + 86 kB, E ≤ 6 kB)")
console.log("| consumer app | all JS | first load | later chunks | over B |")
console.log("|---|---|---|---|---|")
for (const app of [a!, b!, c!, d!, e!]) {
  const over = app === a || app === b || app === e ? "—" : kB(app.total - b!.total)
  console.log(`| ${app.name} | ${kB(app.total)} | ${kB(app.firstLoad)} | ${app.later === 0 ? "—" : kB(app.later)} | ${over} |`)
}
const hooks = Object.keys(await import(pathToFileURL(join(root, "packages/react-hooks/src/index.ts")).href)).filter((name) => /^use[A-Z]/.test(name)).toSorted()
console.log("\neach hook's own cost: OutfitterProvider + that hook, over B (first load + later chunks)")
for (const hook of hooks) {
  const app = await measureApp(hookApp(hook))
  console.log(`  ${hook.padEnd(28)} ${kB(app.total - b!.total).padStart(9)}${app.later === 0 ? "" : `  (${kB(app.later)} after the first render)`}`)
}

/** The session cookies of the fixtures' member 5001 (host-only on 127.0.0.1: every port shares them). */
const memberSession = async () => {
  const { memberCookies } = await import("@outfitter/fixtures/testing")
  return Object.entries(memberCookies("5001")).map(([name, value]) => ({ name, value, url: "http://127.0.0.1/" }))
}

const kb = (bytes: number) => (Number.isNaN(bytes) ? "—" : `${(bytes / 1024).toFixed(1)} kB`)
const msOf = (value: number) => (Number.isNaN(value) ? "—" : `${Math.round(value)} ms`)
const times = (value: number, floor: number) => (Number.isNaN(value) || floor <= 0 ? "—" : `${(value / floor).toFixed(1)}×`)

/** The targets a route misses, as short notes ("" when it meets them all). */
const misses = (figures: RouteFigures, minScore: number, full: boolean) => {
  const notes: Array<string> = []
  if (figures.runs === 0) return "no completed run"
  if (figures.score < minScore) notes.push(`score < ${minScore}`)
  if (full && figures.tbt > 100) notes.push("TBT > 100 ms")
  if (full && figures.cls > 0) notes.push("CLS > 0")
  if (full && figures.scriptBytes > 110 * 1024) notes.push("script > 110 kB")
  return notes.join(", ")
}

const printTable = (title: string, rows: ReadonlyArray<readonly [route: string, figures: RouteFigures]>, floor: RouteFigures, minScore: number, full: boolean) => {
  console.log(`\n${title}`)
  console.log("| route | score | FCP | LCP | TBT | CLS | script | LCP × floor | TBT × floor | script × floor | misses |")
  console.log("|---|---|---|---|---|---|---|---|---|---|---|")
  const row = (route: string, f: RouteFigures, ratios: boolean) => {
    const partial = f.runs < flags.runs ? ` (${f.runs}/${flags.runs} runs)` : ""
    const problems = f.problems.length > 0 ? ` [${f.problems.join("; ")}]` : ""
    console.log(
      `| ${route}${partial}${problems} | ${Number.isNaN(f.score) ? "—" : Math.round(f.score)} | ${msOf(f.fcp)} | ${msOf(f.lcp)} | ${msOf(f.tbt)} | ${Number.isNaN(f.cls) ? "—" : f.cls.toFixed(3)} | ${kb(f.scriptBytes)} | ` +
        (ratios ? `${times(f.lcp, floor.lcp)} | ${floor.tbt <= 0 ? `+${msOf(f.tbt)}` : times(f.tbt, floor.tbt)} | ${times(f.scriptBytes, floor.scriptBytes)} | ${misses(f, minScore, full) || "—"} |` : "1× | 1× | 1× | — |"),
    )
  }
  row("floor: React 19 hello world", floor, false)
  for (const [route, figures] of rows) row(route, figures, true)
}

const measureRoutes = async (runner: LighthouseRunner, served: Served, member: Awaited<ReturnType<typeof memberSession>>) => {
  const rows: Array<readonly [string, RouteFigures]> = []
  for (const route of flags.routes) {
    const signedIn = /^\/shop\/[^/]+\/account(\/|$)/.test(route)
    rows.push([route, await runner.measure(`${served.origin}${route}`, { runs: flags.runs, ...(signedIn ? { cookies: member } : {}) })])
  }
  return rows
}

if (flags.skipLighthouse) console.log("\nLighthouse: skipped (--skip-lighthouse)")
else {
  const { startSandbox } = await import("@outfitter/fixtures/sandbox")
  const member = await memberSession()
  const opened: Array<{ close: () => Promise<void> }> = []
  const closeAll = async () => {
    for (const server of opened.splice(0).toReversed()) await server.close().catch((error: unknown) => console.error(`closing: ${String(error)}`))
  }
  // Ctrl+C: the browser runs in its own process group, so it is killed here, not by the terminal
  const interrupted = () => void closeAll().finally(() => process.exit(130))
  process.once("SIGINT", interrupted)
  process.once("SIGTERM", interrupted)
  try {
    // the sandbox and the front that puts it on the pages' origin first: a production
    // build bakes its API root in
    const sandbox = await startSandbox({ port: 0, host: "127.0.0.1" })
    opened.push(sandbox)
    const production = await startSameOrigin(sandbox.apiRoot)
    opened.push(production)
    buildStorefront("dist-bench", production.apiRoot)
    const preview = await startPreview({ root: join(root, "apps/storefront"), outDir: "dist-bench", env: { VITE_OUTFITTER_API_ROOT: production.apiRoot } })
    opened.push(preview)
    production.setPages(preview.origin)
    buildStorefront("dist-bench-fixtures", undefined)
    const fixtures = await startPreview({ root: join(root, "apps/storefront"), outDir: "dist-bench-fixtures", args: ["--mode", "fixtures"], env: { VITE_OUTFITTER_API_ROOT: "" } })
    opened.push(fixtures)
    const hello = await serveHelloWorld()
    opened.push(hello)
    const runner = await startLighthouse()
    opened.push(runner)
    const floor = await runner.measure(`${hello.origin}/`, { runs: flags.runs })
    const productionRows = await measureRoutes(runner, production, member)
    const fixturesRows = await measureRoutes(runner, fixtures, member)
    const subset = flags.routes.length < routeMap.length ? `, ${flags.routes.length} of the ${routeMap.length} routes (--routes)` : `, all ${routeMap.length} routes`
    console.log(
      `\nLighthouse 13.5, default mobile settings and simulated throttling, performance only; each figure the median of ${flags.runs} run${flags.runs === 1 ? "" : "s"}${subset}.` +
        "\n/account pages signed in as the fixtures' member 5001 (its session cookies set in the browser), the others signed out." +
        "\n[…] after a route: what went wrong in a load (a Lighthouse error, a redirect, an API request that failed); a failed load is tried again." +
        "\nscript: bytes of script transferred (gzip, as served by vite preview) until the page is idle. × floor: the route's figure over the hello world's (TBT: over it when the floor's is 0).",
    )
    printTable(
      "production build against the sandbox (vite preview, the sandbox's /api on the same origin)   targets: every route score ≥ 95, TBT ≤ 100 ms, CLS 0, script ≤ 110 kB",
      productionRows,
      floor,
      95,
      true,
    )
    printTable("embedded fixtures (vite build --mode fixtures, MSW in the page; vite preview)   target: score ≥ 80", fixturesRows, floor, 80, false)
  } finally {
    await closeAll()
    process.off("SIGINT", interrupted)
    process.off("SIGTERM", interrupted)
  }
}
console.log(`\nbench took ${((performance.now() - benchStart) / 1000).toFixed(0)} s`)
