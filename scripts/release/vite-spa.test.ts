/**
 * examples/vite-spa as a team installs it: copied outside the workspace, our packages from
 * the tarballs, everything else with npm from the registry, TanStack Query and Effect at
 * another version than the workspace pins where the packages' peer ranges hold one. Then:
 * one copy of each framework, a type-checked production build without msw's worker, and
 * the example's own test (msw/node over the fixtures) on the oldest Node the packages
 * support.
 */
import { cp, readdir, readFile, writeFile } from "node:fs/promises"
import { delimiter, dirname, join, relative } from "node:path"
import { beforeAll, describe, expect, inject, it } from "vitest"
import { oldestNode, oldestNodeVersion } from "./oldestNode.ts"
import { describeRun, outsideEnv, type Ran, releasePackages, repoRoot, run, succeeded, workspacePackageJson } from "./run.ts"

const { workDir, tarballs } = inject("release")
const project = join(workDir, "vite-spa")
const env = outsideEnv(project)
const inProject = (command: string, args: ReadonlyArray<string>) => run(command, args, { cwd: project, env })

const hooks = workspacePackageJson(releasePackages.find((pkg) => pkg.name === "@outfitter/react-hooks")!)
/** The frameworks whose version the install moves away from the workspace's pin. */
const moved = ["@tanstack/react-query", "effect"] as const
type Moved = (typeof moved)[number]

const pinOf = (name: Moved): string => {
  const pin = hooks.devDependencies?.[name]
  if (pin === undefined || !/^\d+\.\d+\.\d+$/.test(pin)) throw new Error(`react-hooks pins no exact ${name} in its devDependencies`)
  return pin
}
const rangeOf = (name: Moved): string => {
  const range = hooks.peerDependencies?.[name]
  if (range === undefined) throw new Error(`react-hooks has no peer dependency on ${name}`)
  return range
}

const compareVersions = (a: string, b: string): number => {
  const [x, y] = [a, b].map((version) => version.split(".").map(Number))
  for (let i = 0; i < 3; i++) if (x![i] !== y![i]) return x![i]! - y![i]!
  return 0
}

/** Every release of name inside range, oldest first, as the registry lists them now. */
const releasesInRange = async (name: string, range: string): Promise<Array<string>> => {
  const view = succeeded(await inProject("npm", ["view", `${name}@${range}`, "version", "--json"]))
  // one match prints a string, several an array
  const listed = [JSON.parse(view.stdout) as string | Array<string>].flat()
  return listed.filter((version) => /^\d+\.\d+\.\d+$/.test(version)).sort(compareVersions)
}

interface Choice {
  readonly pin: string
  readonly range: string
  readonly inRange: ReadonlyArray<string>
  /** the newest release in range other than the pin, else the newest older one, else the pin */
  readonly installed: string
}

const choose = async (name: Moved): Promise<Choice> => {
  const [pin, range] = [pinOf(name), rangeOf(name)]
  const inRange = await releasesInRange(name, range)
  const newer = inRange.filter((version) => compareVersions(version, pin) > 0)
  const older = inRange.filter((version) => compareVersions(version, pin) < 0)
  return { pin, range, inRange, installed: newer.at(-1) ?? older.at(-1) ?? pin }
}

/** The example's package.json, with our packages from the tarballs and the moved frameworks exact. */
const manifest = async (choices: Readonly<Record<Moved, Choice>>) => {
  const own = JSON.parse(await readFile(join(project, "package.json"), "utf8")) as {
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  // our packages depend on each other by version: the overrides point those at the tarballs
  // too, and npm wants a direct dependency's override to be the same specifier
  const ours = Object.fromEntries(releasePackages.map((pkg) => [pkg.name, `file:${tarballs[pkg.name]}`]))
  const pointed = (deps: Record<string, string>) =>
    Object.fromEntries(Object.entries(deps).map(([name, spec]) => [name, ours[name] ?? spec]))
  const dependencies = pointed(own.dependencies)
  for (const name of moved) dependencies[name] = choices[name].installed
  return { ...own, dependencies, devDependencies: pointed(own.devDependencies), overrides: ours }
}

let choices: Readonly<Record<Moved, Choice>>
let install: Ran
let oldNode: Promise<string>

beforeAll(async () => {
  // the oldest Node installs while npm installs the example
  oldNode = oldestNode(workDir)
  await cp(join(repoRoot, "examples", "vite-spa"), project, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  })
  const [query, effect] = await Promise.all(moved.map(choose))
  choices = { "@tanstack/react-query": query!, effect: effect! }
  await writeFile(join(project, "package.json"), `${JSON.stringify(await manifest(choices), null, 2)}\n`)
  // the user's npm cache is reused; nothing of ours comes from a registry
  install = succeeded(await inProject("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund"]))
  console.log(
    `release vite-spa: npm install ${(install.ms / 1000).toFixed(1)} s, ` +
      moved.map((name) => `${name} ${choices[name].installed} (pinned ${choices[name].pin})`).join(", "),
  )
  await oldNode
}, 420_000)

