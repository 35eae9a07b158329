/**
 * What a frontend team pays for the libraries: small consumer apps built together by Vite
 * (production, minified) through the packages' own entry points, as a consumer imports
 * them, and measured per app: the JavaScript a page loads before its first render (the
 * app's entry chunk and every chunk it imports statically) and what it may fetch later
 * (chunks reachable only through a dynamic import), gzip level 9.
 *
 * Each app is its own build, as each consumer's page is: chunks one app shares with another
 * would otherwise be merged and counted against both.
 *
 * Used by the `size` test project (the budgets) and by `pnpm bench` (the table).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { gzipSync } from "node:zlib"

const root = join(import.meta.dirname, "../..")

/** One consumer app: a name and the source of its entry module (TypeScript, no JSX). */
export interface ConsumerApp {
  readonly name: string
  readonly source: string
}

/** What one app loads. Sizes in bytes, gzip level 9. */
export interface AppCost {
  readonly name: string
  readonly firstLoad: number
  readonly later: number
  readonly total: number
  /** Chunks fetched only after a dynamic import, by file name. */
  readonly laterChunks: ReadonlyArray<string>
  /** Every module in the chunks the app loads first (absolute ids, as Rollup names them). */
  readonly firstLoadModules: ReadonlyArray<string>
  /** Minified (not compressed) bytes per module the app loads, largest first: where the cost comes from. */
  readonly modules: ReadonlyArray<readonly [id: string, bytes: number]>
}

const render = (body: string) => `
import { createElement } from "react"
import { createRoot } from "react-dom/client"
${body}
createRoot(document.getElementById("root")!).render(createElement(App))
`

/** A: React 19 hello world. */
export const helloWorld: ConsumerApp = {
  name: "A React 19 hello world",
  source: render(`const App = () => createElement("p", null, "Hello")`),
}

/** B: A + TanStack Query, one useQuery over fetch. */
export const withQuery: ConsumerApp = {
  name: "B A + TanStack Query, one useQuery over fetch",
  source: render(`
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query"
const client = new QueryClient()
const Stores = () => {
  const query = useQuery({ queryKey: ["stores"], queryFn: () => fetch("/api/storelocator/search").then((r) => r.json()) })
  return createElement("p", null, query.isSuccess ? JSON.stringify(query.data) : "…")
}
const App = () => createElement(QueryClientProvider, { client }, createElement(Stores))
`),
}

/** An app with the provider and one hook call (the hook's arguments given as source). */
export const hookApp = (hook: string, call: string = `${hook}()`): ConsumerApp => ({
  name: hook,
  source: render(`
import { OutfitterProvider, ${hook} } from "@outfitter/react-hooks"
const config = { apiRoot: "/api" }
const Page = () => {
  const value = ${call}
  return createElement("p", null, String(value !== undefined))
}
const App = () => createElement(OutfitterProvider, { config }, createElement(Page))
`),
})

/** C: A + OutfitterProvider + useStoreSearch. */
export const storeSearch: ConsumerApp = {
  ...hookApp("useStoreSearch", `useStoreSearch({ latitude: 39.96, longitude: -82.99, radius: 25, radiusUOM: "SMI" })`),
  name: "C A + OutfitterProvider + useStoreSearch",
}

/** D: A + every export of @outfitter/react-hooks kept. */
export const everyHook: ConsumerApp = {
  name: "D A + every export of @outfitter/react-hooks kept",
  source: render(`
import * as hooks from "@outfitter/react-hooks"
const App = () => createElement("p", null, Object.keys(hooks).length)
;(globalThis as { hooks?: unknown }).hooks = hooks
`),
}

/** E: one domain rule alone, no React. */
export const oneRule: ConsumerApp = {
  name: "E isDefaultAddress alone from @outfitter/domain, no React",
  source: `
import { isDefaultAddress } from "@outfitter/domain"
document.body.textContent = String(isDefaultAddress({ id: "a" }, "a"))
`,
}

/** An app that keeps the given named exports of a module, no React. */
export const keepExports = (name: string, from: string, exports: ReadonlyArray<string>): ConsumerApp => ({
  name,
  source: `
import { ${exports.join(", ")} } from "${from}"
;(globalThis as { kept?: unknown }).kept = [${exports.join(", ")}]
`,
})

