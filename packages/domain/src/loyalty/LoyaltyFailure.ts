/**
 * Loyalty failures, their forced retries, and the repudiation check. Rules: platform §8
 * "Reason codes", "Behaviour", §9.
 *
 * Where the spec is silent (it names reason codes, not error keys): the keys are the
 * reason names in upper-snake case (`TOKEN_EXPIRED` 21, `TOKEN_INVALID` 22,
 * `INVALID_PARAMS` 3, `GENERIC_USER` 4), matched exactly; a given retry count (0 included)
 * is used as it is; retries are immediate and skip the cache; when they run out the last
 * failure is returned as it is.
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import * as Schedule from "effect/Schedule"
import {
  AjaxFailed,
  type CallContext,
  InvalidParams,
  isAjaxFailed,
  ReasonCode,
  serviceUnavailableMessage,
} from "../errors/index.ts"
import type { ErrorCause } from "../errors/index.ts"
import { GenericUser } from "../session/index.ts"
import { fieldsOf, isRecord, stringOf } from "../kernel/Untrusted.ts"
import type { LoyaltyErrorEntry } from "./LoyaltyResponseSchema.ts"

/**
 * The loyalty token has expired (reason 21); retried with force.
 *
 * @category errors
 */
export class TokenExpired extends Data.TaggedError("TokenExpired")<{
  readonly message: string
  readonly errorKey: string
  readonly status?: number | undefined
}> {
  readonly reason = ReasonCode.TokenExpired
}

/**
 * The loyalty token is invalid (reason 22); retried with force.
 *
 * @category errors
 */
export class TokenInvalid extends Data.TaggedError("TokenInvalid")<{
  readonly message: string
  readonly errorKey: string
  readonly status?: number | undefined
}> {
  readonly reason = ReasonCode.TokenInvalid
}

/**
 * The error keys this library maps, and their reason codes (see the table above).
 *
 * @category constants
 */
export const loyaltyErrorKeyReasons = {
  TOKEN_EXPIRED: ReasonCode.TokenExpired,
  TOKEN_INVALID: ReasonCode.TokenInvalid,
  INVALID_PARAMS: ReasonCode.InvalidParams,
  GENERIC_USER: ReasonCode.GenericUser,
} as const satisfies Record<string, ReasonCode>

/**
 * The errorKey of a cross-border user: the repudiation check (platform §8).
 *
 * @category constants
 */
export const crossBorderUserErrorKey = "CROSSBORDER_USER"

/**
 * The reason code for a failure's first errorKey, else 2 (platform §8).
 *
 * @example
 * import { loyaltyReasonFor } from "@outfitter/domain"
 * loyaltyReasonFor("TOKEN_EXPIRED") // => 21
 * loyaltyReasonFor("CROSSBORDER_USER") // => 2
 * @category rules
 */
export const loyaltyReasonFor = (errorKey: string | undefined): ReasonCode =>
  typeof errorKey === "string" && Object.hasOwn(loyaltyErrorKeyReasons, errorKey)
    ? loyaltyErrorKeyReasons[errorKey as keyof typeof loyaltyErrorKeyReasons]
    : ReasonCode.AjaxFailed

/** A cause as CallContext.ts makes it: at least a name and a message. */
const isErrorCause = (value: unknown): value is ErrorCause =>
  isRecord(value) && typeof value["name"] === "string" && typeof value["message"] === "string"

/** Any failure a loyalty response can be turned into. @category models */
export type LoyaltyResponseError = TokenExpired | TokenInvalid | InvalidParams | GenericUser | AjaxFailed

/**
 * The tagged error for a failed loyalty response: the first error entry decides, the
 * entry's message is kept ('service unavailable' when it has none). An entry that is not an
 * object is no entry; a key or message that is not a string, a code that is neither text
 * nor a number, a status that is not a number and context fields of the wrong type
 * are left out.
 *
 * @category constructors
 */
export const loyaltyFailure = (
  first: LoyaltyErrorEntry | undefined,
  given?: number,
  /** The call's method and URL, kept on an AjaxFailed (errors/CallContext.ts). */
  context: CallContext = {},
): LoyaltyResponseError => {
  const entry = fieldsOf(first)
  const errorKey = stringOf(entry["errorKey"])
  const message = stringOf(entry["errorMessage"]) ?? serviceUnavailableMessage
  const code = entry["errorCode"]
  const errorCode = typeof code === "string" || typeof code === "number" ? String(code) : undefined
  const status = typeof given === "number" ? given : undefined
  const { method, url, cause } = fieldsOf(context)
  switch (loyaltyReasonFor(errorKey)) {
    case ReasonCode.TokenExpired:
      return new TokenExpired({ message, errorKey: errorKey ?? "", status })
    case ReasonCode.TokenInvalid:
      return new TokenInvalid({ message, errorKey: errorKey ?? "", status })
    case ReasonCode.InvalidParams:
      return new InvalidParams({ message })
    case ReasonCode.GenericUser:
      return new GenericUser({ message })
    default:
      return new AjaxFailed({
        message,
        status,
        ...(typeof method === "string" ? { method } : {}),
        ...(typeof url === "string" ? { url } : {}),
        ...(isErrorCause(cause) ? { cause } : {}),
        ...(errorKey === undefined ? {} : { errorKey }),
        ...(errorCode === undefined ? {} : { errorCode }),
      })
  }
}

/**
 * Loyalty retry count (platform §9).
 *
 * @category constants
 */
export const loyaltyRetryCount = 3

/**
 * How many forced retries a failure with this reason gets: none at 20 or below; the given
 * count above 20, or 3 when none was given (or it is not a finite number). A reason that is
 * not a number above 20 gets none.
 *
 * @example
 * import { loyaltyRetriesFor } from "@outfitter/domain"
 * loyaltyRetriesFor(21, undefined) // => 3
 * loyaltyRetriesFor(21, 1) // => 1
 * loyaltyRetriesFor(20, undefined) // => 0
 * @category rules
 */
export const loyaltyRetriesFor = (reason: number, givenRetries: number | undefined): number => {
  if (typeof reason !== "number" || !(reason > 20)) return 0
  if (typeof givenRetries !== "number" || !Number.isFinite(givenRetries)) return loyaltyRetryCount
  return Math.max(0, Math.floor(givenRetries))
}

/**
 * The retry schedule of a loyalty call: retries a failure while its reason is above 20,
 * as many times as {@link loyaltyRetriesFor} allows, without delay. Use it with
 * `Effect.retry` around the forced call.
 *
 * @example
 * import { loyaltyRetrySchedule } from "@outfitter/domain"
 * const schedule = loyaltyRetrySchedule(undefined) // up to 3 retries of token failures
 * @category schedules
 */
export const loyaltyRetrySchedule = (
  givenRetries: number | undefined,
): Schedule.Schedule<number, { readonly reason: number }> => {
  const retries: Schedule.Schedule<number, { readonly reason: number }> = Schedule.recurs(
    loyaltyRetriesFor(ReasonCode.TokenExpired, givenRetries),
  )
  return Schedule.while(retries, (meta) => meta.input.reason > 20)
}

/**
 * The repudiation check: the info call's first errorKey is CROSSBORDER_USER (platform
 * §8), which {@link loyaltyFailure} makes an AjaxFailed. Any other failure, and any
 * success, is no repudiation.
 *
 * @category rules
 */
export const isRepudiationFailure = (error: unknown): error is AjaxFailed =>
  isAjaxFailed(error) && error.errorKey === crossBorderUserErrorKey
