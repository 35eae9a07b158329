/**
 * `pnpm bench`: measures the speed and size targets and prints the figures. It asserts
 * nothing; the targets are printed beside the figures so a reader can compare.
 *
 *   1. `outfitter --help` cold start, median of 15 runs (target ≤ 60 ms on Node 24), from
 *      source (packages/cli/src/bin.js) and, beside it, as published (packages/cli/dist/bin.js,
 *      built first when dist/ is missing).
 *   2. A store search over the seeded stores in the sandbox, median per request over
 *      300 requests at varied points (target ≤ 5 ms).
 *   3. Storefront initial JavaScript for the store finder route, gzip (target ≤ 110 kB):
 *      the entry chunk, the store finder route chunk and everything they import
 *      statically; the fixtures' service-worker code is loaded dynamically and excluded.
 *   4. What a frontend team pays (scripts/size/measure.ts): small consumer apps built by
 *      Vite through the packages' entries, gzip level 9 — all JS, first load, later
 *      chunks — and then each hook's own cost (provider + that one hook, over React +
 *      TanStack Query). Budgets (also checked by the `size` test project): provider +
 *      useStoreSearch ≤ 45 kB over B in the first load, every hook kept ≤ 65 kB over B,
 *      one domain rule ≤ 6 kB.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { performance } from "node:perf_hooks"
import { gzipSync } from "node:zlib"
import { everyHook, helloWorld, hookApp, kB, measureApp, measureApps, oneRule, storeSearch, withQuery } from "./size/measure.ts"

const root = join(import.meta.dirname, "..")
const median = (values: ReadonlyArray<number>) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const ms = (value: number) => `${value.toFixed(2)} ms`

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

/** The built CLI, built first (the CLI alone, `tsdown` in packages/cli) when there is none. */
const builtBin = () => {
  const bin = join(root, "packages/cli/dist/bin.js")
  if (!existsSync(bin)) {
    const build = spawnSync("pnpm", ["--filter", "@outfitter/cli", "run", "build"], { cwd: root, encoding: "utf8" })
    if (build.status !== 0) throw new Error(`building the CLI failed: ${build.stdout}${build.stderr}`)
  }
  return bin
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

interface ManifestChunk {
  readonly file: string
  readonly src?: string
  readonly isEntry?: boolean
  readonly imports?: ReadonlyArray<string>
  readonly dynamicImports?: ReadonlyArray<string>
}

const storefrontInitialJs = () => {
  const app = join(root, "apps/storefront")
  const build = spawnSync("pnpm", ["exec", "vite", "build", "--mode", "fixtures", "--manifest", "--logLevel", "error"], { cwd: app, encoding: "utf8" })
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr}`)
  const manifest = JSON.parse(readFileSync(join(app, "dist/.vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  const routeKey = Object.keys(manifest).find((key) => /features\/stores\/StoreFinderPage/.test(key))
  const seen = new Set<string>()
  const visit = (key: string | undefined) => {
    if (key === undefined || seen.has(key) || manifest[key] === undefined) return
    seen.add(key)
    for (const imported of manifest[key]!.imports ?? []) visit(imported)
  }
  visit(entryKey)
  visit(routeKey)
  let total = 0
  const files: Array<string> = []
  for (const key of seen) {
    const file = manifest[key]!.file
    if (!file.endsWith(".js")) continue
    const size = gzipSync(readFileSync(join(app, "dist", file))).length
    total += size
    files.push(`${file} ${(size / 1024).toFixed(1)} kB`)
  }
  return { total, files, routeKey }
}

const helpFromSource = helpColdStart(join(root, "packages/cli/src/bin.js"))
const helpBuilt = helpColdStart(builtBin())
console.log(`outfitter --help cold start (median of 15): source ${ms(helpFromSource)}, built (dist) ${ms(helpBuilt)}   target ≤ 60 ms`)
const search = await sandboxSearch()
console.log(`sandbox store search (median of 280 requests): ${ms(search)}   target ≤ 5 ms`)
const size = storefrontInitialJs()
console.log(`storefront initial JS for /shop/:site/stores (gzip): ${(size.total / 1024).toFixed(1)} kB   target ≤ 110 kB`)
for (const file of size.files) console.log(`  ${file}`)

const [a, b, c, d, e] = await measureApps([helloWorld, withQuery, storeSearch, everyHook, oneRule])
console.log("\nwhat a frontend team pays (gzip -9; budgets: C ≤ B + 45 kB in the first load, D ≤ B + 65 kB, E ≤ 6 kB)")
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