const storefront = join(root, "apps/storefront")

/** The little of Vite's API used here (Vite is the storefront's dependency, not the root's). */
interface ViteBuild {
  readonly build: (config: Record<string, unknown>) => Promise<unknown>
}

interface PluginContext {
  readonly resolve: (source: string, importer: string, options: { readonly skipSelf: boolean }) => Promise<unknown>
}

/** What is read of each chunk Rollup writes. */
interface OutputChunk {
  readonly type: "chunk" | "asset"
  readonly fileName: string
  readonly imports: ReadonlyArray<string>
  readonly moduleIds: ReadonlyArray<string>
  readonly modules: Record<string, { readonly renderedLength: number }>
  readonly isEntry: boolean
}

/**
 * Builds one app with the checkout's Vite (the storefront's), production and minified,
 * and returns what it loads.
 */
export const measureApp = async (app: ConsumerApp): Promise<AppCost> => {
  const require = createRequire(join(storefront, "package.json"))
  const vite = (await import(pathToFileURL(require.resolve("vite")).href)) as ViteBuild
  const work = mkdtempSync(join(tmpdir(), "outfitter-size-"))
  try {
    const entryFile = join(work, "app.ts")
    writeFileSync(entryFile, app.source)
    const chunks = new Map<string, OutputChunk>()
    const out = join(work, "dist")
    mkdirSync(out)
    await vite.build({
      configFile: false,
      root: work,
      logLevel: "error",
      mode: "production",
      plugins: [
        {
          // the app lives outside the workspace: its bare imports resolve as the
          // storefront's (a consumer of every package) do, through the packages' exports
          name: "outfitter-size-resolve",
          enforce: "pre",
          async resolveId(this: PluginContext, source: string, importer: string | undefined) {
            if (importer === undefined || !importer.startsWith(work)) return null
            if (source.startsWith(".") || source.startsWith("/")) return null
            return this.resolve(source, join(storefront, "src/main.tsx"), { skipSelf: true })
          },
        },
        {
          name: "outfitter-size-chunks",
          generateBundle(_options: unknown, bundle: Record<string, OutputChunk>) {
            for (const item of Object.values(bundle)) {
              if (item.type !== "chunk") continue
              chunks.set(item.fileName, item)
            }
          },
        },
      ],
      build: {
        outDir: out,
        emptyOutDir: true,
        minify: true,
        modulePreload: false,
        reportCompressedSize: false,
        rollupOptions: { input: { app: entryFile }, preserveEntrySignatures: false },
      },
    })
    const gz = (file: string) => gzipSync(readFileSync(join(out, file)), { level: 9 }).length
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry)
    if (entry === undefined) throw new Error(`no entry chunk for ${app.name}`)
    const first = new Set<string>()
    const visitStatic = (file: string) => {
      if (first.has(file)) return
      first.add(file)
      for (const imported of chunks.get(file)?.imports ?? []) visitStatic(imported)
    }
    visitStatic(entry.fileName)
    const later = new Set([...chunks.keys()].filter((file) => !first.has(file)))
    const firstLoad = [...first].reduce((sum, file) => sum + gz(file), 0)
    const laterBytes = [...later].reduce((sum, file) => sum + gz(file), 0)
    return {
      name: app.name,
      firstLoad,
      later: laterBytes,
      total: firstLoad + laterBytes,
      laterChunks: [...later],
      firstLoadModules: [...first].flatMap((file) => chunks.get(file)?.moduleIds ?? []),
      modules: [...chunks.values()]
        .flatMap((chunk) => Object.entries(chunk.modules).map(([id, info]) => [id, info.renderedLength] as const))
        .toSorted((a, b) => b[1] - a[1]),
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** Measures the apps one build after another (never in parallel: two cores). */
export const measureApps = async (apps: ReadonlyArray<ConsumerApp>): Promise<ReadonlyArray<AppCost>> => {
  const costs: Array<AppCost> = []
  for (const app of apps) costs.push(await measureApp(app))
  return costs
}

/** kB with one decimal, as the table prints them. */
export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
