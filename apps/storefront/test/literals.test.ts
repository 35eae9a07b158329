// @vitest-environment node
/**
 * Rules live in the domain: no source of the storefront, the hooks or the CLI writes a
 * country code, an order or payment status or a message key as a string literal; it calls
 * the domain's export that holds it. The sets are read from the domain's own exports (its
 * country lists, status maps and message catalogues), so a code the domain adds is checked
 * at once.
 *
 * A literal counts when it is the whole string (`"DE"`, not a sentence naming Germany);
 * literal types, import paths and comments do not count. Text catalogues and help examples
 * may name them: `allowed` lists each file or literal with why.
 */
import * as domain from "@outfitter/domain"
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { parseSync } from "vite"
import { describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "../../..")

/** The sources checked, relative to the repository. */
export const checkedFolders = ["apps/storefront/src", "packages/react-hooks/src", "packages/cli/src"] as const

/** Files or single literals that may name a code: text catalogues and help examples. */
export const allowed: ReadonlyArray<{ readonly file: string; readonly literal?: string; readonly why: string }> = [
  { file: "packages/cli/src/commands/orders/cancel.flags.ts", literal: "cancelled", why: "the help's words for exit 0" },
]

/** What the check looks for. */
export interface RuleLiterals {
  /** ISO codes, compared as written. */
  readonly countries: ReadonlySet<string>
  /** Statuses as the services write them, compared as written. */
  readonly statuses: ReadonlySet<string>
  /** Statuses the domain compares without regard to case, held in lower case. */
  readonly statusWords: ReadonlySet<string>
  readonly messageKeys: ReadonlySet<string>
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)
const upperSnake = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/
/** A key of two or more capitalised words ("ReasonRequired"): the catalogues' other key shape. */
const pascalWords = /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]+)+$/

/** The sets, read from the domain's exports. */
export const ruleLiterals = (exports: Record<string, unknown>): RuleLiterals => {
  const countries = new Set<string>()
  const statuses = new Set<string>()
  const statusWords = new Set<string>()
  const messageKeys = new Set<string>()
  const addCountry = (value: unknown) => {
    const code = isRecord(value) ? value["code"] : value
    if (typeof code === "string" && /^[A-Z]{2}$/.test(code)) countries.add(code)
  }
  for (const [name, value] of Object.entries(exports)) {
    if (/countr/i.test(name) && Array.isArray(value)) value.forEach(addCountry)
    if (!isRecord(value)) continue
    if (name === "countryNames") Object.keys(value).forEach(addCountry)
    if (name === "siteSettings") {
      for (const site of Object.values(value)) {
        if (!isRecord(site)) continue
        addCountry(site["country"])
        if (Array.isArray(site["countries"])) site["countries"].forEach(addCountry)
      }
    }
    if (name === "orderStatusTexts") Object.values(value).forEach((text) => typeof text === "string" && statusWords.add(text.toLowerCase()))
    if (name === "reauthStatuses") Object.values(value).forEach((text) => typeof text === "string" && statuses.add(text))
    if (name === "walletStatusReasons") Object.keys(value).forEach((text) => statuses.add(text))
    if (/(Messages|KeyReasons)$/.test(name)) Object.keys(value).filter((key) => upperSnake.test(key) || pascalWords.test(key)).forEach((key) => messageKeys.add(key))
    // its values are the service's keys ("trans-not-found") beside plain words ("success"), which are not rules
    if (name === "addOrderStatusKeys") Object.values(value).forEach((key) => typeof key === "string" && /^[a-z]+(?:-[a-z]+)+$/.test(key) && messageKeys.add(key))
  }
  return { countries, statuses, statusWords, messageKeys }
}

/** One literal that names a rule. */
export interface Hit {
  readonly file: string
  readonly line: number
  readonly literal: string
  readonly kind: "country" | "status" | "message key"
}

const kindOf = (text: string, sets: RuleLiterals): Hit["kind"] | undefined => {
  if (sets.countries.has(text)) return "country"
  if (sets.statuses.has(text) || sets.statusWords.has(text.trim().toLowerCase())) return "status"
  if (sets.messageKeys.has(text)) return "message key"
  return undefined
}

type Node = { readonly type: string; readonly start: number; readonly [key: string]: unknown }

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && typeof (value as Node).type === "string"

/** Where a literal is not code: a literal type, an import or export path. */
const notCode = (parent: Node | undefined, key: string): boolean =>
  parent !== undefined &&
  (parent.type === "TSLiteralType" || (key === "source" && /^(Import|Export)/.test(parent.type)) || parent.type === "TSImportType" ||
    parent.type === "TSExternalModuleReference")

