/**
 * Signing in and out through the fixtures' sign-in endpoint (POST {apiRoot}/user/signin
 * {email, password}, POST {apiRoot}/user/signout). The spec shows no sign-in call; this
 * is the reference storefront's stand-in, answered by @outfitter/fixtures with the
 * session cookies (userType, WC_PERSISTENT, WC_USERACTIVITY_{id}). A live service
 * signs in its own way.
 *
 * Signing in or out empties the user client's cache, so the next GET asks again.
 *
 * A wrong e-mail or password is the service's 400, an InvalidParams whose `field` is
 * "password" (a sign-in form shows it under the password).
 *
 * @since 0.1.0
 */
import { InvalidParams } from "@outfitter/domain/errors"
import { UserRecord } from "@outfitter/domain/session"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import { ApiConfig } from "../config/ApiConfig.ts"
import { decodeUserResponse, type UserCallError } from "./UserResponse.ts"
import { UserService } from "./UserService.ts"
import { Http, jsonBody } from "../http/Http.ts"

/** @category models */
export interface SignInCredentials {
  readonly email: string
  readonly password: string
}

/** The message when the e-mail or password is left empty (no call is made). @category constants */
export const signInMessages = {
  emailRequired: "Enter your e-mail address",
  passwordRequired: "Enter your password",
} as const

/** @category models */
export interface SignInShape {
  readonly signIn: (credentials: SignInCredentials) => Effect.Effect<UserRecord, UserCallError>
  readonly signOut: () => Effect.Effect<void, UserCallError>
}

const SignedOut = Schema.Struct({ signedOut: Schema.Boolean })

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot } = yield* ApiConfig
  const users = yield* UserService

  const signIn: SignInShape["signIn"] = Effect.fn("SignIn.signIn")(function*(credentials) {
    const email = credentials.email.trim()
    if (email === "") return yield* Effect.fail(new InvalidParams({ message: signInMessages.emailRequired, field: "email" }))
    if (credentials.password === "") {
      return yield* Effect.fail(new InvalidParams({ message: signInMessages.passwordRequired, field: "password" }))
    }
    return yield* client
      .post(`${apiRoot}/user/signin`, { body: jsonBody({ email, password: credentials.password }), acceptJson: true })
      .pipe(
        decodeUserResponse(UserRecord),
        Effect.mapError((error) => error._tag === "InvalidParams" ? new InvalidParams({ message: error.message, field: "password" }) : error),
        Effect.tap(() => users.forget()),
      )
  })

  const signOut: SignInShape["signOut"] = Effect.fn("SignIn.signOut")(function*() {
    yield* client.post(`${apiRoot}/user/signout`, { acceptJson: true }).pipe(decodeUserResponse(SignedOut))
    yield* users.forget()
  })

  return { signIn, signOut } satisfies SignInShape
})

/**
 * The fixture sign-in client.
 *
 * @example
 * import { SignIn } from "@outfitter/clients"
 * const user = SignIn.use((session) => session.signIn({ email: "registered@outfitter.test", password: "outfitter" }))
 * @category services
 */
export class SignIn extends Context.Service<SignIn, SignInShape>()("outfitter/SignIn") {
  /** Needs the UserService (whose cache it empties), an HttpClient and the ApiConfig. */
  static readonly layer = Layer.effect(SignIn)(make)
}
