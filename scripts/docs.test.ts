/**
 * The documentation checks the test command runs: every TSDoc example and every snippet of
 * the guides and READMEs type-checks, a snippet marked as an example's file is that file's
 * text, api.md lists exactly the entry points the packages export, the API reference
 * generates without a warning, no Markdown file or code comment of the
 * repository points a reader outside it, every path and link in the docs names something that
 * exists, a domain module's header names real rules sections, and the storefront README stays
 * short.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { describe, expect, it } from "vitest"
import { exampleMarkdownFiles } from "./check-examples.ts"
import { entryPointsDiff, exportedEntryPoints, fileSnippets, listedEntryPoints } from "./doc-checks.ts"
import { repoFiles } from "./repoFiles.ts"

const root = join(import.meta.dirname, "..")

const pnpm = (...args: ReadonlyArray<string>) =>
  spawnSync("pnpm", [...args], { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } })

describe("documentation", () => {
  it("every @example in the packages' sources and every ts/tsx snippet of the guides and READMEs type-checks", () => {
    const run = pnpm("--filter", "@outfitter/docs", "examples")
    expect(run.stderr).not.toMatch(/error TS/)
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/\d+ examples in \d+ files type-check/)
  }, 120_000)

  it("a snippet marked as a file's text (<!-- example: PATH#REGION -->) is that file's text", () => {
    const problems = exampleMarkdownFiles(root).flatMap((path) =>
      fileSnippets(readFileSync(path, "utf8"), root).flatMap((snippet) =>
        snippet.problem === undefined ? [] : [`${relative(root, path)}:${snippet.line}: ${snippet.problem}`]
      )
    )
    expect(problems).toEqual([])
  })

  it("api.md lists every entry point of the publishable packages' exports maps, and no other", () => {
    const listed = listedEntryPoints(readFileSync(join(root, "docs", "api.md"), "utf8"))
    const exported = exportedEntryPoints(root)
    expect(exported.length).toBeGreaterThan(5)
    expect(entryPointsDiff(listed, exported)).toEqual({ missing: [], extra: [], twice: [] })
  })

  it("the API reference generates from the TSDoc comments without a warning", () => {
    const run = pnpm("--filter", "@outfitter/docs", "api:check")
    expect(run.stdout + run.stderr).not.toMatch(/\[warning\]|\[error\]/)
    expect(run.status).toBe(0)
  }, 120_000)

  it("nothing in the repository sends a reader outside it (no ../shared, no team-only documents)", () => {
    const texts = repoFiles(root, (name) => /\.(md|ts|tsx|js|mjs|json|yaml|html|css)$/.test(name) && name !== "pnpm-lock.yaml")
    const outside = /\.\.\/shared\b|shared\/spec\/|\bTOOLCHAIN\.md\b|\bSTYLE\.md\b|\bARCHITECTURE(\.md)?\b/
    const offenders = texts
      .filter((path) => path !== join(root, "scripts", "docs.test.ts"))
      .flatMap((path) =>
        readFileSync(path, "utf8")
          .split("\n")
          .flatMap((line, i) => (outside.test(line) ? [`${relative(root, path)}:${i + 1}: ${line.trim()}`] : []))
      )
    expect(offenders).toEqual([])
  })

  it("every repository path and relative link in the guides, the rules and the READMEs names something that exists", () => {
    const documents = [
      ...repoFiles(root, (name) => name === "README.md"),
      ...repoFiles(join(root, "docs"), (name) => name.endsWith(".md")).filter((path) => !relative(root, path).startsWith(join("docs", "api"))),
    ]
    const slug = (heading: string) => heading.trim().toLowerCase().replaceAll(/[^\p{L}\p{N}_\- ]/gu, "").replaceAll(" ", "-")
    const anchors = (path: string) =>
      readFileSync(path, "utf8").split("\n").filter((line) => line.startsWith("#")).map((line) => slug(line.replace(/^#+\s*/, "")))
    const broken = documents.flatMap((path) => {
      const text = readFileSync(path, "utf8")
      const name = relative(root, path)
      const paths = [...text.matchAll(/`((?:packages|apps|fixtures|scripts|docs|examples)\/[^`\s<>*…]+?\.(?:ts|tsx|js|md|json|css))`/g)]
        .map((match) => match[1]!)
        .filter((target) => !existsSync(join(root, target)))
        .map((target) => `${name}: ${target}`)
      const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .flatMap((target) => {
          const [file = "", anchor] = target.split("#")
          const resolved = file === "" ? path : join(dirname(path), file)
          if (!existsSync(resolved)) return [`${name}: ${target}`]
          return anchor !== undefined && resolved.endsWith(".md") && !anchors(resolved).includes(anchor) ? [`${name}: ${target}`] : []
        })
      return [...paths, ...links]
    })
    expect(broken).toEqual([])
  })

  it("a domain module's header names rules sections by headings the rules pages have", () => {
    const pages = { platform: "platform.md", loyalty: "loyalty-payments.md", orders: "orders-returns-help.md" } as const
    const headings = (file: string) =>
      readFileSync(join(root, "docs", "rules", file), "utf8").split("\n").filter((line) => line.startsWith("#")).map((line) => line.replace(/^#+\s*/, "").trim())
    const known = { platform: headings(pages.platform), loyalty: headings(pages.loyalty), orders: headings(pages.orders) }
    const unknown = repoFiles(join(root, "packages", "domain", "src"), (name) => name.endsWith(".ts")).flatMap((path) => {
      const text = readFileSync(path, "utf8")
      if (!text.startsWith("/**")) return []
      const header = text.slice(0, text.indexOf("*/")).replaceAll(/\n \* ?/g, " ")
      return [...header.matchAll(/\b(platform|loyalty|orders)(?:-[a-z-]+)? §\d[^.;()]*/g)].flatMap((cited) =>
        [...cited[0].matchAll(/"([^"]+)"/g)]
          .map((quoted) => quoted[1]!)
          .filter((name) => !known[cited[1] as keyof typeof known].includes(name))
          .map((name) => `${relative(root, path)}: ${cited[1]} "${name}"`)
      )
    })
    expect(unknown).toEqual([])
  })

  it("the storefront README stays a reference: at most 1,000 words (history goes in commit messages)", () => {
    const words = readFileSync(join(root, "apps", "storefront", "README.md"), "utf8").split(/\s+/).filter((word) => word !== "")
    expect(words.length).toBeGreaterThan(100)
    expect(words.length).toBeLessThanOrEqual(1_000)
  })
})
