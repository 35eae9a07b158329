/**
 * The fast enroll client (orders §3 "Help and enrol entities", §7 "Help and enrol"):
 *
 * - `lookup(email)`: GET the user-exists endpoint with `email` and `filter=details`; the
 *   account details (userId, appleWallet), or a failure when there is no account (404
 *   NotFound) or the call failed: the page treats every failure as a new account;
 * - `login({ logonId, password })`: POST the session path with the login body and
 *   `fastEnroll=true`; the domain's `validateSessionLogin` refuses a body without either
 *   before any request;
 * - `logOff()`: DELETE the session path (the page logs off on load);
 * - `create(user)`: POST the user endpoint with the user object (`fastEnrollUser`) and
 *   `fastEnroll=true`.
 *
 * The forgot-password e-mail is the session's `PasswordService.forgot`, and the wallet
 * campaign submit (email, event, token) is the loyalty client's `campaign`
 * (`POST {loyaltyApp}/campaign`): neither is written twice.
 *
 * Where the spec is silent:
 * - the paths: the user and user-exists calls use the client endpoints `user` and
 *   `userExists` (`{apiRoot}/user`, `{apiRoot}/user/exists` unless the host sets them),
 *   the session calls the store setting `sessionUrl` (`{apiRoot}/session` when empty);
 * - a refused create or login is the domain's `FastEnrollFailed` read from the service's
 *   error body (its first message, code and key; §8), so the page shows the message and
 *   tracks EC_ERROR .2030 as an invalid password; a 2xx answer that does not hold the
 *   details is AjaxFailed, as every malformed answer; nothing is retried;
 * - the password travels only in the login body: no error value, log or URL carries it.
 *
 * @since 0.4.0
 */
import { AjaxFailed, type InvalidParams, type ResponseTooLarge, type Timeout } from "@outfitter/domain/errors"
import {
  type FastEnrollAccount,
  FastEnrollAccountResponse,
  type FastEnrollFailed,
  fastEnrollFailure,
  readFastEnrollAccount,
} from "@outfitter/domain/help"
import { validateExistsEmail, validateSessionLogin, validateUserData } from "@outfitter/domain/session"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import { ApiConfig } from "../config/ApiConfig.ts"
import { Http, type HttpError, type HttpResponse, jsonBody } from "../http/Http.ts"
import { decodeJsonResponse, malformedResponseMessage, responseContext, type ServiceCallError } from "../http/ServiceResponse.ts"
import { transportFailure } from "../http/Transport.ts"
import { Session } from "../session/Session.ts"

/** The query every fast enroll write carries (orders §7). @category constants */
export const fastEnrollQuery = { fastEnroll: "true" } as const

/** What a create or a login ends in. @category models */
export type EnrollWriteError = FastEnrollFailed | InvalidParams | AjaxFailed | Timeout | ResponseTooLarge

/** @category models */
export interface EnrollShape {
  /** GET user-exists with filter=details: the account's details. */
  readonly lookup: (email: unknown) => Effect.Effect<FastEnrollAccount, ServiceCallError>
  /** POST the session path (login body, fastEnroll=true). */
  readonly login: (body: { readonly logonId: string; readonly password: string }) => Effect.Effect<FastEnrollAccount, EnrollWriteError>
  /** DELETE the session path. */
  readonly logOff: () => Effect.Effect<void, ServiceCallError>
  /** POST the user endpoint (user object, fastEnroll=true). */
  readonly create: (user: unknown) => Effect.Effect<FastEnrollAccount, EnrollWriteError>
}

/** A 2xx answer's account details; a body without a user id is a malformed answer. */
const detailsOf = (response: HttpResponse): Effect.Effect<FastEnrollAccount, ServiceCallError> =>
  decodeJsonResponse(FastEnrollAccountResponse)(Effect.succeed(response)).pipe(
    Effect.flatMap((body) => {
      const account = readFastEnrollAccount(body)
      return account === undefined
        ? Effect.fail(new AjaxFailed({ message: malformedResponseMessage, status: response.status, ...responseContext(response) }))
        : Effect.succeed(account)
    }),
  )

/** A write's answer: the details, or the refusal its error body tells (orders §8). */
const written = (exchange: Effect.Effect<HttpResponse, HttpError>): Effect.Effect<FastEnrollAccount, EnrollWriteError> =>
  exchange.pipe(
    Effect.mapError(transportFailure),
    Effect.flatMap((response): Effect.Effect<FastEnrollAccount, EnrollWriteError> =>
      response.status >= 200 && response.status < 300
        ? detailsOf(response) as Effect.Effect<FastEnrollAccount, EnrollWriteError>
        : response.json.pipe(
          Effect.orElseSucceed(() => undefined),
          Effect.flatMap((body) => Effect.fail(fastEnrollFailure(body, response.status))),
        )
    ),
  )

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot, endpoints } = yield* ApiConfig
  const { settings } = yield* Session
  const sessionUrl = settings.sessionUrl.trim() === "" ? `${apiRoot}/session` : settings.sessionUrl.trim()

  const lookup: EnrollShape["lookup"] = Effect.fn("Enroll.lookup")(function*(input) {
    const email = yield* Effect.fromResult(validateExistsEmail(input))
    return yield* client
      .get(endpoints.userExists, { urlParams: { email, filter: "details" }, acceptJson: true })
      .pipe(Effect.mapError(transportFailure), Effect.flatMap(detailsOf))
  })

  const login: EnrollShape["login"] = Effect.fn("Enroll.login")(function*(input) {
    const body = yield* Effect.fromResult(validateSessionLogin(input))
    return yield* written(client.post(sessionUrl, { urlParams: fastEnrollQuery, body: jsonBody(body), acceptJson: true }))
  })

  const logOff: EnrollShape["logOff"] = Effect.fn("Enroll.logOff")(function*() {
    yield* client.del(sessionUrl, { acceptJson: true }).pipe(decodeJsonResponse(Schema.Unknown))
  })

  const create: EnrollShape["create"] = Effect.fn("Enroll.create")(function*(user) {
    const body = yield* Effect.fromResult(validateUserData(user))
    return yield* written(client.post(endpoints.user, { urlParams: fastEnrollQuery, body: jsonBody(body), acceptJson: true }))
  })

  return { lookup, login, logOff, create } satisfies EnrollShape
})

/**
 * The fast enroll client.
 *
 * @example
 * import { Enroll } from "@outfitter/clients"
 * const account = Enroll.use((enroll) => enroll.lookup("member@enroll.outfitter.test"))
 * @category services
 */
export class Enroll extends Context.Service<Enroll, EnrollShape>()("outfitter/Enroll") {
  /** Real HTTP; needs the Http service, the ApiConfig and the Session. */
  static readonly layer = Layer.effect(Enroll)(make)
}

