import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { applyKnownFailures, checkExamples, type ExampleFailure, extractExamples, extractMarkdownExamples, markdownBlocks } from "./check-examples.ts"

const comment = (...lines: ReadonlyArray<string>) => ["/**", ...lines.map((line) => ` * ${line}`.trimEnd()), " */"].join("\n")
const fenceMark = "`".repeat(3)

describe("extractExamples", () => {
  it("takes each ts and tsx fence of an @example block, placed at its first code line", () => {
    const source = [
      "const before = 1",
      comment(
        "Adds one.",
        "",
        "@example Two fences",
        `${fenceMark}ts`,
        "import { addOne } from \"@outfitter/domain\"",
        "addOne(1) // => 2",
        fenceMark,
        `${fenceMark}tsx`,
        "const element = <p>{addOne(1)}</p>",
        fenceMark,
        "@category maths",
      ),
      "export const addOne = (n: number) => n + 1",
    ].join("\n")
    expect(extractExamples(source, "/src/addOne.ts")).toEqual([
      { file: "/src/addOne.ts", line: 7, lang: "ts", code: "import { addOne } from \"@outfitter/domain\"\naddOne(1) // => 2" },
      { file: "/src/addOne.ts", line: 11, lang: "tsx", code: "const element = <p>{addOne(1)}</p>" },
    ])
  })

  it("takes an @example without a fence whole, as TypeDoc shows it as TypeScript too", () => {
    const source = comment("@example", "import { addOne } from \"@outfitter/domain\"", "", "addOne(1)", "@since 0.1.0")
    expect(extractExamples(source, "/src/a.ts")).toEqual([
      { file: "/src/a.ts", line: 3, lang: "ts", code: "import { addOne } from \"@outfitter/domain\"\n\naddOne(1)" },
    ])
  })

  it("keeps the indentation inside a fence and an @ line inside a fence", () => {
    const source = comment("@example", `${fenceMark}ts`, "if (ok) {", "  @decorated()", "}", fenceMark)
    expect(extractExamples(source, "/src/a.ts").map((example) => example.code)).toEqual(["if (ok) {\n  @decorated()\n}"])
  })

  it("leaves other languages, code outside @example and ordinary comments alone", () => {
    const source = [
      comment("Run it:", `${fenceMark}ts`, "notAnExample()", fenceMark),
      comment("@example", `${fenceMark}sh`, "npx pnpm docs:examples", fenceMark),
      "// /** not a comment opener",
      "const glob = \"src/**/*.ts\"",
      "/* @example not TSDoc */",
    ].join("\n")
    expect(extractExamples(source, "/src/a.ts")).toEqual([])
  })

  it("finds nothing in a file without comments, an empty file or an unclosed comment", () => {
    expect(extractExamples("export const one = 1\n", "/src/a.ts")).toEqual([])
    expect(extractExamples("", "/src/a.ts")).toEqual([])
    expect(extractExamples("/**\n * @example\n * addOne(1)", "/src/a.ts")).toEqual([
      { file: "/src/a.ts", line: 3, lang: "ts", code: "addOne(1)" },
    ])
  })
})

describe("extractMarkdownExamples", () => {
  const markdown = [
    "# Guide",
    "",
    `${fenceMark}tsx`,
    "export const A = () => <p>a</p>",
    fenceMark,
    "",
    "1. A list item:",
    "",
    `   ${fenceMark}ts`,
    "   if (ok) {",
    "     go()",
    "   }",
    `   ${fenceMark}`,
    "",
    "<!-- example: partial -->",
    `${fenceMark}ts`,
    "const fragment =",
    fenceMark,
    "<!-- example: examples/next-app-router/app/page.tsx#page -->",
    `${fenceMark}tsx`,
    "export default function Page() {}",
    fenceMark,
    "<!-- example: in apps/storefront/e2e/ -->",
    `${fenceMark}ts`,
    "import { test } from \"./test.ts\"",
    fenceMark,
    `${fenceMark}sh`,
    "npx pnpm test",
    fenceMark,
    `${fenceMark}ts`,
    fenceMark,
  ].join("\n")

  it("takes every ts and tsx block at its first code line, a list item's out of its indentation", () => {
    expect(extractMarkdownExamples(markdown, "/docs/guide.md")).toEqual([
      { file: "/docs/guide.md", line: 4, lang: "tsx", code: "export const A = () => <p>a</p>" },
      { file: "/docs/guide.md", line: 10, lang: "ts", code: "if (ok) {\n  go()\n}" },
      { file: "/docs/guide.md", line: 25, lang: "ts", code: "import { test } from \"./test.ts\"", in: "apps/storefront/e2e/" },
    ])
  })

  it("leaves out only a block marked partial or as a file's text, other languages and empty blocks", () => {
    expect(markdownBlocks(markdown).map((block) => [block.lang, block.marker])).toEqual([
      ["tsx", undefined],
      ["ts", undefined],
      ["ts", "partial"],
      ["tsx", "examples/next-app-router/app/page.tsx#page"],
      ["ts", "in apps/storefront/e2e/"],
      ["sh", undefined],
      ["ts", undefined],
    ])
  })
})

