/**
 * The user service's inputs. Rules: platform §5 "Users and services", §7. The schemas are
 * UserSchema.ts.
 *
 * Where the spec is silent: the two validation messages (`userDataMessages`).
 *
 * @since 0.1.0
 */
import * as Result from "effect/Result"
import { InvalidParams } from "../errors/index.ts"

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
