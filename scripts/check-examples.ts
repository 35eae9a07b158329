/**
 * `pnpm docs:examples`: type-checks every code example in the TSDoc comments of the
 * packages' sources (packages/NAME/src and fixtures/src) and every TypeScript snippet of the
 * guides and READMEs (every .md file under docs/ and each README.md of the repository), so
 * an example cannot drift away from the API it shows.
 *
 * An example in a source file is the code of an `@example` block: each ```ts or ```tsx
 * fenced block in it, or, when the block has no fence at all, its whole text (TypeDoc shows
 * such a block as TypeScript code too, so it is held to the same standard). Fences in other
 * languages (```sh, ```json …) are left alone.
 *
 * An example in a Markdown file is each ```ts or ```tsx fenced block (```typescript too).
 * A marker on the line right before the fence takes a block out, and nothing else does:
 * `<!-- example: partial -->` for code that is deliberately partial (a fragment that is not
 * a module), `<!-- example: PATH -->` or `<!-- example: PATH#REGION -->` for a block that is
 * the text of a file of the repository, or of the region between `// #region REGION` and
 * `// #endregion` in it (scripts/docs.test.ts holds the two equal; the file is compiled
 * where it lives). `<!-- example: in DIR/ -->` keeps a block in, compiled as a module of that
 * folder of the repository, so its relative imports (`./test.ts`) resolve there.
 *
 * Each example becomes its own module in node_modules/.cache/outfitter-examples, and the
 * workspace's tsc (TypeScript 7) checks them all in one program with the workspace's
 * compiler options. `@outfitter/NAME` imports are mapped to the packages' sources through
 * their "exports" maps; every other import resolves from the node_modules of the package
 * the example lives in, as the package's own code would; the guides' snippets (docs/ and
 * the repository's README) are an app's code and resolve from the reference storefront's. A
 * failure is reported at the line of the file the example came from. The exit code is 1
 * when any example (or anything it pulls in) does not type-check.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { dirname, join, relative, resolve, sep } from "node:path"
import { parseArgs } from "node:util"

/** One code example found in a TSDoc comment. */
export interface Example {
  /** Absolute path of the source file. */
  readonly file: string
  /** 1-based line, in the source file, of the example's first line of code. */
  readonly line: number
  readonly lang: "ts" | "tsx"
  readonly code: string
  /**
   * A Markdown example marked `<!-- example: in DIR/ -->`: compiled as a module of that folder
   * of the repository, so its relative imports (`./test.ts`) resolve there.
   */
  readonly in?: string
}

/** One type error, placed in the source file when it is inside an example. */
export interface ExampleFailure {
  readonly file: string
  readonly line: number
  readonly column: number
  readonly message: string
  /** The example the error is in; undefined for an error in a file that is not an example. */
  readonly example: Example | undefined
}

export interface CheckResult {
  readonly examples: ReadonlyArray<Example>
  readonly failures: ReadonlyArray<ExampleFailure>
}

const root = resolve(import.meta.dirname, "..")

