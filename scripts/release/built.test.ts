/**
 * The build itself (run once by setup.ts): the CLI built to dist/ behaves exactly as its
 * source, on Node 24 and on Node 22.12 (its engines floor), and still loads commander alone
 * for --help; no dependency is bundled into any package's library code; and `@outfitter/cli`
 * (dist/bin.js, dist/index.js and dist/bin/, the one bundle of the release) holds
 * everything it runs, Ink and React included, and imports nothing but node built-ins.
 */
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises"
import { builtinModules } from "node:module"
import { tmpdir } from "node:os"
import { join, sep } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, inject, it } from "vitest"
import { oldestNode, oldestNodeVersion } from "./oldestNode.ts"
import { describeRun, node, releasePackages, repoRoot, run, workspaceEnv, workspacePackageJson } from "./run.ts"

const cliDir = join(repoRoot, "packages", "cli")
const cliVersion = (JSON.parse(await readFile(join(cliDir, "package.json"), "utf8")) as { version: string }).version
const outfitter = (bin: "src" | "dist", args: ReadonlyArray<string>, nodeArgs: ReadonlyArray<string> = [], env = workspaceEnv()) =>
  run(node, [...nodeArgs, join(cliDir, bin, bin === "src" ? "bin.ts" : "bin.js"), ...args], { cwd: repoRoot, env })
const untimed = (text: string) => text.replaceAll(/\(\d+ ms\)/g, "(… ms)")

/** Commands over every kind of path of the bundle, for the comparisons below. */
const commands: ReadonlyArray<readonly [ReadonlyArray<string>]> = [
  [["--help"]],
  [["--version"]],
  [["stores", "get", "10001"]],
  [["stores", "get", "10001", "--json"]],
  [["stores", "search", "--postal-code", "43215", "--radius", "5"]],
  [["stores", "get", "abc"]], // invalid input: exit 2
  [["stores", "get", "99500"]], // the fixtures answer HTTP 500: exit 1
  [["stores", "get", "99500", "--json"]],
  [["frobnicate"]], // commander's usage error: exit 2
  // the bundle's other paths: every context's client, Schema, the fixtures' MSW and
  // scenarios, the QR code, and the flow files (YAML and JSON)
  [["orders", "show", "10000016001", "--email", "registered@outfitter.test"]],
  [["returns", "calculate", "10000016001", "--email", "registered@outfitter.test", "--item", "11873401:R01:D01", "--json"]],
  [["loyalty", "points", "--member", "5002"]],
  [["giftcard", "balance", "--country", "US", "--test-card", "usd"]],
  [["payments", "status", "PI-10000018001-authorised", "--member", "5001"]],
  [["wallet", "precreate", "--order", "10000016102", "--country", "CN", "--device", "DESKTOP", "--payway", "WECHATPAY", "--sub-payway", "QRCODE"]],
  [["scenarios", "--json"]],
  [["replay", "flows/stores.yaml", "flows/help.json"]],
]