/** The text of a string literal or a template without expressions. */
const textOf = (node: Node): string | undefined => {
  if (node.type === "Literal" && typeof node["value"] === "string") return node["value"]
  if (node.type !== "TemplateLiteral" || (node["expressions"] as Array<unknown>).length > 0) return undefined
  const [quasi] = node["quasis"] as Array<{ readonly value: { readonly cooked: string | null } }>
  return quasi?.value.cooked ?? undefined
}

/** The rule literals of one source text. */
export const literalHits = (file: string, text: string, sets: RuleLiterals): Array<Hit> => {
  const lang = file.endsWith(".tsx") ? "tsx" : file.endsWith(".jsx") ? "jsx" : /\.m?js$/.test(file) ? "js" : "ts"
  const { program, errors } = parseSync(file, text, { lang, sourceType: "module" })
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`)
  const lineOf = (offset: number) => text.slice(0, offset).split("\n").length
  const hits: Array<Hit> = []
  const visit = (node: Node, parent: Node | undefined, key: string) => {
    const literal = textOf(node)
    if (literal !== undefined) {
      const kind = notCode(parent, key) ? undefined : kindOf(literal, sets)
      if (kind !== undefined) hits.push({ file, line: lineOf(node.start), literal, kind })
      return
    }
    for (const [childKey, child] of Object.entries(node)) {
      if (Array.isArray(child)) child.forEach((item) => isNode(item) && visit(item, node, childKey))
      else if (isNode(child)) visit(child, node, childKey)
    }
  }
  visit(program as unknown as Node, undefined, "")
  return hits
}

const sourceFiles = (dir: string): Array<string> =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|js|mjs)$/.test(name) && !/\.(test|spec)\.|\.d\.ts$/.test(name) ? [path] : []
  })

/** The storefront's text catalogue: its texts are words a shopper reads, which may be a status's. */
const catalogue = "apps/storefront/src/site/text/"

const isAllowed = (hit: Hit): boolean => hit.file.startsWith(catalogue) || allowed.some((entry) => entry.file === hit.file && (entry.literal === undefined || entry.literal === hit.literal))

const sets = ruleLiterals(domain as unknown as Record<string, unknown>)

describe("the rule literals", () => {
  it("are read from the domain's exports", () => {
    expect([...sets.countries]).toEqual(expect.arrayContaining(["US", "CA", "GB", "DE", "FR", "JP", "KR", "CN", "HK", "AE"]))
    expect([...sets.statusWords]).toEqual(expect.arrayContaining(["cancelled", "shipped", "delivered", "return requested"]))
    expect([...sets.statuses]).toEqual(expect.arrayContaining(["AUTHORIZED", "DECLINED", "PAID"]))
    expect([...sets.messageKeys]).toEqual(expect.arrayContaining(["EXCHANGEREASON_SELECTREASON", "GLB_FISSIZEERROR", "TOKEN_EXPIRED", "NO_PREFERRED_STORE", "ReasonRequired"]))
  })

  it("a probe with one of each fails; sentences, literal types, imports and comments pass", () => {
    const probe = [
      `import { x } from "./DE"`,
      `type Country = "US" | "CA"`,
      `// settings.country === "DE"`,
      `const germanForm = settings.country === "DE"`,
      `const cancelled = (status ?? "").toLowerCase() === "cancelled"`,
      `const missing = invalid.messageKey !== "GLB_FISSIZEERROR"`,
      `const view = <option value="JP">Japan</option>`,
      `const text = "Ships to DE and US within 3 days"`,
      `const paid = status === "PAID"`,
      `const reasonError = problem === "ReasonRequired" ? messages[problem] : undefined`,
    ].join("\n")
    expect(literalHits("probe.tsx", probe, sets).map(({ line, literal, kind }) => ({ line, literal, kind }))).toEqual([
      { line: 4, literal: "DE", kind: "country" },
      { line: 5, literal: "cancelled", kind: "status" },
      { line: 6, literal: "GLB_FISSIZEERROR", kind: "message key" },
      { line: 7, literal: "JP", kind: "country" },
      { line: 9, literal: "PAID", kind: "status" },
      { line: 10, literal: "ReasonRequired", kind: "message key" },
    ])
  })

  it("every allowed entry names a file that exists and still needs it", () => {
    for (const entry of allowed) {
      const path = join(root, entry.file)
      const hits = literalHits(entry.file, readFileSync(path, "utf8"), sets)
      expect(hits.some((hit) => entry.literal === undefined || hit.literal === entry.literal), entry.file).toBe(true)
    }
  })

  it.each(checkedFolders)("no source under %s writes one", (folder) => {
    const hits = sourceFiles(join(root, folder)).flatMap((path) => {
      const file = relative(root, path)
      return literalHits(file, readFileSync(path, "utf8"), sets).filter((hit) => !isAllowed(hit))
    })
    expect(hits.map((hit) => `${hit.file}:${hit.line} ${hit.kind} "${hit.literal}"`)).toEqual([])
  })
})
