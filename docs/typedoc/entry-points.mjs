// @ts-check
/**
 * A local TypeDoc plugin for the Outfitter API reference.
 *
 * 1. Names each entry point module after the import specifier a consumer writes
 *    ("@outfitter/domain", "@outfitter/domain/stores", "@outfitter/fixtures/node"), read
 *    from the package's "exports" map, instead of its path in the repository.
 * 2. Fails the run when a documented package has an "exports" entry that is not an
 *    entry point in typedoc.json, so a new public entry point cannot go undocumented.
 *    @outfitter/cli is documented through "." alone: it exports nothing else.
 */
import { readFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { Converter, ReflectionKind } from "typedoc"

/** @param {string} dir */
const readExports = (dir) => {
  /** @type {{ name: string, exports?: Record<string, string | { types?: string }> }} */
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"))
  /** @type {Map<string, string>} source path relative to the package → import specifier */
  const bySource = new Map()
  for (const [key, target] of Object.entries(manifest.exports ?? {})) {
    const types = typeof target === "string" ? target : target.types
    if (types === undefined) continue
    bySource.set(relative(dir, resolve(dir, types)), key === "." ? manifest.name : `${manifest.name}${key.slice(1)}`)
  }
  return { name: manifest.name, bySource }
}

/** @param {string} file */
const packageDirOf = (file) => {
  let dir = dirname(file)
  while (dirname(dir) !== dir) {
    try {
      readFileSync(join(dir, "package.json"))
      return dir
    } catch {
      dir = dirname(dir)
    }
  }
  return undefined
}

/** @param {import("typedoc").Application} app */
export const load = (app) => {
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module)) return
    const file = context.getSymbolFromReflection(reflection)?.declarations?.[0]?.getSourceFile().fileName
    const dir = file === undefined ? undefined : packageDirOf(file)
    if (file === undefined || dir === undefined) return
    const specifier = readExports(dir).bySource.get(relative(dir, file))
    if (specifier !== undefined) reflection.name = specifier
  })

  app.converter.on(Converter.EVENT_END, () => {
    /** @type {Array<string>} */
    const entryPoints = app.options.getValue("entryPoints").map((entry) => resolve(entry))
    const dirs = new Set(entryPoints.map(packageDirOf).filter((dir) => dir !== undefined))
    for (const dir of dirs) {
      const { name, bySource } = readExports(dir)
      for (const [source, specifier] of bySource) {
        if (!entryPoints.includes(join(dir, source))) {
          app.logger.error(`${specifier} (${source} in ${name}) is exported but is not an entry point in docs/typedoc.json`)
        }
      }
    }
  })
}
