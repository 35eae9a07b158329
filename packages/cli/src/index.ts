/**
 * @outfitter/cli: the `outfitter` binary lives in ./bin.js. This entry point exposes the
 * pieces a script or test may reuse: the command services, the runtime they run in and
 * the error type that carries an exit code.
 *
 * @since 0.1.0
 */
export { CliError, ExitCode, serviceError, usageError } from "./CliError.ts"
export { getStore, noStoreMessage } from "./commands/stores/get.ts"
export { resultUnit, searchInput, type SearchFlags, searchStores } from "./commands/stores/search.ts"
export { globalOptions, type GlobalOptions } from "./options.ts"
export { commandLayer, embeddedApiRoot, runWithClients } from "./runtime.ts"
