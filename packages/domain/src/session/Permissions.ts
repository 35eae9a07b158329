/**
 * Who may do what, decided in one place; every client asks `authorize` before calling.
 * Rules: platform §6.
 *
 * Where the spec is silent: a visitor of the wrong shape is the most restricted one; the
 * extended window is on only when `true`; an action that is not one of the seven is
 * refused as for a generic visitor.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import { ReasonCode } from "../errors/index.ts"
import { fieldsOf } from "../kernel/Untrusted.ts"
import type { Visitor } from "./Visitor.ts"

/** The spec's messages (platform §8). @category constants */
export const permissionMessages = {
  genericOrGuest: "Invalid User Type, can not be generic or guest",
  generic: "Invalid User Type, can not be generic",
  softAuthentication: "Unauthorized user, soft authentication",
  rememberedUserBlocked: "REMEMBERED_USER_BLOCKED",
} as const

/**
 * What a caller wants to do.
 * - `user.read`: GET the user (and the user-preference service).
 * - `user.update`: PUT the user (preferences, onboarding, profile).
 * - `user.create`, `user.exists`: never checked (account creation does not check the type).
 * - `remembered`: the remembered call.
 * - `loyalty.read`: the loyalty endpoints; `ignoreUserType` lets a generic or guest
 *   visitor through (estimated points).
 * - `sensitive.write`: address default, payment add/update/remove/set default; passes
 *   the soft-authentication check first.
 *
 * @category models
 */
export type UserAction = "user.read" | "user.update" | "user.create" | "user.exists" | "remembered" | "loyalty.read" | "sensitive.write"

/** Store settings the rules read. @category models */
export interface PermissionSettings {
  /** The extended authentication window feature. Off by default. */
  readonly extendedAuthWindow: boolean
}

/** A generic or guest visitor asked for something only a known user may (reason 4). @category errors */
export class GenericUser extends Data.TaggedError("GenericUser")<{ readonly message: string }> {
  readonly reason = ReasonCode.GenericUser
}

/** A remembered visitor, with the extended window off (errorKey REMEMBERED_USER_BLOCKED). @category errors */
export class RememberedUserBlocked extends Data.TaggedError("RememberedUserBlocked")<{ readonly message: string }> {
  readonly reason = ReasonCode.AjaxFailed
  readonly errorKey = "REMEMBERED_USER_BLOCKED"
}

/** The soft-authentication check failed ('Unauthorized user, soft authentication'). @category errors */
export class SoftAuthenticationRequired extends Data.TaggedError("SoftAuthenticationRequired")<{ readonly message: string }> {
  readonly reason = ReasonCode.AjaxFailed
}

/**
 * The service answered 401 or 403: the page reloads (platform §6, §8).
 *
 * @category errors
 */
export class Unauthorized extends Data.TaggedError("Unauthorized")<{ readonly message: string; readonly status: 401 | 403 }> {
  readonly reason = ReasonCode.AjaxFailed
}

/** @category models */
export type PermissionError = GenericUser | RememberedUserBlocked | SoftAuthenticationRequired

/**
 * Allowed as is, or allowed once the visitor re-authenticates softly (a remembered user
 * updating with the extended window on).
 *
 * @category models
 */
export type Authorization = "allowed" | "softReauthentication"

const visitorKinds: ReadonlyArray<Visitor["kind"]> = ["generic", "guest", "remembered", "registered"]

/** The visitor's fields, the most restricted visitor's where they are of the wrong type. */
const visitorOf = (visitor: unknown): Visitor => {
  const { kind, isLoggedIn, isRemembered } = fieldsOf(visitor)
  return {
    kind: visitorKinds.find((known) => known === kind) ?? "generic",
    isLoggedIn: isLoggedIn === true,
    isRemembered: isRemembered === true,
  }
}

const isUnknown = (visitor: Visitor) => visitor.kind === "generic" || visitor.kind === "guest"

/**
 * Decides whether a visitor may do something.
 *
 * @example
 * import { authorize } from "@outfitter/domain"
 * authorize("user.read", { kind: "guest", isLoggedIn: false, isRemembered: false }, { extendedAuthWindow: false })
 * // => Failure(GenericUser 'Invalid User Type, can not be generic or guest')
 * @category rules
 */
export const authorize = (
  action: UserAction,
  givenVisitor: Visitor,
  givenSettings: PermissionSettings,
  options: { readonly ignoreUserType?: boolean } = {},
): Result.Result<Authorization, PermissionError> =>
  decide(action, visitorOf(givenVisitor), fieldsOf(givenSettings)["extendedAuthWindow"] === true, fieldsOf(options)["ignoreUserType"] === true)

const decide = (
  action: UserAction,
  visitor: Visitor,
  extendedAuthWindow: boolean,
  ignoreUserType: boolean,
): Result.Result<Authorization, PermissionError> => {
  switch (action) {
    case "user.create":
    case "user.exists":
      return Result.succeed("allowed")
    case "remembered":
    case "user.read":
      return isUnknown(visitor)
        ? Result.fail(new GenericUser({ message: permissionMessages.genericOrGuest }))
        : Result.succeed("allowed")
    case "user.update":
      if (visitor.kind === "generic") return Result.fail(new GenericUser({ message: permissionMessages.generic }))
      if (visitor.kind === "guest") return Result.fail(new GenericUser({ message: permissionMessages.genericOrGuest }))
      if (visitor.isRemembered) {
        return extendedAuthWindow
          ? Result.succeed("softReauthentication")
          : Result.fail(new RememberedUserBlocked({ message: permissionMessages.rememberedUserBlocked }))
      }
      return Result.succeed("allowed")
    case "loyalty.read":
      if (isUnknown(visitor)) {
        return ignoreUserType
          ? Result.succeed("allowed")
          : Result.fail(new GenericUser({ message: permissionMessages.generic }))
      }
      if (visitor.isRemembered && !extendedAuthWindow) {
        return Result.fail(new RememberedUserBlocked({ message: permissionMessages.rememberedUserBlocked }))
      }
      return Result.succeed("allowed")
    case "sensitive.write":
      return softAuthenticationCheck(visitor, { extendedAuthWindow })
    default:
      return Result.fail(new GenericUser({ message: permissionMessages.generic }))
  }
}

/**
 * The check before every sensitive write: only a signed-in visitor who is not waiting
 * to sign in again passes. A remembered, logged-in visitor with the extended window on
 * is sent to soft re-authentication; everyone else fails with the spec's message.
 *
 * @category rules
 */
export const softAuthenticationCheck = (
  givenVisitor: Visitor,
  settings: PermissionSettings,
): Result.Result<Authorization, SoftAuthenticationRequired> => {
  const visitor = visitorOf(givenVisitor)
  const extendedAuthWindow = fieldsOf(settings)["extendedAuthWindow"] === true
  if (visitor.isLoggedIn && !visitor.isRemembered) return Result.succeed("allowed")
  if (visitor.isLoggedIn && visitor.isRemembered && extendedAuthWindow) return Result.succeed("softReauthentication")
  return Result.fail(new SoftAuthenticationRequired({ message: permissionMessages.softAuthentication }))
}

/**
 * A 401 or 403 reloads the page (platform §6, §8 "Behaviour").
 *
 * @category predicates
 */
export const reloadsPage = (status: number): status is 401 | 403 => status === 401 || status === 403
