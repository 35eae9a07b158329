/**
 * The folders of every package match docs/architecture.md's context table: each context
 * folder and part the table names exists in its package, and a package has no context
 * folder (a top-level folder of its source) or part (a sub-folder of a context folder) the
 * table does not name, except the folders the "not a context" table lists. The domain's
 * tests mirror its source: every top-level test folder is a folder of its source or
 * `entry/`/`support/`, and no test sits at the test root.
 *
 * The check reads a tree of folders given to it, so a probe tree with drifted names shows it
 * failing; then the repository's own tree must pass.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "..")

/** Each column of the table and the folder its cells are relative to. */
const packages = {
  domain: "packages/domain/src",
  clients: "packages/clients/src",
  hooks: "packages/react-hooks/src",
  fixtures: "fixtures/src",
  storefront: "apps/storefront/src/features",
} as const
type Package = keyof typeof packages

/** What the tables say: per package, each context folder with its parts, and the folders that are not a context. */
interface Layout {
  readonly contexts: ReadonlyArray<string>
  readonly folders: Record<Package, Map<string, ReadonlyArray<string>>>
  readonly others: Record<Package, ReadonlyArray<string>>
}

const rowsOf = (table: string): Array<Array<string>> =>
  table.split("\n").filter((line) => line.startsWith("|")).slice(2).map((line) => line.slice(1, -1).split("|").map((cell) => cell.trim()))

