import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { entryPointsDiff, exportedEntryPoints, fileSnippets, listedEntryPoints, markedText } from "./doc-checks.ts"

const fence = "`".repeat(3)

describe("the entry points of api.md", () => {
  const table = [
    "| package | entry points |",
    "|---|---|",
    "| `@outfitter/fixtures` | `@outfitter/fixtures`, `/node`, the `har` word and `/testing` (a `{apiRoot}` is not one) |",
    "| `@outfitter/cli` | `@outfitter/cli` |",
  ].join("\n")

  it("reads full specifiers and subpaths of the row's package, nothing else", () => {
    expect(listedEntryPoints(table)).toEqual(["@outfitter/fixtures", "@outfitter/fixtures/node", "@outfitter/fixtures/testing", "@outfitter/cli"])
  })

  it("names an entry the exports have and the table lacks, one the table has and nothing exports, and one named twice", () => {
    const exported = ["@outfitter/cli", "@outfitter/fixtures", "@outfitter/fixtures/har", "@outfitter/fixtures/node", "@outfitter/fixtures/testing"]
    expect(entryPointsDiff(listedEntryPoints(table), exported)).toEqual({ missing: ["@outfitter/fixtures/har"], extra: [], twice: [] })
    expect(entryPointsDiff([...listedEntryPoints(table), "@outfitter/fixtures/har", "@outfitter/cli/x", "@outfitter/cli"], exported))
      .toEqual({ missing: [], extra: ["@outfitter/cli/x"], twice: ["@outfitter/cli"] })
  })

  it("reads the exports maps of the publishable packages, the published map's entries too, not a private package's", () => {
    const dir = mkdtempSync(join(tmpdir(), "outfitter-doc-checks-"))
    try {
      const manifest = (path: string, json: unknown) => {
        mkdirSync(join(dir, path), { recursive: true })
        writeFileSync(join(dir, path, "package.json"), JSON.stringify(json))
      }
      manifest("packages/a", { name: "@outfitter/a", exports: { ".": "./src/index.ts" }, publishConfig: { exports: { ".": "./dist/index.js", "./server": "./dist/server.js" } } })
      manifest("packages/b", { name: "@outfitter/b", private: true, exports: { ".": "./b.ts" } })
      manifest("fixtures", { name: "@outfitter/fixtures", exports: { ".": "./i.ts", "./har": "./har.ts" } })
      expect(exportedEntryPoints(dir)).toEqual(["@outfitter/a", "@outfitter/a/server", "@outfitter/fixtures", "@outfitter/fixtures/har"])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("blocks that are a file's text", () => {
  const dir = mkdtempSync(join(tmpdir(), "outfitter-doc-snippets-"))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(join(dir, "app"))
  writeFileSync(join(dir, "app", "page.tsx"), [
    "import { a } from \"a\"",
    "export const Page = () => (",
    "  <main>",
    "    {/* #region body */}",
    "    <p>{a}</p>",
    "    {/* #endregion */}",
    "  </main>",
    ")",
    "// #region tail",
    "export const tail = 1",
    "// #endregion",
    "",
  ].join("\n"))

  it("takes a whole file without its last newline, or a region without its markers and common indentation", () => {
    expect(markedText("a\nb\n", undefined)).toBe("a\nb")
    expect(markedText("x\n  // #region r\n    one\n  two\n  // #endregion\n", "r")).toBe("  one\ntwo")
    expect(markedText("x\n// #region r\nnever closed\n", "r")).toBeUndefined()
    expect(markedText("x\n", "r")).toBeUndefined()
  })

  it("passes a block equal to its file or region, and says which one differs or names nothing", () => {
    const markdown = [
      "<!-- example: app/page.tsx#body -->",
      `${fence}tsx`,
      "<p>{a}</p>",
      fence,
      "<!-- example: app/page.tsx#tail -->",
      `${fence}ts`,
      "export const tail = 2",
      fence,
      "<!-- example: app/missing.tsx -->",
      `${fence}ts`,
      "export {}",
      fence,
      "<!-- example: partial -->",
      `${fence}ts`,
      "left out",
      fence,
      `${fence}ts`,
      "not marked",
      fence,
    ].join("\n")
    expect(fileSnippets(markdown, dir)).toEqual([
      { line: 3, path: "app/page.tsx", region: "body", problem: undefined },
      { line: 7, path: "app/page.tsx", region: "tail", problem: "the block differs from app/page.tsx#tail" },
      { line: 11, path: "app/missing.tsx", region: undefined, problem: "app/missing.tsx does not exist" },
    ])
  })
})
