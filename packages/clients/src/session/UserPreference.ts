/**
 * The user-preference service (platform §4 "Store selection order on load", §7): GET,
 * read payload.preference.preferredStore. Asked only for a known user
 * (`authorize("user.read")`); the domain's rule turns empty, REMOVED and NONE into no
 * store.
 *
 * @since 0.1.0
 */
import { type PermissionError, preferredStoreId, UserPreferenceResponse } from "@outfitter/domain/session"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { ApiConfig } from "../config/ApiConfig.ts"
import { Session } from "./Session.ts"
import { decodeUserResponse, type UserCallError } from "./UserResponse.ts"
import { Http } from "../http/Http.ts"

/** @category models */
export interface UserPreferenceShape {
  /** The preferred store id, or undefined when the user has none. */
  readonly preferredStore: () => Effect.Effect<string | undefined, UserCallError | PermissionError>
}

const make = Effect.gen(function*() {
  const client = yield* Http
  const { endpoints } = yield* ApiConfig
  const session = yield* Session

  const preferredStore: UserPreferenceShape["preferredStore"] = Effect.fn("UserPreference.preferredStore")(function*() {
    yield* session.authorize("user.read")
    const response = yield* client
      .get(endpoints.userPreference, { acceptJson: true })
      .pipe(decodeUserResponse(UserPreferenceResponse))
    return preferredStoreId(response.payload.preference.preferredStore)
  })

  return { preferredStore } satisfies UserPreferenceShape
})

/**
 * The user-preference client.
 *
 * @example
 * import { UserPreference } from "@outfitter/clients"
 * const storeId = UserPreference.use((preference) => preference.preferredStore())
 * @category services
 */
export class UserPreference extends Context.Service<UserPreference, UserPreferenceShape>()("outfitter/UserPreference") {
  static readonly layer = Layer.effect(UserPreference)(make)
}
