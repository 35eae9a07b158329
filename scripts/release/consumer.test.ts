/**
 * A consumer of the packages, outside the workspace (under os.tmpdir()): a project made
 * from ./consumer installs the five tarballs and nothing else of ours, with the workspace's
 * pnpm (its store is reused), then type-checks and builds a Vite + React app over
 * @outfitter/react-hooks, server-renders it, calls @outfitter/clients against the fixtures'
 * sandbox, runs the installed `outfitter`, and tries what an ESM-only package refuses.
 */
import { cp, mkdir, readFile, readdir, writeFile } from "node:fs/promises"
import { join, sep } from "node:path"
import { fixtureStore } from "@outfitter/fixtures"
import { beforeAll, describe, expect, inject, it } from "vitest"
import {
  describeRun,
  isInside,
  node,
  outsideEnv,
  pnpm,
  type Ran,
  releasePackages,
  repoRoot,
  run,
  succeeded,
  workspaceEnv,
} from "./run.ts"

const { workDir, tarballs } = inject("release")
const project = join(workDir, "consumer")
const inProject = (command: string, args: ReadonlyArray<string>) => run(command, args, { cwd: project, env: outsideEnv(project) })
const bin = (name: string) => join(project, "node_modules", ".bin", name)

const manifest = async (path: string) =>
  JSON.parse(await readFile(join(repoRoot, path, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }

/** The consumer's package.json: our tarballs, and the versions the workspace pins for the rest. */
const consumerManifest = async () => {
  const [root, storefront, domain, hooks, fixtures] = await Promise.all(
    [".", "apps/storefront", "packages/domain", "packages/react-hooks", "fixtures"].map(manifest),
  )
  const pin = (from: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> } | undefined, name: string) => {
    const version = from?.dependencies?.[name] ?? from?.devDependencies?.[name]
    if (version === undefined || !/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`no exact pin for ${name}`)
    return version
  }
  // our packages depend on each other by version (pnpm pack rewrote workspace:*): the
  // overrides point those at the tarballs too, so nothing of ours comes from a registry
  // (which does have a package named @outfitter/cli, at 1.0.0, that is not this one)
  const ours = Object.fromEntries(releasePackages.map((pkg) => [pkg.name, `file:${tarballs[pkg.name]}`]))
  return {
    name: "outfitter-consumer",
    private: true,
    type: "module",
    dependencies: {
      ...ours,
      "@tanstack/react-query": pin(hooks, "@tanstack/react-query"),
      effect: pin(domain, "effect"),
      msw: pin(fixtures, "msw"),
      react: pin(storefront, "react"),
      "react-dom": pin(storefront, "react-dom"),
    },
    devDependencies: {
      "@types/node": pin(root, "@types/node"),
      "@types/react": pin(storefront, "@types/react"),
      "@types/react-dom": pin(storefront, "@types/react-dom"),
      "@vitejs/plugin-react": pin(storefront, "@vitejs/plugin-react"),
      typescript: pin(root, "typescript"),
      vite: pin(storefront, "vite"),
    },
    pnpm: { overrides: ours },
  }
}

let install: Ran

beforeAll(async () => {
  await mkdir(project)
  await cp(join(import.meta.dirname, "consumer"), project, { recursive: true })
  await writeFile(join(project, "package.json"), `${JSON.stringify(await consumerManifest(), null, 2)}\n`)
  install = succeeded(await inProject(pnpm[0], [pnpm[1], "install", "--prefer-offline", "--reporter", "append-only"]))
  console.log(`release consumer: pnpm install ${(install.ms / 1000).toFixed(1)} s`)
  // what `npx msw init public` does: the page serves msw's worker script
  succeeded(await inProject(bin("msw"), ["init", "public", "--no-save"]))
})

describe("a project outside the workspace installs the tarballs", () => {
  // how long it took is logged, not asserted: the test command holds no timed assertion
  it("outside the workspace", () => {
    expect(isInside(repoRoot, project)).toBe(false)
  })

  it("and resolves everything from its own node_modules: nothing from the workspace", async () => {
    const specifiers = [
      ...releasePackages.map((pkg) => pkg.name),
      "@outfitter/domain/stores",
      "@outfitter/fixtures/node",
      "@outfitter/fixtures/sandbox",
      "effect/Effect",
      "react",
      "@tanstack/react-query",
      "msw",
      "vite",
      "typescript",
    ]
    const resolved = succeeded(await inProject(node, ["resolve-each.mjs", ...specifiers]))
    const paths = JSON.parse(resolved.stdout) as Record<string, string>
    expect(Object.keys(paths).sort()).toEqual([...specifiers].sort())
    for (const [specifier, path] of Object.entries(paths)) {
      expect(isInside(project, path), `${specifier} → ${path}`).toBe(true)
      // from the tarball (the registry has a foreign @outfitter/cli 1.0.0), and its dist/
      const ours = /^@outfitter\/([\w-]+)/.exec(specifier)?.[1]
      if (ours !== undefined) expect(path, specifier).toMatch(new RegExp(`[\\\\/]\\.pnpm[\\\\/]@outfitter\\+${ours}@file\\+[^\\\\/]+[\\\\/].*[\\\\/]dist[\\\\/].+\\.js$`))
    }
  })
})

describe("a Vite + React app over @outfitter/react-hooks", () => {
  it("type-checks with the project's own TypeScript, against the packages' dist/ declarations", async () => {
    const version = succeeded(await inProject(bin("tsc"), ["--version"]))
    expect(version.stdout).toContain(`Version ${(await consumerManifest()).devDependencies.typescript}`)
    const check = await inProject(bin("tsc"), ["-p", "tsconfig.json", "--listFiles"])
    expect(check.code, describeRun(check)).toBe(0)
    const files = check.stdout.split("\n").filter((line) => line.trim() !== "")
    expect(files.filter((file) => isInside(repoRoot, file))).toEqual([])
    const ours = files.filter((file) => file.includes(`${sep}@outfitter${sep}`) || file.includes("@outfitter+"))
    expect(ours.length).toBeGreaterThan(0)
    expect(ours.filter((file) => !/[\\/]dist[\\/].+\.d\.ts$/.test(file))).toEqual([])
  })

  it("builds with Vite: the page, its chunks and msw's worker script", async () => {
    const build = await inProject(bin("vite"), ["build"])
    expect(build.code, describeRun(build)).toBe(0)
    const dist = join(project, "dist")
    const html = await readFile(join(dist, "index.html"), "utf8")
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/)
    expect(await readdir(dist)).toContain("mockServiceWorker.js")
    const chunks = await readdir(join(dist, "assets"))
    const code = await Promise.all(chunks.filter((chunk) => chunk.endsWith(".js")).map((chunk) => readFile(join(dist, "assets", chunk), "utf8")))
    // the store search of @outfitter/clients, and the fixtures' worker (a chunk of its own)
    expect(code.some((text) => text.includes("storelocator"))).toBe(true)
    expect(chunks.some((chunk) => /^browser-[\w-]+\.js$/.test(chunk))).toBe(true)
  })

  it("server-renders OutfitterProvider and useStoreSearch with the seeded stores", async () => {
    const ssr = await inProject(bin("vite"), ["build", "--ssr", "src/render.tsx", "--outDir", "dist-ssr"])
    expect(ssr.code, describeRun(ssr)).toBe(0)
    const rendered = await inProject(node, ["print-render.mjs"])
    expect(rendered.code, describeRun(rendered)).toBe(0)
    const html = rendered.stdout
    const count = /<ul aria-label="(\d+) stores within 25 miles">/.exec(html)
    expect(count, html).not.toBeNull()
    const items = [...html.matchAll(/<li>(\d+) ([^<]+)<\/li>/g)].map((match) => [match[1]!, match[2]!] as const)
    expect(items.length).toBe(Number(count![1]))
    expect(items.length).toBeGreaterThan(0)
    expect(items.map(([storeNumber]) => storeNumber)).toContain("10001")
    for (const [storeNumber, name] of items) expect(name, storeNumber).toBe(fixtureStore(storeNumber)?.name)
  })
})

