// Where each specifier given on the command line resolves from this project, symlinks followed.
import { realpathSync } from "node:fs"
import { fileURLToPath } from "node:url"

console.log(JSON.stringify(Object.fromEntries(process.argv.slice(2).map((specifier) => [specifier, realpathSync(fileURLToPath(import.meta.resolve(specifier)))]))))
