/**
 * The user record and the user service's inputs (platform §3 "User (as read)", §5 "Users
 * and services", §7).
 *
 * Where the spec is silent:
 * - the remembered call's response is `{ isRemembered }` (other fields are ignored);
 * - the exists call answers `{ exists }`;
 * - the user-preference service answers `{ payload: { preference: { preferredStore } } }`
 *   (the spec's "payload.preference.preferredStore");
 * - the messages of the two validation failures, which the spec does not give, are
 *   `userDataMessages` below.
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { InvalidParams } from "../errors/ServiceError.ts"

/**
 * The user as read: email, firstName, isRemembered and preference.preferredStore. Other
 * fields the service sends are kept out.
 *
 * @category schemas
 */
export const UserRecord = /*#__PURE__*/ Schema.Struct({
  email: Schema.String,
  firstName: Schema.String,
  isRemembered: Schema.optional(Schema.Boolean),
  preference: Schema.optional(Schema.Struct({ preferredStore: Schema.optional(Schema.NullOr(Schema.String)) })),
})
export type UserRecord = typeof UserRecord.Type

/** The remembered call's response. @category schemas */
export const RememberedResponse = /*#__PURE__*/ Schema.Struct({ isRemembered: Schema.Boolean })
export type RememberedResponse = typeof RememberedResponse.Type

/** The exists call's response. @category schemas */
export const UserExistsResponse = /*#__PURE__*/ Schema.Struct({ exists: Schema.Boolean })
export type UserExistsResponse = typeof UserExistsResponse.Type

/** The user-preference service's response. @category schemas */
export const UserPreferenceResponse = /*#__PURE__*/ Schema.Struct({
  payload: Schema.Struct({
    preference: Schema.Struct({ preferredStore: Schema.optional(Schema.NullOr(Schema.String)) }),
  }),
})
export type UserPreferenceResponse = typeof UserPreferenceResponse.Type

/** @category constants */
export const userDataMessages = {
  emptyData: "User data must be a non-empty object",
  emailRequired: "An email must be supplied",
} as const

/** A user create or update body. @category models */
export type UserData = Readonly<Record<string, unknown>>

/**
 * User create and update need a non-empty data object (platform §5): a plain object (not
 * an array, not null) with at least one key.
 *
 * @example
 * import { validateUserData } from "@outfitter/domain"
 * validateUserData({ firstName: "Jane" })._tag // => "Success"
 * validateUserData({})._tag // => "Failure"
 * @category validation
 */
export const validateUserData = (data: unknown): Result.Result<UserData, InvalidParams> =>
  typeof data === "object" && data !== null && !Array.isArray(data) && Object.keys(data).length > 0
    ? Result.succeed(data as UserData)
    : Result.fail(new InvalidParams({ message: userDataMessages.emptyData, field: "data" }))

/**
 * The exists check needs an email (platform §5): a string with something other than
 * spaces in it, sent trimmed.
 *
 * @category validation
 */
export const validateExistsEmail = (email: unknown): Result.Result<string, InvalidParams> =>
  typeof email === "string" && email.trim() !== ""
    ? Result.succeed(email.trim())
    : Result.fail(new InvalidParams({ message: userDataMessages.emailRequired, field: "email" }))
