/**
 * Turning a failed service call into the CliError a command throws: a 401 or 403 is "not
 * authorised" (exit 3, naming the command and the member), never "service unavailable";
 * a call past the time-out is "<what failed>: the service did not answer in N s" (exit 1,
 * code "timeout"); an answer past the clients' size limit is "<what failed>: the service's
 * answer is larger than 10 MB" (exit 1, code "response-too-large"); a cancel or a return
 * submission whose answer was lost and whose order could not be read again is "<what>:
 * not confirmed, the service may have acted; look at order N before trying again" (exit 1,
 * code "outcome-unknown": never reported as a plain failure); anything else is one
 * line (exit 1): what failed, the service's message, and the HTTP status, or the API
 * root when no answer came at all (shown without any user name or password); a member
 * command's non-member is "Member N is not a loyalty member" (exit 1). The service's
 * words are made plain text when printed (plainText.ts).
 *
 * @since 0.1.0
 */
import { reloadsPage } from "@outfitter/domain/session/permissions"
import {
  type CliError,
  notAMemberError,
  notAuthorisedError,
  outcomeUnknownError,
  responseTooLargeError,
  serviceError,
  timeoutError,
} from "./CliError.ts"
import { withoutUserInfo } from "./options.ts"
import { plainText } from "./plainText.ts"

/** Any tagged error a client fails with. @category models */
export interface ServiceFailure {
  readonly _tag: string
  readonly message: string
  readonly status?: number | undefined
  /** The call, when the clients kept it (domain's CallContext: method, URL without credentials, redacted cause). */
  readonly method?: string | undefined
  readonly url?: string | undefined
  readonly cause?: unknown
}

/** A cause as the clients keep it: a name, a message, and what caused it in turn. */
const causeLines = (cause: unknown, depth = 0): Array<string> => {
  if (depth > 3 || typeof cause !== "object" || cause === null) return []
  const { name, message } = cause as { readonly name?: unknown; readonly message?: unknown }
  const text = [typeof name === "string" ? name : "", typeof message === "string" ? message : ""].filter((part) => part !== "").join(": ")
  const inner = (cause as { readonly cause?: unknown }).cause
  return [...(text === "" ? [] : [`${depth === 0 ? "cause" : "caused by"}: ${text}`]), ...causeLines(inner, depth + 1)]
}

/**
 * What `--verbose` prints under a failure line: the call (method and URL, which the
 * clients keep without user info or credentials) and its cause. Empty when the failure
 * kept neither.
 *
 * @example
 * import { failureDetails } from "@outfitter/cli"
 * failureDetails({ _tag: "AjaxFailed", message: "service unavailable", method: "GET", url: "https://www.example.com/api/storelocator/1" })
 * // => ["call: GET https://www.example.com/api/storelocator/1"]
 * @category formatting
 */
export const failureDetails = (error: ServiceFailure): Array<string> => [
  ...(error.url === undefined ? [] : [`call: ${error.method === undefined ? "" : `${error.method} `}${withoutUserInfo(error.url)}`]),
  ...causeLines(error.cause),
]

/** Who asked for what, for the messages. @category models */
export interface FailureContext {
  /** The command as typed, e.g. "loyalty points". */
  readonly command: string
  /** The start of a failure line, e.g. "Points lookup failed". */
  readonly what: string
  readonly apiRoot: string | undefined
  /** The member the command acted as, when it takes one. */
  readonly member?: string | undefined
}

/** The HTTP status of a failure, when an answer came (a NotFound is a 404). @category getters */
export const statusOf = (error: ServiceFailure): number | undefined =>
  error._tag === "NotFound" ? 404 : typeof error.status === "number" ? error.status : undefined

/**
 * The service refused the caller: the clients' Unauthorized, or any failure that carries
 * HTTP 401 or 403 (the calls not made for a signed-in user report those as AjaxFailed).
 *
 * @category predicates
 */
export const isRefusal = (error: ServiceFailure): boolean => {
  const status = statusOf(error)
  return error._tag === "Unauthorized" || (status !== undefined && reloadsPage(status))
}

/**
 * @example
 * import { notAuthorisedMessage } from "@outfitter/cli"
 * notAuthorisedMessage({ command: "loyalty points", member: "5098", what: "", apiRoot: undefined }, 401)
 * // => "Not authorised: the service refused member 5098 for loyalty points (HTTP 401)"
 * @category formatting
 */
export const notAuthorisedMessage = (context: FailureContext, status: number | undefined): string =>
  `Not authorised: the service refused ${context.member === undefined ? "" : `member ${context.member} for `}${context.command}${
    status === undefined ? "" : ` (HTTP ${status})`
  }`

/**
 * @example
 * import { serviceFailureMessage } from "@outfitter/cli"
 * import { AjaxFailed } from "@outfitter/domain/errors"
 * serviceFailureMessage("Store search failed", new AjaxFailed({ message: "service unavailable", status: 500 }), undefined)
 * // => "Store search failed: service unavailable (HTTP 500)"
 * @category formatting
 */
export const serviceFailureMessage = (what: string, error: ServiceFailure, apiRoot: string | undefined): string => {
  const status = statusOf(error)
  const detail = status !== undefined ? ` (HTTP ${status})` : apiRoot === undefined ? "" : ` (no answer from ${withoutUserInfo(apiRoot)})`
  // the service's message made plain here, so a line break in it cannot push the status off the line
  return `${what}: ${plainText(error.message)}${detail}`
}

/**
 * The line for a lost answer the order could not settle. `what` names the action as the
 * command does ("Cancel failed"); its " failed" is dropped, since nothing is known to have
 * failed.
 *
 * @example
 * import { outcomeUnknownLine } from "@outfitter/cli"
 * outcomeUnknownLine("Cancel failed", { _tag: "OutcomeUnknown", message: "", orderNumber: "10000016010" })
 * // => "Cancel not confirmed: the service may have acted, but its answer was lost; look at order 10000016010 before trying again"
 * @category formatting
 */
export const outcomeUnknownLine = (what: string, error: ServiceFailure & { readonly orderNumber?: unknown }): string => {
  const action = what.replace(/ failed( .*)?$/, "")
  const order = typeof error.orderNumber === "string" ? ` ${plainText(error.orderNumber)}` : ""
  return `${action} not confirmed: the service may have acted, but its answer was lost; look at order${order} before trying again`
}

/**
 * The CliError for a failure no command handles on its own: a non-member (member.ts's
 * NotAMember, exit 1, code "not-a-member"), not authorised (exit 3), no answer in time
 * (exit 1, code "timeout"), an answer too large (exit 1, code "response-too-large"), an
 * unknown outcome (exit 1, code "outcome-unknown") or the failure line (exit 1).
 *
 * @category errors
 */
export const failureFor = (error: ServiceFailure, context: FailureContext): CliError => {
  const failure = cliErrorFor(error, context)
  failure.details = failureDetails(error)
  return failure
}

const cliErrorFor = (error: ServiceFailure, context: FailureContext): CliError =>
  error._tag === "NotAMember" && context.member !== undefined
    ? notAMemberError(context.member)
    : isRefusal(error)
    ? notAuthorisedError(notAuthorisedMessage(context, statusOf(error)))
    : error._tag === "Timeout"
    ? timeoutError(`${context.what}: ${error.message}`)
    : error._tag === "ResponseTooLarge"
    ? responseTooLargeError(`${context.what}: ${plainText(error.message)}`)
    : error._tag === "OutcomeUnknown"
    ? outcomeUnknownError(outcomeUnknownLine(context.what, error))
    : serviceError(serviceFailureMessage(context.what, error, context.apiRoot))
