/**
 * The global options every command takes, checked once: `--json`, `--api-root URL`,
 * `--site CODE`, `--store-id ID`; and the order-number argument of the orders and loyalty
 * commands. Rules come from the domain (site codes, store ids, order numbers); only the URL
 * shape of --api-root is the CLI's own.
 *
 * @since 0.1.0
 */
import { parseStoreId, siteCodes, type SiteCode, validateOrderNumber } from "@outfitter/domain"
import * as Result from "effect/Result"
import { usageError } from "./CliError.ts"

/** @category models */
export interface GlobalOptions {
  /** Machine output: JSON on stdout and nothing else. */
  readonly json: boolean
  /** A live service's API root; undefined means the embedded fixtures answer. */
  readonly apiRoot: string | undefined
  readonly site: SiteCode
  /** The customer's selected store, when given. */
  readonly storeId: number | undefined
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)

/**
 * Reads the global options from commander's merged option values.
 * Throws a usage error (exit 2) for an unknown site, a non-numeric store id or an
 * --api-root that is not an http(s) URL.
 *
 * @category parsing
 */
export const globalOptions = (raw: Readonly<Record<string, unknown>>): GlobalOptions => {
  const site = (text(raw["site"]) ?? "us").trim().toLowerCase()
  if (!(siteCodes as ReadonlyArray<string>).includes(site)) {
    throw usageError(`Unknown site '${text(raw["site"])}': use one of ${siteCodes.join(", ")}`)
  }

  const apiRootText = text(raw["apiRoot"])
  let apiRoot: string | undefined
  if (apiRootText !== undefined) {
    const url = URL.parse(apiRootText.trim())
    if (url === null || (url.protocol !== "http:" && url.protocol !== "https:")) {
      throw usageError(`--api-root must be an http(s) URL, got '${apiRootText}'`)
    }
    apiRoot = apiRootText.trim()
  }

  const storeIdText = text(raw["storeId"])
  let storeId: number | undefined
  if (storeIdText !== undefined) {
    const parsed = parseStoreId(storeIdText)
    if (Result.isFailure(parsed)) throw usageError(parsed.failure.message)
    storeId = parsed.success
  }

  return { json: raw["json"] === true, apiRoot, site: site as SiteCode, storeId }
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
