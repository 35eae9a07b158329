/**
 * The remembered call (platform §4 "Remembered state", §5, §7): GET the remembered
 * endpoint, after the domain's `authorize("remembered")`.
 *
 * `check` never fails: its answer is the domain's `RememberedOutcome` value. A refused
 * call (generic or guest visitor), a failed call (including 401/403) or an unreadable body
 * is `NotRemembered` ("a failure of the remembered call sets the remembered state to
 * false"); an answer of isRemembered false is `Error`, carrying the analytics event for
 * the caller to emit. Storing the flag locally is the host's part (the hooks do it).
 *
 * @since 0.1.0
 */
import { RememberedResponse, rememberedCallFailed, rememberedOutcome, type RememberedOutcome } from "@outfitter/domain/session"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { ApiConfig } from "../config/ApiConfig.ts"
import { Session } from "./Session.ts"
import { decodeUserResponse } from "./UserResponse.ts"
import { Http } from "../http/Http.ts"

/** @category models */
export interface RememberedShape {
  /** authorize("remembered"), then GET endpoints.remembered; the outcome as a value. */
  readonly check: () => Effect.Effect<RememberedOutcome>
}

const make = Effect.gen(function*() {
  const client = yield* Http
  const { endpoints } = yield* ApiConfig
  const session = yield* Session

  const check: RememberedShape["check"] = Effect.fn("Remembered.check")(function*() {
    return yield* session.authorize("remembered").pipe(
      Effect.flatMap(() => client.get(endpoints.remembered, { acceptJson: true }).pipe(decodeUserResponse(RememberedResponse))),
      Effect.map((response) => rememberedOutcome(response.isRemembered)),
      Effect.catch((error) => Effect.succeed(rememberedCallFailed(error))),
    )
  })

  return { check } satisfies RememberedShape
})

/**
 * The remembered client.
 *
 * @example
 * import { Remembered } from "@outfitter/clients"
 * const outcome = Remembered.use((remembered) => remembered.check())
 * @category services
 */
export class Remembered extends Context.Service<Remembered, RememberedShape>()("outfitter/Remembered") {
  /** Real HTTP; needs an HttpClient, the ApiConfig and the Session. */
  static readonly layer = Layer.effect(Remembered)(make)
}