const fence = /^(`{3,}|~{3,})\s*([\w-]*)/
const blockTag = /^@[a-zA-Z]+/
const checkedLanguages: Readonly<Record<string, "ts" | "tsx">> = { ts: "ts", typescript: "ts", tsx: "tsx" }

/** The text of a comment line with its leading ` * ` removed. */
const commentText = (line: string): string => line.replace(/^\s*\/?\*+\/?\s?/, "").replace(/\s*\*\/\s*$/, "")

/**
 * Every example in the `@example` blocks of a source text. A TSDoc comment is one that
 * opens with `/**` at the start of a line; lines are counted from 1.
 */
export const extractExamples = (text: string, file: string): Array<Example> => {
  const examples: Array<Example> = []
  const lines = text.split(/\r?\n/)
  let index = 0
  while (index < lines.length) {
    const opening = /^\s*\/\*\*(?!\/)/.exec(lines[index]!)
    if (opening === null) {
      index += 1
      continue
    }
    // the comment's lines: [line number (0-based), text without the leading ` * `]
    const comment: Array<[number, string]> = []
    let closed = false
    for (let at = index; at < lines.length && !closed; at++) {
      const raw = lines[at]!
      closed = (at === index ? raw.slice(opening[0].length) : raw).includes("*/")
      comment.push([at, commentText(raw)])
      index = at + 1
    }
    examples.push(...examplesInComment(comment, file))
  }
  return examples
}

const examplesInComment = (comment: ReadonlyArray<[number, string]>, file: string): Array<Example> => {
  const examples: Array<Example> = []
  let at = 0
  while (at < comment.length) {
    const [, text] = comment[at]!
    if (!/^@example\b/.test(text.trimStart())) {
      at += 1
      continue
    }
    // the block runs to the next block tag outside a fence, or the end of the comment
    const block: Array<[number, string]> = []
    const sameLine = text.trimStart().slice("@example".length).trim()
    if (sameLine !== "") block.push([comment[at]![0], sameLine])
    let inFence: string | undefined
    at += 1
    for (; at < comment.length; at++) {
      const [lineNumber, line] = comment[at]!
      const opened = fence.exec(line.trimStart())
      if (inFence === undefined && blockTag.test(line.trimStart())) break
      if (opened !== null) inFence = inFence === undefined ? opened[1] : line.trimStart().startsWith(inFence) ? undefined : inFence
      block.push([lineNumber, line])
    }
    examples.push(...examplesInBlock(block, file))
  }
  return examples
}

const examplesInBlock = (block: ReadonlyArray<[number, string]>, file: string): Array<Example> => {
  const hasFence = block.some(([, line]) => fence.test(line.trimStart()))
  if (!hasFence) {
    const code = [...block]
    while (code.length > 0 && code[0]![1].trim() === "") code.shift()
    while (code.length > 0 && code.at(-1)![1].trim() === "") code.pop()
    if (code.length === 0) return []
    return [{ file, line: code[0]![0] + 1, lang: "ts", code: code.map(([, line]) => line).join("\n") }]
  }
  const examples: Array<Example> = []
  for (let at = 0; at < block.length; at++) {
    const opened = fence.exec(block[at]![1].trimStart())
    if (opened === null) continue
    const marker = opened[1]!
    const lang = checkedLanguages[opened[2]!.toLowerCase()]
    const indent = block[at]![1].length - block[at]![1].trimStart().length
    const body: Array<[number, string]> = []
    for (at += 1; at < block.length && !block[at]![1].trimStart().startsWith(marker); at++) {
      const line = block[at]![1]
      body.push([block[at]![0], line.slice(Math.min(indent, line.length - line.trimStart().length))])
    }
    if (lang !== undefined && body.length > 0) {
      examples.push({ file, line: body[0]![0] + 1, lang, code: body.map(([, line]) => line).join("\n") })
    }
  }
  return examples
}

/** One fenced block of a Markdown file, with the marker on the line before it. */
export interface MarkdownBlock {
  /** 1-based line of the block's first line of code. */
  readonly line: number
  /** The fence's language, lower case ("" for none). */
  readonly lang: string
  readonly code: string
  /** What `<!-- example: … -->` on the line right before the fence says, trimmed; undefined without one. */
  readonly marker: string | undefined
}

const markerLine = /^\s*<!--\s*example:\s*(.*?)\s*-->\s*$/

/**
 * Every fenced block of a Markdown text, at any indentation (a fence in a list item too),
 * its lines taken out of the fence's indentation. An unclosed fence runs to the end.
 */
export const markdownBlocks = (text: string): Array<MarkdownBlock> => {
  const lines = text.split(/\r?\n/)
  const blocks: Array<MarkdownBlock> = []
  for (let at = 0; at < lines.length; at++) {
    const opened = fence.exec(lines[at]!.trimStart())
    if (opened === null) continue
    const marker = opened[1]!
    const indent = lines[at]!.length - lines[at]!.trimStart().length
    const before = at > 0 ? markerLine.exec(lines[at - 1]!) : null
    const body: Array<string> = []
    let first = at + 2
    for (at += 1; at < lines.length && !lines[at]!.trimStart().startsWith(marker); at++) {
      const line = lines[at]!
      body.push(line.slice(Math.min(indent, line.length - line.trimStart().length)))
    }
    if (body.length === 0) first = at + 1
    blocks.push({ line: first, lang: opened[2]!.toLowerCase(), code: body.join("\n"), marker: before?.[1] })
  }
  return blocks
}

/** `<!-- example: in DIR/ -->`: the folder a block is compiled in. */
const inFolder = /^in\s+(\S+\/)$/

/**
 * The examples of a Markdown text: its ts and tsx blocks, but those marked partial or as a
 * file's text (see the module notes); a block marked `in DIR/` is compiled in that folder.
 */
export const extractMarkdownExamples = (text: string, file: string): Array<Example> =>
  markdownBlocks(text).flatMap((block) => {
    const lang = checkedLanguages[block.lang]
    if (lang === undefined || block.code.trim() === "") return []
    const folder = block.marker === undefined ? undefined : inFolder.exec(block.marker)?.[1]
    if (block.marker !== undefined && folder === undefined) return []
    return [{ file, line: block.line, lang, code: block.code, ...(folder === undefined ? {} : { in: folder }) }]
  })

/** The examples of a file: a Markdown file's blocks, a source file's TSDoc examples. */
export const examplesOf = (text: string, file: string): Array<Example> =>
  file.endsWith(".md") ? extractMarkdownExamples(text, file) : extractExamples(text, file)

/**
 * The Markdown files whose snippets are checked: every .md file under docs/ (not the
 * generated API reference in docs/api/), and the README.md of the repository, of each
 * package and app, and of the fixtures.
 */
export const exampleMarkdownFiles = (workspaceRoot: string = root): Array<string> => {
  const docs = join(workspaceRoot, "docs")
  const guides = existsSync(docs)
    ? readdirSync(docs, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".md"))
      .filter((name) => !name.split(sep).includes("node_modules") && name.split(sep)[0] !== "api")
      .map((name) => join(docs, name))
    : []
  const readmes = [
    workspaceRoot,
    ...["packages", "apps"].flatMap((group) => {
      const parent = join(workspaceRoot, group)
      return existsSync(parent) ? readdirSync(parent).map((name) => join(parent, name)) : []
    }),
    join(workspaceRoot, "fixtures"),
  ].map((dir) => join(dir, "README.md")).filter((path) => existsSync(path))
  return [...guides, ...readmes].sort()
}