describe("a Node script with @outfitter/clients", () => {
  it("gets and searches stores over HTTP from startSandbox of @outfitter/fixtures/sandbox", async () => {
    const script = await inProject(node, ["clients-sandbox.ts"])
    expect(script.code, describeRun(script)).toBe(0)
    const result = JSON.parse(script.stdout) as {
      apiRoot: string
      store: { storeNumber: string; name: string }
      found: Array<{ storeNumber: string; name: string }>
    }
    expect(result.apiRoot).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api$/)
    expect(result.store).toEqual({ storeNumber: "10001", name: fixtureStore("10001")?.name })
    expect(result.found.map((found) => found.storeNumber)).toContain("10001")
    for (const found of result.found) expect(found.name, found.storeNumber).toBe(fixtureStore(found.storeNumber)?.name)
  })
})

describe("the installed outfitter (node_modules/.bin)", () => {
  it("--help lists the commands, the same help as the workspace's CLI", async () => {
    const [installed, workspace] = await Promise.all([
      inProject(bin("outfitter"), ["--help"]),
      run(node, [join(repoRoot, "packages", "cli", "src", "bin.ts"), "--help"], { cwd: repoRoot, env: workspaceEnv() }),
    ])
    expect(installed.code, describeRun(installed)).toBe(0)
    for (const command of ["stores", "loyalty", "orders", "sandbox"]) expect(installed.stdout).toMatch(new RegExp(`^  ${command} `, "m"))
    expect(installed.stdout).toBe(workspace.stdout)
  })

  it("stores get 10001 prints the store, exit 0", async () => {
    const store = await inProject(bin("outfitter"), ["stores", "get", "10001"])
    expect(store.code, describeRun(store)).toBe(0)
    expect(store.stdout).toContain(`${fixtureStore("10001")?.name} (store 10001)`)
    expect(store.stderr).toBe("")
  })
})

