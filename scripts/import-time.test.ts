/**
 * Nothing runs on import: every entry point of every package is imported in a bare Node
 * process (no DOM), and none of our modules reads window, document, storage, location,
 * navigator or the clock while being imported (import-time.ts watches). Server rendering
 * and tests depend on it.
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import { describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "..")
const packages = ["packages/domain", "packages/clients", "packages/react-hooks", "packages/cli", "fixtures"]

interface PackageJson {
  readonly name: string
  readonly exports: Record<string, { readonly import: string }>
}

/**
 * Every entry a consumer can import, as file URLs of the sources the exports point at,
 * but `@outfitter/fixtures/browser`: MSW's browser build refuses Node (its exports map
 * `msw/browser` to null there), and all that entry adds over `/node` is a function
 * (startFixtureWorker); the handlers it serves are imported through `/node`.
 */
const entries = packages.flatMap((folder) => {
  const manifest = JSON.parse(readFileSync(join(root, folder, "package.json"), "utf8")) as PackageJson
  const browserOnly = (path: string) => manifest.name === "@outfitter/fixtures" && path === "./browser"
  return Object.entries(manifest.exports).filter(([path]) => !browserOnly(path)).map(([path, target]) => ({
    entry: `${manifest.name}${path === "." ? "" : path.slice(1)}`,
    url: pathToFileURL(join(root, folder, target.import)).href,
  }))
})

const importTouches = (urls: ReadonlyArray<string>): ReadonlyArray<string> => {
  const run = spawnSync(process.execPath, [join(root, "scripts/import-time.ts"), ...urls], { cwd: root, encoding: "utf8" })
  expect(run.status, run.stderr).toBe(0)
  return JSON.parse(run.stdout) as ReadonlyArray<string>
}

describe("importing a package runs nothing", () => {
  it("covers every package's entries", () => {
    expect(entries.map(({ entry }) => entry)).toEqual(
      expect.arrayContaining(["@outfitter/domain", "@outfitter/clients", "@outfitter/react-hooks", "@outfitter/cli", "@outfitter/fixtures/node"]),
    )
  })

  it.each(entries)("$entry reads no browser global and no clock at import", ({ url }) => {
    expect(importTouches([url])).toEqual([])
  })

  it("the watch sees a module that reads storage or the clock at import", () => {
    const dir = mkdtempSync(join(tmpdir(), "outfitter-import-"))
    try {
      const probe = join(dir, "probe.mjs")
      writeFileSync(probe, "export const saved = globalThis.sessionStorage?.getItem('x')\nexport const at = Date.now()\n")
      const touched = importTouches([pathToFileURL(probe).href])
      expect(touched.some((line) => line.startsWith("sessionStorage"))).toBe(true)
      expect(touched.some((line) => line.startsWith("Date.now()"))).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