/** The source files whose examples are checked: packages/NAME/src and fixtures/src. */
export const exampleSourceFiles = (workspaceRoot: string = root): Array<string> => {
  const packages = join(workspaceRoot, "packages")
  const sourceDirs = [
    ...readdirSync(packages, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(packages, entry.name, "src")),
    join(workspaceRoot, "fixtures", "src"),
  ].filter((dir) => existsSync(dir))
  return sourceDirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((name) => /\.(ts|tsx|js|mjs)$/.test(name) && !name.endsWith(".d.ts"))
      .filter((name) => !name.split(sep).includes("node_modules"))
      .map((name) => join(dir, name))
      .sort(),
  )
}

const packageDirOf = (file: string): string | undefined => {
  for (let dir = dirname(file); dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir
  }
  return undefined
}

/**
 * Where an example's bare imports resolve from: its package's folder, except for the guides
 * (the docs package and the repository's root), whose snippets are an app's code and resolve
 * as the reference storefront's do.
 */
const moduleHome = (packageDir: string, workspaceRoot: string): string =>
  packageDir === resolve(workspaceRoot) || packageDir === join(resolve(workspaceRoot), "docs")
    ? join(workspaceRoot, "apps", "storefront")
    : packageDir

/** `@outfitter/NAME[/SUBPATH]` → the source file its "exports" map points at, for every workspace package. */
const workspacePaths = (workspaceRoot: string): Record<string, Array<string>> => {
  const paths: Record<string, Array<string>> = {}
  const dirs = ["packages", "apps"].flatMap((group) => {
    const parent = join(workspaceRoot, group)
    return existsSync(parent) ? readdirSync(parent).map((name) => join(parent, name)) : []
  })
  for (const dir of [...dirs, join(workspaceRoot, "fixtures")]) {
    const manifestPath = join(dir, "package.json")
    if (!existsSync(manifestPath)) continue
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
      readonly name?: string
      readonly exports?: Record<string, string | { readonly types?: string }>
    }
    if (manifest.name === undefined) continue
    for (const [key, target] of Object.entries(manifest.exports ?? {})) {
      const types = typeof target === "string" ? target : target.types
      if (types === undefined) continue
      paths[key === "." ? manifest.name : `${manifest.name}${key.slice(1)}`] = [resolve(dir, types)]
    }
  }
  return paths
}

const scratchMarker = ".outfitter-examples"

