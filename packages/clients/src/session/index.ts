/**
 * The session clients: the session (its cookies and headers), the remembered call, the user
 * endpoint (GET, PUT, POST, exists), the user-preference service and the fixtures' sign-in
 * (platform §4–7); password/: the password clients (loyalty §7).
 *
 * @since 0.1.0
 */
import * as Layer from "effect/Layer"
import { Remembered } from "./Remembered.ts"
import { SignIn } from "./SignIn.ts"
import { UserPreference } from "./UserPreference.ts"
import { UserService } from "./UserService.ts"

export * from "./password/index.ts"
export * from "./Remembered.ts"
export * from "./Session.ts"
export * from "./SignIn.ts"
export * from "./UserPreference.ts"
export { decodeUserResponse, textUserResponse, type UserCallError } from "./UserResponse.ts"
export * from "./UserService.ts"

/** Every user client, needing ApiConfig, Session and HttpClient. @category layers */
export const userClientsLayer = Layer.mergeAll(Remembered.layer, UserPreference.layer, SignIn.layer).pipe(
  // one UserService, shared with SignIn so signing in or out empties the cache pages read
  Layer.provideMerge(UserService.layer),
)

/**
 * SignIn with the UserService it empties on sign-in and sign-out, alone: what a sign-in
 * form needs. Built over the same UserService layer as userClientsLayer, so a runtime
 * that builds both with one memo map (the React hooks' provider does) has one
 * UserService and one cache.
 *
 * @category layers
 */
export const signInLayer = SignIn.layer.pipe(Layer.provideMerge(UserService.layer))

/** The services userClientsLayer provides. */
export type UserClients = Remembered | UserService | UserPreference | SignIn
