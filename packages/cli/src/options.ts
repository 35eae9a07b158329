/**
 * The global options every command takes, checked once: `--json`, `--api-root URL`,
 * `--site CODE`, `--store-id ID`, `--timeout SECONDS`; and the order-number argument of
 * the orders and loyalty commands. Rules come from the domain (site codes, store ids,
 * order numbers); the URL shape of --api-root and the time-out are the CLI's own.
 *
 * An --api-root with a user name or password in it is refused (exit 2): fetch cannot send
 * them, and the CLI never prints them, not in that message either ({@link withoutUserInfo}).
 *
 * @since 0.1.0
 */
import { validateOrderNumber } from "@outfitter/domain/orders"
import { defaultSiteCode, siteCodes, type SiteCode } from "@outfitter/domain/site"
import { parseStoreId } from "@outfitter/domain/stores/store-id"
import * as Result from "effect/Result"
import { CliError, ErrorCode, ExitCode, usageError } from "./CliError.ts"
import { configDirOf } from "./config/ConfigDir.ts"
import { checkedConfig, configPath } from "./config/ConfigFile.ts"

/** @category models */
export interface GlobalOptions {
  /** Machine output: JSON on stdout and nothing else. */
  readonly json: boolean
  /** A live service's API root; undefined means the embedded fixtures answer. */
  readonly apiRoot: string | undefined
  readonly site: SiteCode
  /** The customer's selected store, when given. */
  readonly storeId: number | undefined
  /** How long each call to the service may take, in seconds (--timeout); undefined: the clients' default, 15 s. */
  readonly timeout: number | undefined
  /** A fixtures scenario by name (--scenario); checked against the catalogue where it is used (runtime.ts). */
  readonly scenario: string | undefined
}

/**
 * A URL (or text meant as one) as it may be printed: without the user name and password
 * of its user info. Text that does not parse as a URL loses everything from the start of
 * its authority to its last "@" there.
 *
 * @example
 * import { withoutUserInfo } from "@outfitter/cli"
 * withoutUserInfo("http://user:secret@127.0.0.1:4010/api") // => "http://127.0.0.1:4010/api"
 * withoutUserInfo("http://127.0.0.1:4010/api") // => "http://127.0.0.1:4010/api"
 * @category formatting
 */
