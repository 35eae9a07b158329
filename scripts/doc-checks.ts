/**
 * Two checks that hold the guides to the code, run by scripts/docs.test.ts:
 *
 * - docs/api.md's table of entry points names every `"exports"` entry of every publishable
 *   package and nothing else;
 * - a Markdown block marked `<!-- example: PATH -->` (or `PATH#REGION`) is the text of that
 *   file of the repository, or of the region between `// #region REGION` and
 *   `// #endregion` in it (or JSX comments with the same words), so a guide's snippet is
 *   the code of an example that is built and run.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { markdownBlocks } from "./check-examples.ts"

const root = join(import.meta.dirname, "..")

/**
 * The entry points docs/api.md's table lists, as import specifiers. A row names its package
 * in its first cell; in the second, a backticked `@outfitter/…` is a full specifier and a
 * backticked `/…` a subpath of the row's package. Other backticked text is not an entry.
 */
export const listedEntryPoints = (markdown: string): Array<string> =>
  markdown.split(/\r?\n/).flatMap((line) => {
    const row = /^\|\s*`(@outfitter\/[\w-]+)`\s*\|(.*)\|\s*$/.exec(line)
    if (row === null) return []
    const [, name, cell] = row
    return [...cell!.matchAll(/`([^`]+)`/g)].flatMap((match) => {
      const entry = match[1]!
      if (entry.startsWith("@outfitter/")) return [entry]
      return /^\/[\w-]+(\/[\w-]+)*$/.test(entry) ? [`${name}${entry}`] : []
    })
  })

interface Manifest {
  readonly name?: string
  readonly private?: boolean
  readonly exports?: Record<string, unknown>
  readonly publishConfig?: { readonly exports?: Record<string, unknown> }
}

/** Every entry of the "exports" maps (the workspace's and the published one) of the publishable packages. */
export const exportedEntryPoints = (workspaceRoot: string = root): Array<string> => {
  const dirs = [
    ...readdirSync(join(workspaceRoot, "packages")).map((name) => join(workspaceRoot, "packages", name)),
    join(workspaceRoot, "fixtures"),
  ]
  return dirs.flatMap((dir) => {
    const path = join(dir, "package.json")
    if (!existsSync(path)) return []
    const manifest = JSON.parse(readFileSync(path, "utf8")) as Manifest
    if (manifest.name === undefined || manifest.private === true) return []
    const keys = new Set([...Object.keys(manifest.exports ?? {}), ...Object.keys(manifest.publishConfig?.exports ?? {})])
    return [...keys].map((key) => (key === "." ? manifest.name! : `${manifest.name}${key.slice(1)}`))
  }).sort()
}

/** What a list of entry points lacks, what it has that nothing exports, and what it names twice. */
export const entryPointsDiff = (listed: ReadonlyArray<string>, exported: ReadonlyArray<string>) => ({
  missing: exported.filter((entry) => !listed.includes(entry)),
  extra: [...new Set(listed.filter((entry) => !exported.includes(entry)))],
  twice: [...new Set(listed.filter((entry, index) => listed.indexOf(entry) !== index))],
})

const regionStart = (name: string) => new RegExp(`^\\s*(?://|\\{/\\*)\\s*#region ${name.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*(?:\\*/\\})?\\s*$`)
const regionEnd = /^\s*(?:\/\/|\{\/\*)\s*#endregion\b.*$/

/**
 * The text a marker names: the whole file, or the lines between its region's start and end
 * (without them, their common indentation removed); undefined when the file or the region
 * is not there.
 */
export const markedText = (fileText: string, region: string | undefined): string | undefined => {
  if (region === undefined) return fileText.replace(/\r?\n$/, "")
  const lines = fileText.split(/\r?\n/)
  const start = lines.findIndex((line) => regionStart(region).test(line))
  if (start === -1) return undefined
  const length = lines.slice(start + 1).findIndex((line) => regionEnd.test(line))
  if (length === -1) return undefined
  const body = lines.slice(start + 1, start + 1 + length)
  const indent = Math.min(...body.filter((line) => line.trim() !== "").map((line) => line.length - line.trimStart().length))
  return body.map((line) => line.slice(Number.isFinite(indent) ? indent : 0)).join("\n")
}

/** One block marked as a file's text, and whether it is that text. */
export interface FileSnippet {
  readonly line: number
  readonly path: string
  readonly region: string | undefined
  /** undefined when it equals the file's text; else why not. */
  readonly problem: string | undefined
}

/** Every block of a Markdown text marked `<!-- example: PATH[#REGION] -->`, checked against the file. */
export const fileSnippets = (markdown: string, workspaceRoot: string = root): Array<FileSnippet> =>
  markdownBlocks(markdown).flatMap((block) => {
    if (block.marker === undefined || block.marker === "partial" || block.marker.startsWith("in ")) return []
    const [path = "", region] = block.marker.split("#")
    const file = join(workspaceRoot, path)
    const text = existsSync(file) ? markedText(readFileSync(file, "utf8"), region) : undefined
    const problem = text === undefined
      ? `${path}${region === undefined ? "" : `#${region}`} does not exist`
      : text === block.code
      ? undefined
      : `the block differs from ${path}${region === undefined ? "" : `#${region}`}`
    return [{ line: block.line, path, region, problem }]
  })
