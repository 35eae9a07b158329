/**
 * The domain's rule families, as the size suite checks them: one per context folder of
 * packages/domain/src (a folder with an index.ts). The domain keeps its wire schemas and their codecs in schema
 * modules, named `…Schema.ts`, `…Schemas.ts`, `…Response.ts` or `…Body.ts`; every other
 * module is a rule module. A family's rules are the runtime exports of its rule modules
 * (functions, constants, error classes) that the package entry exports.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { pathToFileURL } from "node:url"
import * as Schema from "effect/Schema"

const domainSrc = join(import.meta.dirname, "../../packages/domain/src")

/** Whether a domain module is a schema module, by its file name. */
export const isSchemaModuleFile = (file: string): boolean => /(Schema|Schemas|Response|Body)\.ts$/.test(file)

/** Whether a module id (as Rollup names it) is part of Effect's Schema (Schema, SchemaAST, …). */
export const isSchemaModule = (id: string): boolean =>
  /[\\/]effect[\\/]dist[\\/](internal[\\/]schema[\\/]|Schema[A-Za-z]*\.js)/.test(id)

const modulesUnder = (folder: string): Array<string> =>
  readdirSync(folder).toSorted().flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return modulesUnder(path)
    return name.endsWith(".ts") && name !== "index.ts" ? [path] : []
  })

/** @category models */
export interface RuleFamily {
  readonly family: string
  readonly rules: ReadonlyArray<string>
  /** Rule modules (relative to the domain's src) that export a schema: each one a breach. */
  readonly schemasInRuleModules: ReadonlyArray<string>
}

/** Every context folder's rules. */
export const ruleFamilies = async (): Promise<ReadonlyArray<RuleFamily>> => {
  const entry = (await import(pathToFileURL(join(domainSrc, "index.ts")).href)) as Record<string, unknown>
  const families: Array<RuleFamily> = []
  for (const family of readdirSync(domainSrc).toSorted()) {
    const folder = join(domainSrc, family)
    // a context folder has an entry (index.ts); the kernel has none and exports no rule
    if (!statSync(folder).isDirectory() || !existsSync(join(folder, "index.ts"))) continue
    const rules = new Set<string>()
    const breaches: Array<string> = []
    for (const module of modulesUnder(folder)) {
      if (isSchemaModuleFile(module)) continue
      const exports = (await import(pathToFileURL(module).href)) as Record<string, unknown>
      for (const [name, value] of Object.entries(exports)) {
        if (Schema.isSchema(value)) breaches.push(`${relative(domainSrc, module)}: ${name}`)
        else if (name in entry) rules.add(name)
      }
    }
    families.push({ family, rules: [...rules].toSorted(), schemasInRuleModules: breaches })
  }
  return families
}

/** Domain modules that import Effect's Schema at run time (not `import type`), relative to src. */
export const modulesImportingSchema = (): ReadonlyArray<string> =>
  modulesUnder(domainSrc).filter((module) =>
    /^import (?!type\b)[^\n]*from "effect\/Schema"/m.test(readFileSync(module, "utf8"))
  ).map((module) => relative(domainSrc, module))