export const withoutUserInfo = (text: string): string => {
  const url = URL.parse(text)
  if (url !== null && url.protocol !== "" && url.host !== "") {
    if (url.username === "" && url.password === "") return text
    url.username = ""
    url.password = ""
    return url.href
  }
  const start = text.includes("//") ? text.indexOf("//") + 2 : 0
  const rest = text.slice(start)
  const authorityEnd = rest.search(/[/?#]/)
  const authority = authorityEnd < 0 ? rest : rest.slice(0, authorityEnd)
  const at = authority.lastIndexOf("@")
  return at < 0 ? text : text.slice(0, start) + rest.slice(at + 1)
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)

/**
 * An API root as given (by `source`: "--api-root", "OUTFITTER_API_ROOT", …), trimmed; throws
 * a usage error (exit 2) for one that is not an http(s) URL or carries a user name or
 * password, printed without them.
 *
 * @category parsing
 */
export const checkApiRoot = (given: string, source = "--api-root"): string => {
  const problem = apiRootProblem(given, source)
  if (problem !== undefined) throw usageError(problem)
  return given.trim()
}

/** What is wrong with an API root as given, printed without its user info; undefined: nothing. */
const apiRootProblem = (given: string, source: string): string | undefined => {
  const url = URL.parse(given.trim())
  if (url === null || (url.protocol !== "http:" && url.protocol !== "https:")) {
    return `${source} must be an http(s) URL, got '${withoutUserInfo(given)}'`
  }
  if (url.username !== "" || url.password !== "") {
    return `${source} must not contain a user name or password (the CLI neither sends nor prints them): give the API root alone, '${
      withoutUserInfo(given.trim())
    }'`
  }
  return undefined
}

/**
 * The fix of a config file a command cannot use, after what is wrong with it.
 *
 * @category messages
 */
export const configFixText = "fix it with outfitter config set api-root <url> or outfitter config unset api-root"

/**
 * The config file's api-root, checked: a file that cannot be used, or an api-root that is
 * not an http(s) URL, is a {@link ErrorCode.BadConfig} failure (exit 2) naming the file
 * and the fix.
 */
const configApiRoot = (dir: string): string | undefined => {
  const checked = checkedConfig(dir)
  if (checked._tag === "Unusable") throw badConfigError(`${configPath(dir)} ${checked.problem}: ${configFixText}`)
  const given = checked.config["api-root"]
  if (given === undefined) return undefined
  const problem = apiRootProblem(given, `api-root in ${configPath(dir)}`)
  if (problem !== undefined) throw badConfigError(`${problem}: ${configFixText}`)
  return given.trim()
}

const badConfigError = (message: string) => new CliError(message, ExitCode.Usage, ErrorCode.BadConfig)

/**
 * The API root a command uses: --api-root, else OUTFITTER_API_ROOT, else the config file's
 * `api-root` (`outfitter config set api-root <url>`), else none (the embedded fixtures). An
 * empty OUTFITTER_API_ROOT counts as unset. Each is checked as --api-root is, the message
 * naming where it came from; the config file is read only when neither is given, and a
 * file or value there that cannot be used fails with the fix (exit 2, code "bad-config").
 *
 * @category parsing
 */
export const resolvedApiRoot = (flag: string | undefined, env: Readonly<Record<string, string | undefined>>): string | undefined => {
  if (flag !== undefined) return checkApiRoot(flag)
  const fromEnv = env["OUTFITTER_API_ROOT"]
  if (fromEnv !== undefined && fromEnv.trim() !== "") return checkApiRoot(fromEnv, "OUTFITTER_API_ROOT")
  return configApiRoot(configDirOf(env))
}

/**
 * Reads the global options from commander's merged option values and the environment
 * (the API root: {@link resolvedApiRoot}). A command that never calls a service (the
 * config commands, completion) passes `{ apiRoot: false }`: its API root is left
 * undefined and nothing about it is read or checked, so a bad config cannot stop it.
 * Throws a usage error (exit 2) for an unknown site, a non-numeric store id, an
 * API root that is not an http(s) URL or carries a user name or password, or a
 * --timeout that is not a positive number of seconds.
 *
 * @category parsing
 */
export const globalOptions = (
  raw: Readonly<Record<string, unknown>>,
  env: Readonly<Record<string, string | undefined>> = process.env,
  reads: { readonly apiRoot?: boolean } = {},
): GlobalOptions => {
  const site = (text(raw["site"]) ?? defaultSiteCode).trim().toLowerCase()
  if (!(siteCodes as ReadonlyArray<string>).includes(site)) {
    throw usageError(`Unknown site '${text(raw["site"])}': use one of ${siteCodes.join(", ")}`)
  }

  const apiRoot = reads.apiRoot === false ? undefined : resolvedApiRoot(text(raw["apiRoot"]), env)

  const timeout = raw["timeout"]
  if (timeout !== undefined && (typeof timeout !== "number" || !(Number.isFinite(timeout) && timeout > 0))) {
    throw usageError(`--timeout must be a positive number of seconds, got '${String(timeout)}'`, ErrorCode.Usage)
  }

  const storeIdText = text(raw["storeId"])
  let storeId: number | undefined
  if (storeIdText !== undefined) {
    const parsed = parseStoreId(storeIdText)
    if (Result.isFailure(parsed)) throw usageError(parsed.failure.message)
    storeId = parsed.success
  }

  const scenarioText = text(raw["scenario"])?.trim()
  const scenario = scenarioText === undefined || scenarioText === "" ? undefined : scenarioText

  return { json: raw["json"] === true, apiRoot, site: site as SiteCode, storeId, timeout, scenario }
}

/**
 * An order number argument, checked with the domain's order-number rule before any call:
 * the trimmed number, or a usage error (exit 2) with the rule and the value given.
 *
 * @example
 * import { orderNumberArgument } from "@outfitter/cli"
 * orderNumberArgument(" 10000001001 ") // => "10000001001"
 * orderNumberArgument("abc") // throws "An order number is 11 to 24 digits, got 'abc'"
 * @category parsing
 */
export const orderNumberArgument = (value: unknown): string => {
  const parsed = validateOrderNumber(value)
  if (Result.isFailure(parsed)) throw usageError(`${parsed.failure.message}, got '${String(value)}'`)
  return parsed.success
}