describe("examples/vite-spa installed with npm from the tarballs", () => {
  it("takes another TanStack Query and Effect than the workspace pins, inside the peer ranges", () => {
    for (const name of moved) {
      const { pin, range, inRange, installed } = choices[name]
      expect(inRange, `${name}@${range}`).toContain(pin)
      expect(inRange, `${name}@${range}`).toContain(installed)
      // the same version only when the registry has no other release in range
      if (installed === pin) expect(inRange, `${name}@${range} holds only the pin`).toEqual([pin])
      else expect(installed).not.toBe(pin)
    }
    // TanStack Query publishes often: today it has one, so at least this one moved
    expect(choices["@tanstack/react-query"].installed).not.toBe(choices["@tanstack/react-query"].pin)
  })

  it("npm ls: one copy each of TanStack Query, Effect, React and msw, at the versions asked for", async () => {
    const frameworks = ["@tanstack/react-query", "effect", "react", "msw"]
    const ls = await inProject("npm", ["ls", ...frameworks, "--all", "--parseable"])
    expect(ls.code, describeRun(ls)).toBe(0)
    const paths = [...new Set(ls.stdout.split("\n").filter((line) => line.trim() !== ""))]
    for (const name of frameworks) {
      const copies = paths.filter((path) => path.endsWith(join("node_modules", name)))
      expect(copies.map((path) => relative(project, path)), name).toEqual([join("node_modules", name)])
    }
    for (const name of moved) {
      const installed = JSON.parse(await readFile(join(project, "node_modules", name, "package.json"), "utf8")) as { version: string }
      expect(installed.version, name).toBe(choices[name].installed)
    }
  })

  it("npm run build: tsc and vite build pass, and dist/ holds no msw worker, neither its script nor the code registering it", async () => {
    const build = await inProject("npm", ["run", "build"])
    expect(build.code, describeRun(build)).toBe(0)
    const dist = join(project, "dist")
    const files = (await readdir(dist, { recursive: true })).map(String)
    expect(files).toContain("index.html")
    expect(files.filter((file) => file.includes("mockServiceWorker"))).toEqual([])
    const scripts = files.filter((file) => file.endsWith(".js"))
    expect(scripts.length).toBeGreaterThan(0)
    const code = await Promise.all(scripts.map((file) => readFile(join(dist, file), "utf8")))
    // the store search of @outfitter/clients is in; msw's worker registration is not
    expect(code.some((text) => text.includes("storelocator"))).toBe(true)
    expect(scripts.filter((_, i) => code[i]!.includes("mockServiceWorker.js"))).toEqual([])
  })

  it(`the example's test (msw/node over @outfitter/fixtures) passes on Node ${oldestNodeVersion}`, async () => {
    const node = await oldNode
    // that Node first on PATH: anything the test starts runs on it too
    const oldEnv = { ...env, PATH: [dirname(node), ...(env["PATH"] ?? "").split(delimiter).slice(1)].join(delimiter) }
    const version = succeeded(await run("node", ["--version"], { cwd: project, env: oldEnv }))
    expect(version.stdout.trim()).toBe(`v${oldestNodeVersion}`)
    const test = await run(node, [join(project, "node_modules", "vitest", "vitest.mjs"), "run"], { cwd: project, env: oldEnv })
    expect(test.code, describeRun(test)).toBe(0)
    expect(test.stdout).toMatch(/Tests\s+1 passed \(1\)/)
  })
})
