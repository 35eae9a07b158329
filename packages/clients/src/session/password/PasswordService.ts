/**
 * The forgot-password client (loyalty §3 "Forgot-password payload", §7): POST the
 * configured forgot-password URL with `{ email }`; a failure carries the service's
 * `error[0].errorMessage`. The password update itself goes through the user service
 * (UserService.update with the domain's `passwordUpdatePayload`).
 *
 * Where the spec is silent (choices): the URL is the store setting `forgotPasswordUrl`,
 * empty meaning `{apiRoot}/user/password/forgot`; any 2xx is success whatever the body;
 * an invalid e-mail fails with InvalidParams (field "email") before any request; no
 * permission check (the visitor is signed out).
 *
 * @since 0.1.0
 */
import { InvalidParams } from "@outfitter/domain/errors"
import { validateForgotEmail } from "@outfitter/domain/session"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { ApiConfig } from "../../config/ApiConfig.ts"
import { decodeJsonResponse, type ServiceCallError } from "../../http/ServiceResponse.ts"
import { Session } from "../Session.ts"
import { Http, jsonBody } from "../../http/Http.ts"

/** @category models */
export interface PasswordServiceShape {
  /** POST the forgot-password request for an e-mail. */
  readonly forgot: (email: unknown) => Effect.Effect<void, ServiceCallError>
}

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot } = yield* ApiConfig
  const session = yield* Session
  const url = session.settings.forgotPasswordUrl === ""
    ? `${apiRoot}/user/password/forgot`
    : session.settings.forgotPasswordUrl

  const forgot: PasswordServiceShape["forgot"] = Effect.fn("PasswordService.forgot")(function*(input) {
    const checked = validateForgotEmail(input)
    if (Result.isFailure(checked)) {
      return yield* Effect.fail(new InvalidParams({ message: checked.failure, field: "email" }))
    }
    yield* client.post(url, { body: jsonBody({ email: checked.success }), acceptJson: true }).pipe(
      decodeJsonResponse(Schema.Unknown),
    )
  })

  return { forgot } satisfies PasswordServiceShape
})

/**
 * The forgot-password client.
 *
 * @example
 * import { PasswordService } from "@outfitter/clients"
 * const sent = PasswordService.use((service) => service.forgot("ann@example.com"))
 * @category services
 */
export class PasswordService extends Context.Service<PasswordService, PasswordServiceShape>()("outfitter/PasswordService") {
  /** Real HTTP; needs an HttpClient, the ApiConfig and the Session. */
  static readonly layer = Layer.effect(PasswordService)(make)
}