// each of these runs tsc, which takes seconds on a busy machine: a ceiling, not a measurement
describe("checkExamples", { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), "outfitter-check-examples-"))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const right = join(dir, "src", "right.ts")
  const wrong = join(dir, "src", "wrong.ts")
  mkdirSync(join(dir, "src"))
  writeFileSync(
    right,
    [
      comment(
        "@example",
        `${fenceMark}ts`,
        "import { roundDistance } from \"@outfitter/domain\"",
        "const distance: number | undefined = roundDistance(3.14159) // => 3.1",
        fenceMark,
      ),
      "export {}",
    ].join("\n"),
  )
  writeFileSync(
    wrong,
    [
      "export const unrelated = 1",
      comment(
        "@example",
        `${fenceMark}ts`,
        "import { roundDistance } from \"@outfitter/domain\"",
        "const distance: string = roundDistance(3.14159)",
        fenceMark,
      ),
      "export {}",
    ].join("\n"),
  )

  it("passes examples that type-check", () => {
    const result = checkExamples({ files: [right], scratchDir: join(dir, "scratch-right") })
    expect(result.examples).toHaveLength(1)
    expect(result.failures).toEqual([])
  })

  it("fails a wrong example at the line of its source file, and exits 1", () => {
    const result = checkExamples({ files: [right, wrong], scratchDir: join(dir, "scratch-both") })
    expect(result.examples).toHaveLength(2)
    expect(result.failures.map(({ file, line, message }) => ({ file, line, code: message.slice(0, 12) }))).toEqual([
      { file: wrong, line: 6, code: "error TS2322" },
    ])

    const run = spawnSync(
      process.execPath,
      [join(import.meta.dirname, "check-examples.ts"), "--scratch", join(dir, "scratch-cli"), right, wrong],
      { encoding: "utf8" },
    )
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/wrong\.ts:6:\d+ error TS2322: .*\(in the example starting at line 5\)/)
    expect(run.stderr).not.toMatch(/right\.ts/)
  })

  it("fails a wrong snippet of a Markdown file at its line there", () => {
    const guide = join(dir, "guide.md")
    writeFileSync(guide, ["# Guide", "", `${fenceMark}ts`, "import { roundDistance } from \"@outfitter/domain\"", "const distance: string = roundDistance(1)", fenceMark, ""].join("\n"))
    const result = checkExamples({ files: [guide], scratchDir: join(dir, "scratch-guide") })
    expect(result.failures.map(({ file, line, message }) => ({ file, line, code: message.slice(0, 12) }))).toEqual([
      { file: guide, line: 5, code: "error TS2322" },
    ])
  })

  it("refuses to empty a folder it did not make, and says so without a stack trace", () => {
    const other = join(dir, "not-scratch")
    mkdirSync(other)
    writeFileSync(join(other, "keep.txt"), "mine")
    expect(() => checkExamples({ files: [right], scratchDir: other })).toThrow(/refusing to empty/)

    const run = spawnSync(process.execPath, [join(import.meta.dirname, "check-examples.ts"), join(dir, "missing.ts")], {
      encoding: "utf8",
    })
    expect(run.status).toBe(2)
    expect(run.stderr).toMatch(/^check-examples: .*missing\.ts/)
  })
})

describe("applyKnownFailures", () => {
  const failure = (file: string): ExampleFailure => ({
    file: `/repo/${file}`,
    line: 3,
    column: 1,
    message: "error TS2304: Cannot find name 'x'.",
    example: { file: `/repo/${file}`, line: 3, lang: "ts", code: "x" },
  })

  it("sets aside failures under a known file or folder, and names entries with none left", () => {
    const split = applyKnownFailures(
      [failure("packages/cli/src/a.ts"), failure("packages/domain/src/b.ts")],
      { "packages/cli/src/": "rewrite", "packages/clients/src/c.ts": "fixed since" },
      "/repo",
    )
    expect(split.known.map((entry) => entry.file)).toEqual(["/repo/packages/cli/src/a.ts"])
    expect(split.counted.map((entry) => entry.file)).toEqual(["/repo/packages/domain/src/b.ts"])
    expect(split.stale).toEqual(["packages/clients/src/c.ts"])
  })
})