/** Empties the scratch folder: only one this script made (it holds the marker file), or an empty or new one. */
const clearScratch = (scratchDir: string) => {
  if (existsSync(scratchDir) && readdirSync(scratchDir).length > 0) {
    if (!existsSync(join(scratchDir, scratchMarker))) {
      throw new Error(`refusing to empty ${scratchDir}: it is not a scratch folder made by check-examples`)
    }
    rmSync(scratchDir, { recursive: true, force: true })
  }
  mkdirSync(scratchDir, { recursive: true })
  writeFileSync(join(scratchDir, scratchMarker), "type-checked examples; emptied on every run of scripts/check-examples.ts\n")
}

const diagnostic = /^(.+?)\((\d+),(\d+)\): (error TS\d+: .*)$/

/**
 * Writes every example of `files` as a module under `scratchDir` and type-checks them
 * with the workspace's tsc. The scratch folder is emptied first.
 */
export const checkExamples = (
  options: { readonly files?: ReadonlyArray<string>; readonly scratchDir?: string; readonly workspaceRoot?: string } = {},
): CheckResult => {
  const workspaceRoot = options.workspaceRoot ?? root
  const scratchDir = options.scratchDir ?? join(workspaceRoot, "node_modules", ".cache", "outfitter-examples")
  const files = options.files ?? [...exampleSourceFiles(workspaceRoot), ...exampleMarkdownFiles(workspaceRoot)]
  const examples = files.flatMap((file) => examplesOf(readFileSync(file, "utf8"), resolve(file)))

  clearScratch(scratchDir)
  const byModule = new Map<string, Example>()
  // the folders `in DIR/` examples are compiled in, merged with the scratch folder `_in` (rootDirs)
  const inFolders = [...new Set(examples.flatMap((example) => (example.in === undefined ? [] : [resolve(workspaceRoot, example.in)])))]
  for (const example of examples) {
    // one folder per package, whose node_modules is the package's own: imports resolve as in its sources
    const packageDir = example.in === undefined ? packageDirOf(example.file) : packageDirOf(join(workspaceRoot, example.in, "_"))
    const folder = example.in !== undefined
      ? "_in"
      : packageDir === undefined
      ? "_"
      : relative(workspaceRoot, packageDir).replaceAll(/[\\/.]/g, "_") || "_root"
    const folderPath = join(scratchDir, folder)
    if (!existsSync(folderPath)) {
      mkdirSync(folderPath, { recursive: true })
      const home = packageDir === undefined ? undefined : moduleHome(packageDir, workspaceRoot)
      if (home !== undefined && existsSync(join(home, "node_modules"))) {
        symlinkSync(join(home, "node_modules"), join(folderPath, "node_modules"), "junction")
      }
    }
    const base = relative(example.in === undefined ? packageDir ?? dirname(example.file) : workspaceRoot, example.file).replaceAll(/[\\/]/g, "__").replace(/\.\w+$/, "")
    const modulePath = join(folderPath, `${base}.L${example.line}.${example.lang}`)
    // `export {}` makes the example a module even without imports, so examples never share a scope
    writeFileSync(modulePath, `${example.code}\nexport {}\n`)
    byModule.set(modulePath, example)
  }
  if (examples.length === 0) return { examples, failures: [] }

  const tsconfigPath = join(scratchDir, "tsconfig.json")
  const tsconfig = {
    extends: join(workspaceRoot, "tsconfig.base.json"),
    compilerOptions: {
      composite: false,
      declaration: false,
      emitDeclarationOnly: false,
      noEmit: true,
      paths: workspacePaths(workspaceRoot),
      ...(inFolders.length === 0 ? {} : { rootDirs: [join(scratchDir, "_in"), ...inFolders] }),
      // the workspace's @types, wherever the scratch folder is
      typeRoots: [join(workspaceRoot, "node_modules", "@types")],
    },
    files: [...byModule.keys()],
  }
  writeFileSync(tsconfigPath, `${JSON.stringify(tsconfig, null, 2)}\n`)

  const tsc = join(workspaceRoot, "node_modules", "typescript", "bin", "tsc")
  const run = spawnSync(process.execPath, [tsc, "-p", tsconfigPath, "--pretty", "false"], {
    cwd: workspaceRoot,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.error !== undefined) throw run.error

  const failures: Array<ExampleFailure> = []
  for (const line of `${run.stdout}${run.stderr}`.split(/\r?\n/)) {
    const match = diagnostic.exec(line)
    if (match === null) {
      const last = failures.at(-1)
      if (last !== undefined && /^\s/.test(line) && line.trim() !== "") {
        failures[failures.length - 1] = { ...last, message: `${last.message}\n${line}` }
      } else if (line.trim() !== "") {
        failures.push({ file: tsconfigPath, line: 0, column: 0, message: line.trim(), example: undefined })
      }
      continue
    }
    const [, path, lineText, columnText, message] = match
    const absolute = resolve(workspaceRoot, path!)
    const example = byModule.get(absolute)
    const at = Number(lineText)
    failures.push(
      example === undefined
        ? { file: absolute, line: at, column: Number(columnText), message: message!, example }
        : { file: example.file, line: example.line + at - 1, column: Number(columnText), message: message!, example },
    )
  }
  if (run.status !== 0 && failures.length === 0) {
    failures.push({ file: tsconfigPath, line: 0, column: 0, message: `tsc exited with ${run.status}`, example: undefined })
  }
  return { examples, failures }
}

/** The failures as `file:line:column message` lines, paths relative to the workspace. */
export const formatFailures = (failures: ReadonlyArray<ExampleFailure>, workspaceRoot: string = root): string =>
  failures
    .map((failure) => {
      const where = `${relative(workspaceRoot, failure.file)}:${failure.line}:${failure.column}`
      const origin = failure.example === undefined ? "" : ` (in the example starting at line ${failure.example.line})`
      const [first, ...rest] = failure.message.split("\n")
      return [`${where} ${first}${origin}`, ...rest].join("\n")
    })
    .join("\n")

/**
 * Source files (or folders, ending in /) whose examples are known not to type-check yet,
 * with the reason. Their errors are listed but do not fail the check. An entry with no
 * failing example left fails the check, so the list cannot outlive its reason.
 */
export const knownFailures: Readonly<Record<string, string>> = {}

/** Splits the failures into the ones that count and the known ones, and lists stale known entries. */
export const applyKnownFailures = (
  failures: ReadonlyArray<ExampleFailure>,
  known: Readonly<Record<string, string>>,
  workspaceRoot: string = root,
): { readonly counted: Array<ExampleFailure>; readonly known: Array<ExampleFailure>; readonly stale: Array<string> } => {
  const entryOf = (failure: ExampleFailure) => {
    if (failure.example === undefined) return undefined
    const file = relative(workspaceRoot, failure.file).replaceAll("\\", "/")
    return Object.keys(known).find((entry) => entry === file || (entry.endsWith("/") && file.startsWith(entry)))
  }
  const used = new Set(failures.map(entryOf))
  return {
    counted: failures.filter((failure) => entryOf(failure) === undefined),
    known: failures.filter((failure) => entryOf(failure) !== undefined),
    stale: Object.keys(known).filter((entry) => !used.has(entry)),
  }
}

/**
 * `node scripts/check-examples.ts [--scratch DIR] [FILE…]`: every source file of the
 * packages and every guide and README by default, or only the files given (then
 * knownFailures is not consulted).
 */
const main = (args: ReadonlyArray<string>) => {
  const { values, positionals } = parseArgs({ args: [...args], options: { scratch: { type: "string" } }, allowPositionals: true })
  const files = positionals.length === 0 ? undefined : positionals.map((file) => resolve(file))
  const started = performance.now()
  const { examples, failures } = checkExamples({
    ...(files === undefined ? {} : { files }),
    ...(values.scratch === undefined ? {} : { scratchDir: resolve(values.scratch) }),
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const sources = new Set(examples.map((example) => example.file)).size
  const { counted, known, stale } = files === undefined
    ? applyKnownFailures(failures, knownFailures)
    : { counted: [...failures], known: [], stale: [] }
  if (known.length > 0) {
    console.warn(`Known failures (knownFailures in scripts/check-examples.ts), not counted:\n${formatFailures(known)}\n`)
  }
  for (const file of stale) {
    console.error(`${file} has no failing example: remove it from knownFailures in scripts/check-examples.ts`)
  }
  if (counted.length > 0) console.error(formatFailures(counted))
  if (counted.length > 0 || stale.length > 0) {
    console.error(`\n${counted.length} error(s) in the ${examples.length} examples of ${sources} files (${seconds} s)`)
    process.exitCode = 1
  } else {
    console.log(`${examples.length} examples in ${sources} files type-check (${seconds} s)`)
  }
}

if (import.meta.main) {
  try {
    main(process.argv.slice(2))
  } catch (error) {
    console.error(`check-examples: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 2
  }
}