describe("the built CLI (packages/cli/dist/bin.js)", () => {
  it.concurrent.each(commands)("`outfitter %s` prints and exits exactly as src/bin.ts does", async (args) => {
    const [fromSource, built] = await Promise.all([outfitter("src", args), outfitter("dist", args)])
    expect(fromSource.stdout + fromSource.stderr, describeRun(fromSource)).not.toBe("")
    // a replay reports each step's time: the one part of an output that may differ
    expect({ code: built.code, stdout: untimed(built.stdout), stderr: built.stderr }, describeRun(built)).toEqual({
      code: fromSource.code,
      stdout: untimed(fromSource.stdout),
      stderr: fromSource.stderr,
    })
  })

  it("`--version` is the package's version and `stores get 10001` exits 0 (so the comparison above compares something)", async () => {
    const [version, store] = await Promise.all([outfitter("dist", ["--version"]), outfitter("dist", ["stores", "get", "10001"])])
    expect(version.stdout.trim(), describeRun(version)).toBe(cliVersion)
    expect(store.code, describeRun(store)).toBe(0)
    expect(store.stdout).toContain("(store 10001)")
  })

  it("`--help` loads commander and the commands' declarations, none of the commands, Effect, Ink or the @outfitter packages", async () => {
    const dir = await mkdtemp(join(tmpdir(), "outfitter-release-imports-"))
    const log = join(dir, "imports.log")
    const record = ["--import", join(cliDir, "test", "support", "record-imports.ts")]
    /** The source modules inside the bundle files a run loaded (each file names them in comments). */
    const loadedSources = async (args: ReadonlyArray<string>) => {
      await rm(log, { force: true })
      const result = await outfitter("dist", args, record, { ...workspaceEnv(), OUTFITTER_IMPORT_LOG: log })
      expect(result.code, describeRun(result)).toBe(0)
      const files = [...new Set((await readFile(log, "utf8")).split("\n"))].filter((url) => url.startsWith("file:") && url.endsWith(".js")).map((url) => fileURLToPath(url))
      expect(files.filter((file) => !file.startsWith(join(cliDir, "dist") + sep))).toEqual([])
      return (await Promise.all(files.map((file) => readFile(file, "utf8")))).flatMap(bundledSources)
    }
    try {
      const help = await loadedSources(["--help"])
      expect(help.some((source) => source.includes("/commander/"))).toBe(true)
      const heavy = /\/(ink|effect|react|msw)\/|\/(domain|clients|fixtures)\/src\/|^src\/commands\//
      // each command's declaration (flags and help) and the import-free domain rules they name
      const declarations = /^src\/commands\/(.+\.flags|memberFlags|orderFlags)\.ts$|^\.\.\/domain\/src\/(payments\/CardMask|site\/(DefaultSite|Site)|errors\/CallTimeout)\.ts$/
      expect(help.filter((source) => heavy.test(source) && !declarations.test(source))).toEqual([])
      expect(help).toContain("src/commands/stores/search.flags.ts")

      // and the recorder does see a command, and Effect, when one runs
      const get = await loadedSources(["stores", "get", "10001", "--json"])
      expect(get).toContain("src/commands/stores/get.ts")
      expect(get.some((source) => source.includes("/effect/dist/"))).toBe(true)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

/**
 * The modules a bundle file holds: the bundler writes each one's path, relative to the
 * package, as a comment line before its code (`// src/program.ts`,
 * `// ../../node_modules/.pnpm/…/node_modules/commander/lib/command.js`).
 */
const bundledSources = (code: string): Array<string> =>
  [...code.matchAll(/^\/\/ (\S+\.(?:[cm]?js|tsx?))$/gm)].map((match) => match[1]!)

/** dist/bin.js, dist/index.js and the chunks under dist/bin/: the CLI's bundle. */
const isBinBundle = (file: string) =>
  file === join(cliDir, "dist", "bin.js") || file === join(cliDir, "dist", "index.js") || file.startsWith(join(cliDir, "dist", "bin") + sep)

/** Every file under dir, relative paths. */
const filesUnder = async (dir: string): Promise<Array<string>> =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))

/**
 * The bare specifiers a module imports: static imports and exports, side-effect imports and
 * literal dynamic imports, on code lines (rolldown keeps the JSDoc, whose examples import
 * the package itself: a block comment that starts a line, and lines starting with "*" or
 * "//", are not code).
 */
const bareImports = (code: string): Array<string> =>
  code
    .replaceAll(/^\s*\/\*[\s\S]*?\*\//gm, "")
    .split("\n")
    .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
    .flatMap((line) => [...line.matchAll(/^(?:import|export)\b[^"'`;]*?from\s*["']([^"']+)["']|^import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g)])
    .map((match) => match[1] ?? match[2] ?? match[3] ?? "")
    .filter((specifier) => specifier !== "" && !specifier.startsWith("."))

const packageOf = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!

describe(`the built CLI on Node ${oldestNodeVersion}, the floor its engines name`, () => {
  it.concurrent.each(commands)("`outfitter %s` prints and exits exactly as on the workspace's Node", async (args) => {
    const oldest = await oldestNode(inject("release").workDir)
    const [current, onOldest] = await Promise.all([
      outfitter("dist", args),
      run(oldest, [join(cliDir, "dist", "bin.js"), ...args], { cwd: repoRoot, env: workspaceEnv() }),
    ])
    expect({ code: onOldest.code, stdout: untimed(onOldest.stdout), stderr: onOldest.stderr }, describeRun(onOldest)).toEqual({
      code: current.code,
      stdout: untimed(current.stdout),
      stderr: current.stderr,
    })
  })
})

describe.each(releasePackages.map((pkg) => [pkg.name, pkg] as const))("%s dist/", (_name, pkg) => {
  it("imports only its declared dependencies and node built-ins: nothing is bundled", async () => {
    const manifest = workspacePackageJson(pkg)
    // the CLI has no dependencies (its JavaScript is the bundle); its library's declarations
    // name the types of the packages the bundle holds, its devDependencies
    const typesOnly = pkg.name === "@outfitter/cli" ? Object.keys(manifest.devDependencies ?? {}) : []
    const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {}), ...typesOnly])
    const files = (await filesUnder(join(repoRoot, pkg.dir, "dist"))).filter((file) => (file.endsWith(".js") || file.endsWith(".d.ts")) && !isBinBundle(file))
    expect(files.length).toBeGreaterThan(0)
    const undeclared = new Set<string>()
    let imported = 0
    for (const file of files) {
      const code = await readFile(file, "utf8")
      // a bundled dependency would show as a path into node_modules or a bundler's region comment
      expect(code, file).not.toMatch(/node_modules|^\/\/#region/m)
      for (const specifier of bareImports(code)) {
        imported++
        const name = packageOf(specifier)
        if (!declared.has(name) && !specifier.startsWith("node:") && !builtinModules.includes(specifier)) undeclared.add(`${specifier} (${file})`)
      }
    }
    expect(imported).toBeGreaterThan(0)
    expect([...undeclared]).toEqual([])
  })
})

describe("the CLI's bundle (packages/cli dist/bin.js, dist/index.js and dist/bin/)", () => {
  it("holds commander, Effect, Ink, React and the workspace packages, and imports only node built-ins", async () => {
    const files = (await filesUnder(join(cliDir, "dist"))).filter((file) => file.endsWith(".js"))
    expect(files).toContain(join(cliDir, "dist", "bin.js"))
    expect(files).toContain(join(cliDir, "dist", "index.js"))
    // the library's JavaScript is the bundle's entry too: no other module of dist/ is JavaScript
    expect(files.filter((file) => !isBinBundle(file))).toEqual([])
    const code = await Promise.all(files.map((file) => readFile(file, "utf8")))
    const sources = code.flatMap(bundledSources)
    for (const inside of ["/commander/", "/effect/dist/", "/ink/build/", "/react/", "/yaml/", "/domain/src/", "/clients/src/", "/fixtures/src/"]) {
      expect(sources.some((source) => source.includes(inside)), inside).toBe(true)
    }
    // Ink imports react-devtools-core only under DEV=true and only when it resolves
    const imported = new Set(code.flatMap(bareImports).filter((specifier) => !specifier.startsWith("node:") && !builtinModules.includes(specifier)).map(packageOf))
    expect([...imported].toSorted()).toEqual(["react-devtools-core"])
  })
})
