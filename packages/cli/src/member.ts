/**
 * The signed-in customer the loyalty and orders commands act as. The fixtures (and the
 * live service) know them by the `WC_USERACTIVITY_{id}` cookie (with userType R), so the
 * CLI sends those cookies on every request: the id comes from `--member <id>` (when bin.js declares it) or else the
 * `OUTFITTER_MEMBER` environment variable. Without either the command is a usage error
 * (exit 2): the CLI never guesses a member. The id is digits only (an optional leading
 * minus for the anonymous id is refused too: the anonymous visitor is not a member).
 *
 * @since 0.1.0
 */
import { type Clients, clientsLayer } from "@outfitter/clients"
import * as Effect from "effect/Effect"
import type * as Result from "effect/Result"
import { usageError } from "./CliError.ts"
import { embeddedApiRoot } from "./runtime.ts"

/** @category messages */
export const missingMemberMessage = "Name the member: --member <id> or OUTFITTER_MEMBER=<id> (the loyalty activity user id)"

/**
 * The member id of the raw options or the environment; throws a usage error without one.
 *
 * @category parsing
 */
export const memberId = (raw: Readonly<Record<string, unknown>>, env: NodeJS.ProcessEnv = process.env): string => {
  const given = typeof raw["member"] === "string" ? raw["member"] : env["OUTFITTER_MEMBER"]
  const id = given?.trim() ?? ""
  if (id === "") throw usageError(missingMemberMessage)
  if (!/^\d{1,20}$/.test(id)) throw usageError(`--member must be a member id (digits), got '${given}'`)
  return id
}

/** A fetch that sends the member's session cookies with every request. @category http */
export const memberFetch = (member: string, base: typeof globalThis.fetch): typeof globalThis.fetch => (input, init) => {
  const request = new Request(input, init)
  request.headers.set("cookie", `userType=R; WC_USERACTIVITY_${member}=${member}%2C10051`)
  return base(request)
}

/**
 * Runs a program as the member: over the embedded fixtures, or --api-root.
 *
 * @category running
 */
export const runAsMember = async <A, E>(
  program: Effect.Effect<A, E, Clients>,
  options: { readonly apiRoot: string | undefined; readonly member: string },
): Promise<Result.Result<A, E>> => {
  const base = options.apiRoot === undefined
    ? (await import("@outfitter/fixtures/node")).createFixtureFetch()
    : globalThis.fetch
  const layer = clientsLayer({
    apiRoot: options.apiRoot ?? embeddedApiRoot,
    fetch: memberFetch(options.member, base),
  })
  return Effect.runPromise(Effect.result(Effect.provide(program, layer)))
}

/** The one-line message of a loyalty failure. @category formatting */
export const loyaltyFailureMessage = (what: string, error: { readonly _tag: string; readonly message: string; readonly status?: number | undefined }): string =>
  `${what}: ${error.message}${error.status === undefined ? "" : ` (HTTP ${error.status})`}`
