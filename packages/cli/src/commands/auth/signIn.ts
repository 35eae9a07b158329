/**
 * Making a session for `outfitter auth login`, through the clients:
 *
 * - with an e-mail and password, the clients' sign-in call (`SignIn`); the session is the
 *   Cookie header the service's Set-Cookie lines make (Sessions.ts's `cookieHeaderOf`);
 * - with a Cookie header given (`--with-token`), the clients' user call made with it: the
 *   service must know it as a signed-in user (a 401 or 403 is refused).
 *
 * Either way the member is the one the session's `WC_USERACTIVITY_{id}` cookie names. A
 * wrong e-mail or password, and a session the service refuses, are not authorised (exit
 * 3); any other failure is reported as every command's (failures.ts).
 *
 * @since 0.7.0
 */
import { clientBaseLayer } from "@outfitter/clients/base"
import { SignIn, signInLayer, UserService } from "@outfitter/clients/session"
import type { SiteCode } from "@outfitter/domain/site"
import { siteStoreSettings } from "@outfitter/domain/site"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import { CliError, notAuthorisedError, serviceError } from "../../CliError.ts"
import { cookieHeaderOf, memberOfCookies, type StoredSession } from "../../config/Sessions.ts"
import { failureFor, type ServiceFailure } from "../../failures.ts"
import { plainText } from "../../plainText.ts"
import { cookieFetch, transportOptions } from "../../runtime.ts"

/** @category models */
export interface SignInTarget {
  readonly apiRoot: string
  readonly site: SiteCode
  /** Each call's time-out in seconds (--timeout). */
  readonly timeout: number | undefined
}

const layerOver = (target: SignInTarget, fetch: typeof globalThis.fetch) =>
  signInLayer.pipe(
    Layer.provideMerge(
      clientBaseLayer({ apiRoot: target.apiRoot, fetch, settings: siteStoreSettings(target.site), ...transportOptions(target.timeout) }),
    ),
  )

const reported = (error: ServiceFailure, target: SignInTarget, what: string, refused: string): CliError => {
  if (error._tag === "InvalidParams") return notAuthorisedError(`${refused}: ${plainText(error.message)}`)
  if (error._tag === "Unauthorized" || error.status === 401 || error.status === 403) {
    return notAuthorisedError(`${refused} (it answered HTTP ${error.status ?? "401 or 403"})`)
  }
  return failureFor(error, { command: "auth login", what, apiRoot: target.apiRoot })
}

/** The session to keep: the member is the one its activity cookie names. */
const storedSession = (target: SignInTarget, cookie: string, email: string, now: Date): StoredSession => {
  const member = memberOfCookies(cookie)
  return { apiRoot: target.apiRoot, site: target.site, cookie, ...(member === undefined ? {} : { member }), email, signedInAt: now.toISOString() }
}

const run = async <A, E>(program: Effect.Effect<A, E>): Promise<A> => {
  const result = await Effect.runPromise(Effect.result(program))
  if (result._tag === "Failure") throw result.failure
  return result.success
}

/**
 * Signs in with an e-mail and password; the session to keep, or a CliError thrown.
 *
 * @category services
 */
export const signInWithPassword = async (
  target: SignInTarget,
  email: string,
  password: Redacted.Redacted<string>,
  now: Date = new Date(),
): Promise<StoredSession> => {
  const setCookies: Array<string> = []
  const recording: typeof globalThis.fetch = async (input, init) => {
    const response = await globalThis.fetch(input, init)
    setCookies.push(...response.headers.getSetCookie())
    return response
  }
  const program = SignIn.use((session) => session.signIn({ email, password: Redacted.value(password) })).pipe(
    Effect.mapError((error) => reported(error, target, "Sign-in failed", "Sign-in refused")),
    Effect.provide(layerOver(target, recording)),
  )
  const user = await run(program)
  const cookie = cookieHeaderOf(setCookies)
  if (cookie === "") throw serviceError(`Sign-in failed: ${target.apiRoot} answered the sign-in but set no session cookie`)
  return storedSession(target, cookie, user.email, now)
}

/**
 * Checks a given session with the user call; the session to keep, or a CliError thrown
 * (not authorised: the service refused it; else `what` failed, as failures.ts says).
 *
 * @category services
 */
export const sessionFromCookies = async (
  target: SignInTarget,
  cookie: string,
  now: Date = new Date(),
  what = "Checking the session failed",
): Promise<StoredSession> => {
  const program = UserService.use((users) => users.get({ force: true })).pipe(
    Effect.mapError((error) => reported(error, target, what, "The service does not know that session as signed in")),
    Effect.provide(layerOver(target, cookieFetch(cookie, globalThis.fetch))),
  )
  const user = await run(program)
  return storedSession(target, cookie, user.email, now)
}
