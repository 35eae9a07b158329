/**
 * @outfitter/react-hooks for Server Components, as built and packed: every module that uses
 * React state or context starts with "use client" in dist/ and no other does; the
 * `./server` entry, installed from the tarballs outside the workspace, loads under React's
 * react-server build (which has no createContext or useState), prefetches three hooks'
 * queries with one request's cookies against the fixtures' sandbox and dehydrates them; in
 * a browser bundle (the "browser" condition, a Vite build) it fails with one sentence.
 */
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises"
import { dirname, join, relative, sep } from "node:path"
import { fixtureStore } from "@outfitter/fixtures"
import { type Sandbox, startSandbox } from "@outfitter/fixtures/sandbox"
import { cookieHeader, memberCookies } from "@outfitter/fixtures/testing"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import { describeRun, node, outsideEnv, pnpm, releasePackages, repoRoot, run, succeeded } from "./run.ts"

const { workDir, tarballs } = inject("release")
const hooksDir = join(repoRoot, "packages", "react-hooks")
const dist = join(hooksDir, "dist")

/** The code lines of a module (rolldown keeps the JSDoc, whose examples import things). */
const codeLines = (code: string) => code.split("\n").filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))

/** The modules a built module imports or re-exports: relative paths resolved, bare specifiers as they are. */
const importsOf = (file: string, code: string): Array<string> =>
  codeLines(code)
    .flatMap((line) => [...line.matchAll(/^(?:import|export)\b[^"'`;]*?from\s*["']([^"']+)["']|^import\s*["']([^"']+)["']/g)])
    .map((match) => match[1] ?? match[2] ?? "")
    .map((specifier) => (specifier.startsWith(".") ? join(dirname(file), specifier) : specifier))

const hasDirective = (code: string) => code.startsWith(`"use client";`)
/** The sentence the server entry fails with in a browser bundle. */
const browserSentence =
  "@outfitter/react-hooks/server is for server code (Server Components, route handlers): in client code, import the same query keys and …QueryOptions factories from @outfitter/react-hooks."

/** A module that only re-exports others (an index; rolldown writes its re-exports as imports and one export list). */
const isBarrel = (code: string) =>
  codeLines(code).every((line) => line.trim() === "" || /^(import \{[^}]*\} from |export \* from |export \{[^}]*\}( from |;$))/.test(line))

interface Built {
  readonly code: string
  readonly imports: ReadonlyArray<string>
}

const builtModules = async (): Promise<Map<string, Built>> => {
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith(".js")).map((file) => join(dist, file))
  const modules = new Map<string, Built>()
  for (const file of files) {
    const code = await readFile(file, "utf8")
    modules.set(file, { code, imports: importsOf(file, code) })
  }
  return modules
}

describe("@outfitter/react-hooks dist/: \"use client\"", () => {
  it("starts every module that uses React (react, TanStack's React package or a module that does) and no other", async () => {
    const modules = await builtModules()
    const reactPackages = ["react", "@tanstack/react-query"]
    // a module uses React when it imports it, or imports a module that does (its hooks)
    const usesReact = new Set<string>()
    for (let grew = true; grew;) {
      grew = false
      for (const [file, built] of modules) {
        if (usesReact.has(file) || isBarrel(built.code)) continue
        if (built.imports.some((target) => reactPackages.includes(target) || usesReact.has(target))) {
          usesReact.add(file)
          grew = true
        }
      }
    }
    const wrong = [...modules]
      .filter(([file, built]) => !isBarrel(built.code) && hasDirective(built.code) !== usesReact.has(file))
      .map(([file, built]) => `${relative(dist, file)}: ${hasDirective(built.code) ? "has" : "lacks"} "use client"`)
    expect(wrong).toEqual([])
    // both kinds exist, so the check above compares something
    const rel = (file: string) => join(dist, file)
    expect(hasDirective(modules.get(rel("OutfitterProvider.js"))!.code)).toBe(true)
    expect(hasDirective(modules.get(rel(join("stores", "storeQueries.js")))!.code)).toBe(true)
    expect(hasDirective(modules.get(rel(join("stores", "storeQueryOptions.js")))!.code)).toBe(false)
    expect(hasDirective(modules.get(rel("runClient.js"))!.code)).toBe(false)
  })

  it("the server entry reaches no module with it, and imports neither React nor TanStack's React package", async () => {
    const modules = await builtModules()
    const reached = new Set<string>()
    const visit = (file: string) => {
      if (reached.has(file) || !modules.has(file)) return
      reached.add(file)
      for (const target of modules.get(file)!.imports) visit(target)
    }
    visit(join(dist, "server.js"))
    expect(reached.size).toBeGreaterThan(10)
    const files = [...reached]
    expect(files.filter((file) => hasDirective(modules.get(file)!.code)).map((file) => relative(dist, file))).toEqual([])
    const bare = files.flatMap((file) => modules.get(file)!.imports.filter((target) => !target.startsWith(sep) && !target.startsWith(dist)))
    expect(bare.filter((specifier) => specifier === "react" || specifier.startsWith("react/") || specifier.startsWith("@tanstack/"))).toEqual([])
  })
})

const project = join(workDir, "server-entry")
const inProject = (args: ReadonlyArray<string>) => run(node, args, { cwd: project, env: outsideEnv(project) })

