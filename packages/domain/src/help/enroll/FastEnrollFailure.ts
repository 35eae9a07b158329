/**
 * How a refused fast enroll create or sign-in reads. Rules: docs/rules/orders-returns-help.md#8-errors-and-messages
 * (orders §8).
 *
 * Where the spec is silent: the failure body's first error message is shown; a body without
 * one shows `fastEnrollMessages.failed`.
 *
 * @since 0.6.0
 */
import * as Data from "effect/Data"
import { fieldsOf, isRecord, textOf, trimmedOf } from "../../kernel/Untrusted.ts"
import { fastEnrollMessages } from "./FastEnrollMachine.ts"

/** The error code and key tracked as an invalid password (§8). @category constants */
export const invalidPasswordFailure = { errorCode: "EC_ERROR", errorKeySuffix: ".2030" } as const

/**
 * A create or sign-in the service refused (§8): the first error message to show in the
 * pane, with the code and key the service gave.
 *
 * @category errors
 */
export class FastEnrollFailed extends Data.TaggedError("FastEnrollFailed")<{
  readonly message: string
  readonly errorCode: string | undefined
  readonly errorKey: string | undefined
  /** The HTTP status, when an answer came. */
  readonly status: number | undefined
}> {}

/**
 * Whether a failure is the invalid password of §8: code EC_ERROR and a key ending `.2030`.
 *
 * @category rules
 */
export const isInvalidPasswordFailure = (failure: { readonly errorCode?: unknown; readonly errorKey?: unknown }): boolean => {
  const given = fieldsOf(failure)
  return textOf(given["errorCode"]).trim() === invalidPasswordFailure.errorCode &&
    textOf(given["errorKey"]).trim().endsWith(invalidPasswordFailure.errorKeySuffix)
}

/**
 * Reads a refused create or sign-in from the service's error body (`error[0]`): its
 * message, or `fastEnrollMessages.failed` when there is none.
 *
 * @example
 * import { fastEnrollFailure } from "@outfitter/domain"
 * fastEnrollFailure({ error: [{ errorCode: "EC_ERROR", errorKey: "_ERR_LOGON.2030", errorMessage: "Wrong password" }] }, 400).message
 * // => "Wrong password"
 * @category parsing
 */
export const fastEnrollFailure = (body: unknown, status: number | undefined): FastEnrollFailed => {
  const errors = fieldsOf(body)["error"]
  const first = fieldsOf(Array.isArray(errors) ? errors.find(isRecord) : undefined)
  const code = first["errorCode"]
  return new FastEnrollFailed({
    message: trimmedOf(first["errorMessage"]) ?? fastEnrollMessages.failed,
    errorCode: typeof code === "number" && Number.isFinite(code) ? String(code) : trimmedOf(code),
    errorKey: trimmedOf(first["errorKey"]),
    status: typeof status === "number" && Number.isFinite(status) ? status : undefined,
  })
}
