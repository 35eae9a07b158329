/**
 * @outfitter/cli: the `outfitter` binary lives in ./bin.ts. This entry point exposes the
 * pieces a script or test may reuse: the command services, the runtime they run in and
 * the error type that carries an exit code.
 *
 * @since 0.1.0
 */
export {
  CliError,
  ErrorCode,
  ExitCode,
  notAMemberError,
  notAMemberMessage,
  notAuthorisedError,
  notFoundError,
  serviceError,
  timeoutError,
  usageError,
} from "./CliError.ts"
export { getStore, noStoreMessage } from "./commands/stores/get.ts"
export { resultUnit, searchInput, type SearchFlags, searchStores } from "./commands/stores/search.ts"
export {
  failureDetails,
  failureFor,
  type FailureContext,
  notAuthorisedMessage,
  outcomeUnknownLine,
  serviceFailureMessage,
  type ServiceFailure,
} from "./failures.ts"
export { checkApiRoot, globalOptions, type GlobalOptions, orderNumberArgument, resolvedApiRoot, withoutUserInfo } from "./options.ts"
export { cookieHeaderFrom } from "./commands/auth/login.ts"
export { configDirOf } from "./config/ConfigDir.ts"
export { type Config, type ConfigKey, configKeys, readConfig, writeConfigValue } from "./config/ConfigFile.ts"
export { apiRootKey, cookieHeaderOf, findSession, memberOfCookies, readSessions, type StoredSession } from "./config/Sessions.ts"
export { isSandbox, loginCommand, notSignedInMessage } from "./memberSession.ts"
export { type ArgsOf, type CommandPath, type FlagsOf, flagsOf } from "./run.ts"
export { escapeJsonControls, plainData, plainLines, plainText } from "./plainText.ts"
export { commandLayer, embeddedApiRoot, forOutput, type RunOptions, runWithClients, transportOptions } from "./runtime.ts"
export { formatDistance } from "./views/units.ts"
export { cutEchoes, echoLimit } from "./writeFailure.ts"
export { baseFetch } from "./runtime.ts"
export { Expectation, FailureExpectation, Flow, flowJsonSchema, Step } from "./replay/Flow.ts"
export { checkFlow, FlowFileError, type LoadedFlow, type LoadedStep, loadFlow, parseFlowText } from "./replay/load.ts"
export { type Difference, diffText, maskSecrets, missing, subsetDifferences } from "./replay/match.ts"
export { failureView, type FailureView, type Operation, operationNames, operations } from "./replay/operations.ts"
export { junitXml } from "./replay/report.ts"
export { type FlowResult, type ReplayTarget, runFlow, runFlows, type StepResult } from "./replay/runner.ts"
