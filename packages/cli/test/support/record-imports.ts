/**
 * A preload (`node --import`) that records every module URL the process resolves, one
 * per line, in the file named by OUTFITTER_IMPORT_LOG. Synchronous hooks see both
 * import and require, so nothing slips past.
 */
import { appendFileSync } from "node:fs"
import { registerHooks } from "node:module"

const log = process.env["OUTFITTER_IMPORT_LOG"]
if (log !== undefined && log !== "") {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context)
      appendFileSync(log, `${resolved.url}\n`)
      return resolved
    },
  })
}
