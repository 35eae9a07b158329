/**
 * Whose cookies a member command sends, decided once per run:
 *
 * - over the embedded fixtures (no API root): cookies made up for the member id
 *   (`userType=R; WC_USERACTIVITY_{id}={id},{store}`), as the fixtures know a customer;
 * - against an API root with a session kept by `outfitter auth login` for it and the
 *   --site: that session's cookies, as the service set them;
 * - against an API root without one: made-up cookies only if the root is a sandbox, that
 *   is its origin answers `GET /__outfitter/scenario` with the sandbox's scenario list
 *   (`outfitter sandbox`, the fixtures over HTTP); any other service gets nothing, and the
 *   command fails before any call, exit 3, saying how to sign in.
 *
 * The session's cookies go only to the API root they were kept for; they are never printed.
 *
 * @since 0.7.0
 */
import { CliError, ErrorCode, ExitCode } from "./CliError.ts"
import { configDirOf } from "./config/ConfigDir.ts"
import { findSession } from "./config/Sessions.ts"

/**
 * The command that signs in to an API root for a site.
 *
 * @example
 * import { loginCommand } from "@outfitter/cli"
 * loginCommand("https://shop.example/api", "uk") // => "outfitter auth login --api-root https://shop.example/api --site uk"
 * @category messages
 */
export const loginCommand = (apiRoot: string, site: string): string =>
  `outfitter auth login --api-root ${apiRoot}${site === "us" ? "" : ` --site ${site}`}`

/**
 * The message of a member command against a service with no session for it.
 *
 * @category messages
 */
export const notSignedInMessage = (apiRoot: string, site: string): string =>
  `Not signed in to ${apiRoot} (site ${site}): sign in with ${loginCommand(apiRoot, site)}`

/** A member command against a service with no session for it (exit 3). @category errors */
export const notSignedInError = (apiRoot: string, site: string) =>
  new CliError(notSignedInMessage(apiRoot, site), ExitCode.NotAuthorised, ErrorCode.NotAuthorised)

/** The sandbox's control path for its scenario list, at the API root's origin. @category constants */
export const sandboxProbePath = "/__outfitter/scenario"

/**
 * Whether an API root is served by a sandbox: its origin answers the scenario list
 * (`{ selected, scenarios: [...] }`) within `timeoutMs`. Any other answer, or none, is no.
 *
 * @category http
 */
export const isSandbox = async (apiRoot: string, fetch: typeof globalThis.fetch, timeoutMs: number): Promise<boolean> => {
  try {
    const response = await fetch(new URL(sandboxProbePath, apiRoot), { redirect: "manual", signal: AbortSignal.timeout(timeoutMs) })
    if (response.status !== 200) {
      await response.body?.cancel()
      return false
    }
    const body: unknown = await response.json()
    return typeof body === "object" && body !== null && "scenarios" in body && Array.isArray(body.scenarios) && "selected" in body
  } catch {
    return false
  }
}

/** @category models */
export interface MemberCookiesOptions {
  readonly apiRoot: string
  readonly site: string
  readonly env: Readonly<Record<string, string | undefined>>
  /** The probe's bound, in ms. */
  readonly timeoutMs: number
}

/**
 * The Cookie header a member command sends to an API root: the kept session's, else
 * `madeUp` when the root is a sandbox; throws {@link notSignedInError} otherwise.
 *
 * @category http
 */
export const memberCookies = async (options: MemberCookiesOptions, madeUp: string, fetch: typeof globalThis.fetch): Promise<string> => {
  const session = findSession(configDirOf(options.env), options.apiRoot, options.site)
  if (session !== undefined) return session.cookie
  if (await isSandbox(options.apiRoot, fetch, options.timeoutMs)) return madeUp
  throw notSignedInError(options.apiRoot, options.site)
}