/** An exact version the workspace pins for a package react-hooks uses (a dependency or a dev dependency). */
const pinned = async (manifestPath: string, name: string): Promise<string> => {
  const manifest = JSON.parse(await readFile(manifestPath, "utf8")) as Record<string, Record<string, string> | undefined>
  const version = manifest["dependencies"]?.[name] ?? manifest["devDependencies"]?.[name]
  if (version === undefined || !/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`no exact pin for ${name} in ${manifestPath}`)
  return version
}

/** Member 5001's session cookies, and the three the cookie-backed hooks read. */
const requestCookie = `${cookieHeader(memberCookies("5001"))}; selectedStore=10042; geoLocation=JP:13:100-0001`

let sandbox: Sandbox | undefined

beforeAll(async () => {
  await mkdir(project)
  await cp(join(import.meta.dirname, "server-entry"), project, { recursive: true })
  await cp(join(import.meta.dirname, "consumer", "import-each.mjs"), join(project, "import-each.mjs"))
  const hooksManifest = join(hooksDir, "package.json")
  const reactQueryManifest = join(hooksDir, "node_modules", "@tanstack", "react-query", "package.json")
  const ours = Object.fromEntries(releasePackages.map((pkg) => [pkg.name, `file:${tarballs[pkg.name]}`]))
  const manifest = {
    name: "outfitter-server-entry",
    private: true,
    type: "module",
    dependencies: {
      "@outfitter/react-hooks": ours["@outfitter/react-hooks"],
      "@tanstack/react-query": await pinned(hooksManifest, "@tanstack/react-query"),
      // what a server dehydrates with under react-server: TanStack's core, the version its React package uses
      "@tanstack/query-core": await pinned(reactQueryManifest, "@tanstack/query-core"),
      effect: await pinned(hooksManifest, "effect"),
      react: await pinned(hooksManifest, "react"),
      "react-dom": await pinned(hooksManifest, "react-dom"),
      // a browser bundle of client code that imports the server entry by mistake
      vite: await pinned(join(repoRoot, "apps", "storefront", "package.json"), "vite"),
    },
    pnpm: { overrides: ours },
  }
  await writeFile(join(project, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`)
  const install = succeeded(await run(pnpm[0], [pnpm[1], "install", "--prefer-offline", "--reporter", "append-only"], { cwd: project, env: outsideEnv(project) }))
  console.log(`release server entry: pnpm install ${(install.ms / 1000).toFixed(1)} s`)
  sandbox = await startSandbox({ port: 0 })
})

afterAll(async () => {
  await sandbox?.close()
})

describe("@outfitter/react-hooks/server, installed from the tarballs", () => {
  it("under react-server: prefetches three hooks' queries with the request's cookies and dehydrates them", async () => {
    const ran = await inProject(["--conditions=react-server", "prefetch.mjs", sandbox!.apiRoot, requestCookie])
    expect(ran.code, describeRun(ran)).toBe(0)
    const seen = JSON.parse(ran.stdout) as {
      reactServer: boolean
      queries: Array<{ queryKey: Array<unknown>; status: string; data: unknown }>
      hookCookies: string
    }
    expect(seen.reactServer).toBe(true)
    const byKey = new Map(seen.queries.map((query) => [JSON.stringify(query.queryKey), query]))
    expect([...byKey.keys()].sort()).toEqual([`["storelocator","10001"]`, `["user","orders"]`, `["user","wallet"]`].sort())
    for (const query of seen.queries) expect(query.status, JSON.stringify(query)).toBe("success")
    // the member's own data: the session cookies reached the service
    expect((byKey.get(`["user","orders"]`)!.data as Array<unknown>).length).toBeGreaterThan(0)
    expect((byKey.get(`["storelocator","10001"]`)!.data as { name: string }).name).toBe(fixtureStore("10001")?.name)
    expect(seen.hookCookies).toBe("selectedStore=10042; geoLocation=JP:13:100-0001")
  })

  it("under react-server the main entry fails (it is the client's), so the run above did use React's server build", async () => {
    const ran = succeeded(await inProject(["--conditions=react-server", "import-each.mjs", "@outfitter/react-hooks", "@outfitter/react-hooks/server"]))
    const [main, server] = JSON.parse(ran.stdout) as Array<{ loaded: boolean; message?: string }>
    expect(main).toMatchObject({ loaded: false })
    expect(main!.message).toContain("createContext")
    expect(server).toMatchObject({ loaded: true })
  })

  it("in a browser bundle (the \"browser\" condition) fails at import with one sentence naming what to import instead", async () => {
    const ran = succeeded(await inProject(["--conditions=browser", "import-each.mjs", "@outfitter/react-hooks/server"]))
    const [server] = JSON.parse(ran.stdout) as Array<{ loaded: boolean; message?: string }>
    expect(server).toMatchObject({ loaded: false, message: browserSentence })
  })

  it("a Vite build of client code importing it succeeds, and the bundle fails at once with that sentence", async () => {
    const ran = succeeded(await inProject(["client-bundle.mjs"]))
    expect(JSON.parse(ran.stdout)).toEqual({ chunks: 1, thrown: browserSentence })
  })
})