/** A cell such as "`orders/` (`details/`, `returns/`)": the folder and its parts. */
const folderOf = (cell: string): { readonly folder: string; readonly parts: ReadonlyArray<string> } | undefined => {
  const names = [...cell.matchAll(/`([^`]+)\/`/g)].map((match) => match[1]!)
  return names.length === 0 ? undefined : { folder: names[0]!, parts: names.slice(1) }
}

/** Reads the two tables of the architecture's "Bounded contexts" section. */
export const readLayout = (markdown: string): Layout => {
  const section = markdown.slice(markdown.indexOf("## Bounded contexts"), markdown.indexOf("\n## ", markdown.indexOf("## Bounded contexts") + 1))
  const [contextTable, otherTable] = section.split(/\n\n(?=\| )/).filter((block) => block.startsWith("| ")).map(rowsOf)
  const header = section.split("\n").find((line) => line.startsWith("| context"))!.slice(1, -1).split("|").map((cell) => cell.trim())
  const folders = Object.fromEntries(Object.keys(packages).map((name) => [name, new Map()])) as Layout["folders"]
  const others = Object.fromEntries(Object.keys(packages).map((name) => [name, []])) as unknown as Record<Package, Array<string>>
  for (const row of contextTable ?? []) {
    for (const name of Object.keys(packages) as Array<Package>) {
      const found = folderOf(row[header.indexOf(name)] ?? "")
      if (found !== undefined) folders[name].set(found.folder, found.parts)
    }
  }
  for (const [name, cell] of otherTable ?? []) {
    const found = folderOf(cell ?? "")
    if (found !== undefined && name !== undefined && name in packages) others[name as Package].push(found.folder)
  }
  return { contexts: (contextTable ?? []).map((row) => row[0]!), folders, others }
}

const subfolders = (dir: string): Array<string> => {
  try {
    return readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory()).sort()
  } catch {
    return []
  }
}

const files = (dir: string): Array<string> => {
  try {
    return readdirSync(dir).filter((name) => statSync(join(dir, name)).isFile())
  } catch {
    return []
  }
}

/** Every difference between the tree under `base` and the layout, one line each. */
export const folderProblems = (base: string, layout: Layout): Array<string> => {
  const problems: Array<string> = []
  for (const name of Object.keys(packages) as Array<Package>) {
    const dir = join(base, packages[name])
    const named = layout.folders[name]
    for (const [folder, parts] of named) {
      const present = subfolders(join(dir, folder))
      if (!subfolders(dir).includes(folder)) problems.push(`${name}: ${folder}/ is in the table but not in ${packages[name]}`)
      for (const part of parts) if (!present.includes(part)) problems.push(`${name}: ${folder}/${part}/ is in the table but not in ${packages[name]}`)
      for (const part of present) if (!parts.includes(part)) problems.push(`${name}: ${folder}/${part}/ is not a part the table names`)
    }
    for (const folder of subfolders(dir)) {
      if (!named.has(folder) && !layout.others[name].includes(folder)) problems.push(`${name}: ${folder}/ is not a context folder the table names`)
    }
  }
  const tests = join(base, "packages/domain/test")
  for (const folder of subfolders(tests)) {
    const mirrored = layout.contexts.includes(folder) || layout.others.domain.includes(folder)
    if (!mirrored && folder !== "entry" && folder !== "support") problems.push(`domain tests: ${folder}/ is not a context`)
  }
  for (const file of files(tests)) if (file.endsWith(".test.ts")) problems.push(`domain tests: ${file} sits at the test root`)
  return problems
}

const layout = readLayout(readFileSync(join(root, "docs/architecture.md"), "utf8"))

describe("the context table of docs/architecture.md", () => {
  it("names every context once, with a folder in the domain", () => {
    expect(new Set(layout.contexts).size).toBe(layout.contexts.length)
    expect(layout.contexts).toContain("orders")
    expect([...layout.folders.domain.keys()].sort()).toEqual([...layout.contexts].sort())
    expect(layout.others.domain).toEqual(["kernel"])
    expect(layout.folders.clients.get("payments")).toEqual(["reauth"])
    expect(layout.others.hooks).toEqual(["browser"])
  })

  it("gives each part one name in every package that has a folder for it", () => {
    const names = new Map<string, Set<string>>()
    for (const name of Object.keys(packages) as Array<Package>) {
      for (const [folder, parts] of layout.folders[name]) for (const part of parts) names.set(part.toLowerCase(), (names.get(part.toLowerCase()) ?? new Set()).add(`${folder}/${part}`))
    }
    expect([...names.values()].filter((spellings) => spellings.size > 1).map((spellings) => [...spellings])).toEqual([])
  })
})

describe("package folders against the table", () => {
  const probe = mkdtempSync(join(tmpdir(), "context-folders-"))
  afterAll(() => rmSync(probe, { recursive: true, force: true }))

  it("fails on a probe tree whose names drift", () => {
    for (const name of Object.keys(packages) as Array<Package>) {
      for (const [folder, parts] of layout.folders[name]) {
        mkdirSync(join(probe, packages[name], folder), { recursive: true })
        for (const part of parts) mkdirSync(join(probe, packages[name], folder, part), { recursive: true })
      }
      for (const folder of layout.others[name]) mkdirSync(join(probe, packages[name], folder), { recursive: true })
    }
    mkdirSync(join(probe, "packages/domain/test/wallet"), { recursive: true })
    expect(folderProblems(probe, layout)).toEqual([])

    rmSync(join(probe, packages.storefront, "orders/details"), { recursive: true })
    mkdirSync(join(probe, packages.storefront, "orders/detail"))
    rmSync(join(probe, packages.clients, "payments/reauth"), { recursive: true })
    mkdirSync(join(probe, packages.storefront, "account"))
    mkdirSync(join(probe, "packages/domain/test/schemas"))
    writeFileSync(join(probe, "packages/domain/test/walletWidget.test.ts"), "")
    expect(folderProblems(probe, layout)).toEqual([
      "clients: payments/reauth/ is in the table but not in packages/clients/src",
      "storefront: orders/details/ is in the table but not in apps/storefront/src/features",
      "storefront: orders/detail/ is not a part the table names",
      "storefront: account/ is not a context folder the table names",
      "domain tests: schemas/ is not a context",
      "domain tests: walletWidget.test.ts sits at the test root",
    ])
  })

  it("the repository's folders match it", () => {
    expect(folderProblems(root, layout)).toEqual([])
  })
})
