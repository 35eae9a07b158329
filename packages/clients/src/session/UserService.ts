/**
 * The user endpoint (platform §5, §6, §7): GET the user (query version=1.1; cached, can be
 * forced), PUT an update (response read as text), POST a create, and GET the exists check.
 *
 * Every call asks the domain's `authorize` first ("user.read", "user.update"; create and
 * exists are never checked) and validates its input with the domain's rules, failing
 * before any request. A 401 or 403 is the domain's `Unauthorized` (the page reloads).
 *
 * Where the spec is silent:
 * - the cache lives as long as the client (one per provider or CLI run): the first
 *   successful GET is kept, `force` asks again and replaces it, a successful PUT empties
 *   it; failures are never cached;
 * - an update by a remembered visitor with the extended authentication window on
 *   ("softReauthentication") is not sent: it fails with the domain's
 *   `SoftAuthenticationRequired` ('Unauthorized user, soft authentication'), which the
 *   page acts on by asking for the password again.
 *
 * @since 0.1.0
 */
import { InvalidParams } from "@outfitter/domain/errors"
import {
  type PermissionError,
  permissionMessages,
  SoftAuthenticationRequired,
  UserExistsResponse,
  UserRecord,
  validateExistsEmail,
  validateUserData,
} from "@outfitter/domain/session"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Ref from "effect/Ref"
import * as Result from "effect/Result"
import { ApiConfig } from "../config/ApiConfig.ts"
import { Session } from "./Session.ts"
import { decodeUserResponse, textUserResponse, type UserCallError } from "./UserResponse.ts"
import { Http, jsonBody } from "../http/Http.ts"

/** The user API version the GET asks for (platform §7). @category constants */
export const userApiVersion = "1.1"

/** @category models */
export interface UserServiceShape {
  /** GET the user (version=1.1); from the cache unless `force`. */
  readonly get: (options?: { readonly force?: boolean }) => Effect.Effect<UserRecord, UserCallError | PermissionError>
  /** PUT a non-empty data object; the response text. */
  readonly update: (data: unknown) => Effect.Effect<string, UserCallError | PermissionError | InvalidParams>
  /** POST a non-empty data object (no user-type check); the created user. */
  readonly create: (data: unknown) => Effect.Effect<UserRecord, UserCallError | InvalidParams>
  /** GET the exists check for an e-mail. */
  readonly exists: (email: unknown) => Effect.Effect<boolean, UserCallError | InvalidParams>
  /** Empties the cache (signing in or out changes who the user is). */
  readonly forget: () => Effect.Effect<void>
}

const fromResult = <A, E>(result: Result.Result<A, E>): Effect.Effect<A, E> => Effect.fromResult(result)

const make = Effect.gen(function*() {
  const client = yield* Http
  const { endpoints } = yield* ApiConfig
  const session = yield* Session
  const cache = yield* Ref.make<UserRecord | undefined>(undefined)

  const get: UserServiceShape["get"] = Effect.fn("UserService.get")(function*(options) {
    yield* session.authorize("user.read")
    const cached = yield* Ref.get(cache)
    if (cached !== undefined && options?.force !== true) return cached
    const user = yield* client
      .get(endpoints.user, { urlParams: { version: userApiVersion }, acceptJson: true })
      .pipe(decodeUserResponse(UserRecord))
    yield* Ref.set(cache, user)
    return user
  })

  const update: UserServiceShape["update"] = Effect.fn("UserService.update")(function*(data) {
    const body = yield* fromResult(validateUserData(data))
    const authorization = yield* session.authorize("user.update")
    if (authorization === "softReauthentication") {
      return yield* Effect.fail(new SoftAuthenticationRequired({ message: permissionMessages.softAuthentication }))
    }
    const text = yield* client
      .put(endpoints.user, { body: jsonBody(body) })
      .pipe(textUserResponse)
    yield* Ref.set(cache, undefined)
    return text
  })

  const create: UserServiceShape["create"] = Effect.fn("UserService.create")(function*(data) {
    const body = yield* fromResult(validateUserData(data))
    yield* session.authorize("user.create").pipe(Effect.orDie) // never refused: creation does not check the type
    return yield* client
      .post(endpoints.user, { body: jsonBody(body), acceptJson: true })
      .pipe(decodeUserResponse(UserRecord))
  })

  const exists: UserServiceShape["exists"] = Effect.fn("UserService.exists")(function*(email) {
    const checked = yield* fromResult(validateExistsEmail(email))
    const response = yield* client
      .get(endpoints.userExists, { urlParams: { email: checked }, acceptJson: true })
      .pipe(decodeUserResponse(UserExistsResponse))
    return response.exists
  })

  const forget: UserServiceShape["forget"] = () => Ref.set(cache, undefined)

  return { get, update, create, exists, forget } satisfies UserServiceShape
})

/**
 * The user client.
 *
 * @example
 * import { UserService } from "@outfitter/clients"
 * const user = UserService.use((users) => users.get({ force: true }))
 * @category services
 */
export class UserService extends Context.Service<UserService, UserServiceShape>()("outfitter/UserService") {
  /** Real HTTP; needs an HttpClient, the ApiConfig and the Session. */
  static readonly layer = Layer.effect(UserService)(make)
}