describe("what the exports maps refuse, with Node's own error", () => {
  interface Attempt {
    readonly specifier?: string
    readonly loaded: boolean
    readonly code?: string
    readonly message?: string
    readonly stack?: string
  }
  /** stack frames in our packages' code: there must be none, the resolver refuses first */
  const framesInOurCode = (attempt: Attempt) =>
    (attempt.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line) && line.includes("@outfitter"))

  it("require() from CommonJS: ERR_PACKAGE_PATH_NOT_EXPORTED, the packages are ESM only", async () => {
    // Node 24 can require() an ES module, but only through a condition it matches for
    // require ("require", "node", "default"); the exports maps offer "import" alone
    const attempt = succeeded(await inProject(node, ["require-domain.cjs"]))
    const result = JSON.parse(attempt.stdout) as Attempt
    expect(result).toMatchObject({ loaded: false, code: "ERR_PACKAGE_PATH_NOT_EXPORTED" })
    expect(result.message).toContain(`node_modules${sep}@outfitter${sep}domain${sep}package.json`)
    expect(framesInOurCode(result)).toEqual([])
  })

  it("a deep path outside the exports map: ERR_PACKAGE_PATH_NOT_EXPORTED; the exported paths load", async () => {
    const deep = ["@outfitter/domain/src/index.ts", "@outfitter/domain/dist/stores/StoreId.js", "@outfitter/fixtures/dist/node.js"]
    const exported = ["@outfitter/domain", "@outfitter/domain/stores", "@outfitter/domain/cookies", "@outfitter/domain/stores/store-id", "@outfitter/domain/session/permissions", "@outfitter/domain/session/password"]
    const attempt = succeeded(await inProject(node, ["import-each.mjs", ...deep, ...exported]))
    const results = JSON.parse(attempt.stdout) as Array<Attempt>
    for (const result of results.slice(0, deep.length)) {
      expect(result, result.specifier).toMatchObject({ loaded: false, code: "ERR_PACKAGE_PATH_NOT_EXPORTED" })
      expect(result.message).toContain(`'./${result.specifier!.split("/").slice(2).join("/")}' is not defined by "exports"`)
      expect(framesInOurCode(result)).toEqual([])
    }
    for (const result of results.slice(deep.length)) expect(result, result.specifier).toMatchObject({ loaded: true })
  })
})

