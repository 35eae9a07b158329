/**
 * The build itself (run once by setup.ts): the CLI built to dist/ behaves exactly as its
 * source, still loads commander alone for --help, and no dependency is bundled into any
 * package's dist/.
 */
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises"
import { builtinModules } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { describeRun, node, releasePackages, repoRoot, run, workspaceEnv, workspacePackageJson } from "./run.ts"

const cliDir = join(repoRoot, "packages", "cli")
const cliVersion = (JSON.parse(await readFile(join(cliDir, "package.json"), "utf8")) as { version: string }).version
const outfitter = (bin: "src" | "dist", args: ReadonlyArray<string>, nodeArgs: ReadonlyArray<string> = [], env = workspaceEnv()) =>
  run(node, [...nodeArgs, join(cliDir, bin, "bin.js"), ...args], { cwd: repoRoot, env })

describe("the built CLI (packages/cli/dist/bin.js)", () => {
  it.concurrent.each([
    [["--help"]],
    [["--version"]],
    [["stores", "get", "10001"]],
    [["stores", "get", "10001", "--json"]],
    [["stores", "search", "--postal-code", "43215", "--radius", "5"]],
    [["stores", "get", "abc"]], // invalid input: exit 2
    [["stores", "get", "99500"]], // the fixtures answer HTTP 500: exit 1
    [["stores", "get", "99500", "--json"]],
    [["frobnicate"]], // commander's usage error: exit 2
  ])("`outfitter %s` prints and exits exactly as src/bin.js does", async (args) => {
    const [fromSource, built] = await Promise.all([outfitter("src", args), outfitter("dist", args)])
    expect(fromSource.stdout + fromSource.stderr, describeRun(fromSource)).not.toBe("")
    expect({ code: built.code, stdout: built.stdout, stderr: built.stderr }, describeRun(built)).toEqual({
      code: fromSource.code,
      stdout: fromSource.stdout,
      stderr: fromSource.stderr,
    })
  })

  it("`--version` is the package's version and `stores get 10001` exits 0 (so the comparison above compares something)", async () => {
    const [version, store] = await Promise.all([outfitter("dist", ["--version"]), outfitter("dist", ["stores", "get", "10001"])])
    expect(version.stdout.trim(), describeRun(version)).toBe(cliVersion)
    expect(store.code, describeRun(store)).toBe(0)
    expect(store.stdout).toContain("(store 10001)")
  })

  it("`--help` loads commander and none of the built commands, Effect, Ink or the @outfitter packages", async () => {
    const dir = await mkdtemp(join(tmpdir(), "outfitter-release-imports-"))
    const log = join(dir, "imports.log")
    const record = ["--import", join(cliDir, "test", "support", "record-imports.ts")]
    try {
      const help = await outfitter("dist", ["--help"], record, { ...workspaceEnv(), OUTFITTER_IMPORT_LOG: log })
      expect(help.code, describeRun(help)).toBe(0)
      const imports = (await readFile(log, "utf8")).split("\n").filter((line) => line !== "")
      expect(imports.some((url) => url.includes("/node_modules/commander/"))).toBe(true)
      const heavy = /\/node_modules\/(ink|effect|react|msw)\/|\/packages\/(domain|clients)\/|\/fixtures\/|\/dist\/commands\//
      expect(imports.filter((url) => heavy.test(url))).toEqual([])

      // and the recorder does see a built command when one runs
      await rm(log, { force: true })
      const get = await outfitter("dist", ["stores", "get", "10001", "--json"], record, { ...workspaceEnv(), OUTFITTER_IMPORT_LOG: log })
      expect(get.code, describeRun(get)).toBe(0)
      expect(await readFile(log, "utf8")).toContain("/packages/cli/dist/commands/stores/get.js")
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

/** Every file under dir, relative paths. */
const filesUnder = async (dir: string): Promise<Array<string>> =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))

/**
 * The bare specifiers a module imports: static imports and exports, side-effect imports and
 * literal dynamic imports, on code lines (rolldown keeps the JSDoc, whose examples import
 * the package itself: lines starting with "*" or "//" are not code).
 */
const bareImports = (code: string): Array<string> =>
  code
    .split("\n")
    .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
    .flatMap((line) => [...line.matchAll(/^(?:import|export)\b[^"'`;]*?from\s*["']([^"']+)["']|^import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g)])
    .map((match) => match[1] ?? match[2] ?? match[3] ?? "")
    .filter((specifier) => specifier !== "" && !specifier.startsWith("."))

const packageOf = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!

describe.each(releasePackages.map((pkg) => [pkg.name, pkg] as const))("%s dist/", (_name, pkg) => {
  it("imports only its declared dependencies and node built-ins: nothing is bundled", async () => {
    const manifest = workspacePackageJson(pkg)
    const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})])
    const files = (await filesUnder(join(repoRoot, pkg.dir, "dist"))).filter((file) => file.endsWith(".js") || file.endsWith(".d.ts"))
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
