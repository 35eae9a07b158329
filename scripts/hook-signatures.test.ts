/**
 * What the frontend guide says of the query hooks holds: every hook of
 * `@outfitter/react-hooks` that answers with a TanStack query takes TanStack's query options
 * as its last argument. The hooks are found in the sources (an exported `use…` whose body
 * calls `useQuery(`); a generated module asserts each one's last parameter type, and the
 * workspace's tsc checks it (through check-examples, as the guides' snippets are).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, relative } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { checkExamples } from "./check-examples.ts"
import { repoFiles } from "./repoFiles.ts"

const root = join(import.meta.dirname, "..")
const sources = join(root, "packages", "react-hooks", "src")

/** The exported hooks whose own body calls useQuery, with the file each is in. */
const queryHooks = (): Array<{ readonly name: string; readonly file: string }> =>
  repoFiles(sources, (name) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts")).flatMap((file) => {
    const text = readFileSync(file, "utf8")
    return [...text.matchAll(/^export const (use\w+)\s*=/gm)].flatMap((match) => {
      const rest = text.slice(match.index + match[0].length)
      const next = rest.search(/^export /m)
      const body = next === -1 ? rest : rest.slice(0, next)
      return body.includes("useQuery(") ? [{ name: match[1]!, file: relative(root, file) }] : []
    })
  })

/** A module that fails to type-check for each named hook whose last parameter does not take TanStack's query options. */
const signatureModule = (names: ReadonlyArray<string>): string =>
  [
    "import type * as hooks from \"@outfitter/react-hooks\"",
    "type LastParameter<F> = F extends (...args: infer A) => unknown ? Required<A> extends readonly [...Array<unknown>, infer L] ? L : never : never",
    "type TakesQueryOptions<F> = { staleTime: number; enabled: boolean; refetchOnMount: boolean } extends LastParameter<F> ? \"yes\" : \"no\"",
    ...names.map((name) => `export const ${name}: TakesQueryOptions<typeof hooks.${name}> = "yes"`),
  ].join("\n")

describe("the query hooks' signatures", { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), "outfitter-hook-signatures-"))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const check = (names: ReadonlyArray<string>, label: string) => {
    const guide = join(dir, `${label}.md`)
    writeFileSync(guide, `\`\`\`ts\n${signatureModule(names)}\n\`\`\`\n`)
    return checkExamples({ files: [guide], scratchDir: join(dir, `scratch-${label}`) })
  }

  it("every hook that answers with a query takes TanStack's query options last (the guide's 'Hooks by context')", () => {
    const hooks = queryHooks()
    expect(hooks.map((hook) => hook.name)).toEqual(expect.arrayContaining(["useOrderHistory", "useStoreSearch", "useOrderDetails", "useWallet"]))
    const { examples, failures } = check(hooks.map((hook) => hook.name), "query-hooks")
    expect(examples).toHaveLength(1)
    expect(failures.map((failure) => failure.message.split("\n")[0])).toEqual([])
  })

  it("names a hook whose last parameter is not the query options", () => {
    const { failures } = check(["useStoreSearch", "useResendConfirmation"], "control")
    // the guide's line 6: its fence, then the import, the two types and useStoreSearch
    expect(failures.map((failure) => failure.line)).toEqual([6])
    expect(failures[0]?.message).toMatch(/error TS2322/)
  })
})
