/**
 * The domain's rule families, as the size suite checks them: one per context folder of
 * packages/domain/src, holding every runtime export of that context that is a rule
 * (a function, a constant, an error class), not a wire schema. A schema is a value Effect
 * recognises as one (`Schema.isSchema`), or an export named as a codec of one
 * (`decode…`, `encode…`, `…Schema`): those belong to the schema modules and may bring
 * Schema; a rule may not.
 */
import { existsSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import { pathToFileURL } from "node:url"
import * as Schema from "effect/Schema"

const domainSrc = join(import.meta.dirname, "../../packages/domain/src")

/** Whether an export is a wire schema or one of its codecs rather than a rule. */
export const isSchemaExport = (name: string, value: unknown): boolean =>
  Schema.isSchema(value) || /^(decode|encode)[A-Z]|Schema$/.test(name)

/** @category models */
export interface RuleFamily {
  readonly family: string
  readonly rules: ReadonlyArray<string>
}

/** Every context folder's rules, read from its index (or its modules when it has none). */
export const ruleFamilies = async (): Promise<ReadonlyArray<RuleFamily>> => {
  const families: Array<RuleFamily> = []
  for (const family of readdirSync(domainSrc).toSorted()) {
    const folder = join(domainSrc, family)
    if (!statSync(folder).isDirectory()) continue
    const index = join(folder, "index.ts")
    const modules = existsSync(index)
      ? [index]
      : readdirSync(folder).filter((file) => file.endsWith(".ts")).map((file) => join(folder, file))
    const rules = new Set<string>()
    for (const module of modules) {
      const exports = (await import(pathToFileURL(module).href)) as Record<string, unknown>
      for (const [name, value] of Object.entries(exports)) if (!isSchemaExport(name, value)) rules.add(name)
    }
    families.push({ family, rules: [...rules].toSorted() })
  }
  return families
}

/** Whether a module id is part of Effect's Schema (Schema, SchemaAST, SchemaParser, …). */
export const isSchemaModule = (id: string): boolean => /[\\/]effect[\\/]dist[\\/](internal[\\/]schema[\\/]|Schema[A-Za-z]*\.js)/.test(id)
