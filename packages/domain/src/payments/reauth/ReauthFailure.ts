/**
 * How a re-authorisation fails and what the customer reads. Rules: loyalty §8 "Payment
 * authorisation and the mobile wallet".
 *
 * Where the spec is silent: the texts are Outfitter's; none carries a card number, CVV,
 * encrypted number or token; a refused frame or PayPal address reads the general message;
 * a 401 on the submission says the session expired rather than reloading; the analytics
 * events carry no card or order data.
 *
 * @since 0.3.0
 */
import * as Data from "effect/Data"
import { type ErrorCause, ReasonCode } from "../../errors/index.ts"
import { countOf, memberOf, textOf } from "../../kernel/Untrusted.ts"

/** The reasons of the §8 mapping. @category constants */
export const reauthFailureKinds = ["declined", "error", "failure", "timeout", "fraud", "wcsError"] as const

/** @category models */
export type ReauthFailureKind = (typeof reauthFailureKinds)[number]

/** A reason of the mapping as given, or `failure` (unknown) for anything else. */
const kindOf = (value: unknown): ReauthFailureKind => reauthFailureKinds.find((kind) => kind === value) ?? "failure"

/** The status text of a wcsError that means the session expired (§8). @category constants */
export const sessionExpiredStatusText = "Unauthorized"

/**
 * The customer's messages (ours; §8 names them).
 *
 * @category constants
 */
export const reauthMessages = {
  cardDeclined: "Your card was declined. Check the card details or use another card.",
  unableToProcess: "We were unable to process your payment. Please try again.",
  fraud: "We could not accept this payment. Please contact customer service.",
  sessionExpired: "Your session has expired. Please sign in again to update your payment.",
  general: "Something went wrong. Please try again later.",
  formSummary: "Please correct the highlighted fields.",
  postalCode: "Check the postal code of the billing address.",
} as const

/**
 * The message of a failure reason (§8); the general message when there is none.
 *
 * @example
 * import { reauthFailureMessage, reauthMessages } from "@outfitter/domain"
 * reauthFailureMessage("declined") === reauthMessages.cardDeclined // => true
 * reauthFailureMessage("wcsError", "Unauthorized") === reauthMessages.sessionExpired // => true
 * reauthFailureMessage(undefined) === reauthMessages.general // => true
 * @category mapping
 */
export const reauthFailureMessage = (kind: ReauthFailureKind | undefined, statusText?: string): string => {
  switch (kind as unknown) {
    case "declined":
      return reauthMessages.cardDeclined
    case "error":
    case "failure":
    case "timeout":
      return reauthMessages.unableToProcess
    case "fraud":
      return reauthMessages.fraud
    case "wcsError":
      return statusText === sessionExpiredStatusText ? reauthMessages.sessionExpired : reauthMessages.unableToProcess
    default:
      return reauthMessages.general
  }
}

/**
 * A re-authorisation that did not go through: the §8 reason, its message, and what led
 * there (the service's status code, the HTTP status text of a wcsError). Never card data.
 *
 * @category errors
 */
export class ReauthFailed extends Data.TaggedError("ReauthFailed")<{
  readonly kind: ReauthFailureKind
  /** The customer's message ({@link reauthFailureMessage}). */
  readonly message: string
  /** The payment status the service answered, when one led here (DECLINED, FRAUD_REJECT, …). */
  readonly serviceStatus?: string | undefined
  /** The HTTP status text of a wcsError ('Unauthorized' means the session expired). */
  readonly statusText?: string | undefined
  /** The HTTP status, when a call's answer led here. */
  readonly status?: number | undefined
  /** What went wrong, in a support engineer's words ("the answer had no threeDSOrderId"). */
  readonly detail?: string | undefined
  /** Why the call that led here failed, as redacted plain data (errors/CallContext.ts), when one did. */
  readonly cause?: ErrorCause | undefined
}> {
  readonly reason = ReasonCode.AjaxFailed
}

/** A cause kept only when it is one (a name and a message as text). */
const causeOf = (cause: unknown): { readonly cause?: ErrorCause } =>
  typeof memberOf(cause, "name") === "string" && typeof memberOf(cause, "message") === "string" ? { cause: cause as ErrorCause } : {}

/**
 * A ReauthFailed with its message. Total: context fields of the wrong type are left out.
 *
 * @example
 * import { reauthFailed } from "@outfitter/domain"
 * reauthFailed("fraud", { serviceStatus: "FRAUD_REJECT" }).message
 * // => "We could not accept this payment. Please contact customer service."
 * @category constructors
 */
export const reauthFailed = (
  kind: ReauthFailureKind,
  context: {
    readonly serviceStatus?: string | undefined
    readonly statusText?: string | undefined
    readonly status?: number | undefined
    readonly detail?: string | undefined
    readonly cause?: ErrorCause | undefined
  } = {},
): ReauthFailed => {
  const optional = (key: string, value: string | number | undefined) => (value === undefined || value === "" ? {} : { [key]: value })
  const statusText = textOf(memberOf(context, "statusText"))
  const status = memberOf(context, "status")
  const checked = kindOf(kind)
  return new ReauthFailed({
    kind: checked,
    message: reauthFailureMessage(checked, statusText),
    ...optional("serviceStatus", textOf(memberOf(context, "serviceStatus"))),
    ...optional("statusText", statusText),
    ...optional("status", typeof status === "number" && Number.isFinite(status) ? status : undefined),
    ...optional("detail", textOf(memberOf(context, "detail"))),
    ...causeOf(memberOf(context, "cause")),
  })
}

/**
 * The HTTP status text of a status code, as a wcsError reads it.
 *
 * @example
 * import { httpStatusText } from "@outfitter/domain"
 * httpStatusText(401) // => "Unauthorized"
 * httpStatusText(503) // => "HTTP 503"
 * @category mapping
 */
export const httpStatusText = (status: number): string => {
  const code = countOf(status, 0)
  return code === 401 ? sessionExpiredStatusText : code === 403 ? "Forbidden" : code === 400 ? "Bad Request" : `HTTP ${code}`
}

/** A form field a refused submission flags. @category models */
export type ReauthRefusedField = "zipCode"

/**
 * The submission was refused for a field of the form (§8's submission keys): the message to
 * show (the generic summary for `_ERR_BAD_PARMS`, else the field's own) and the fields to
 * flag with theirs.
 *
 * @category errors
 */
export class ReauthFormRefused extends Data.TaggedError("ReauthFormRefused")<{
  readonly errorKey: string
  readonly message: string
  readonly fields: Readonly<Partial<Record<ReauthRefusedField, string>>>
}> {
  readonly reason = ReasonCode.InvalidParams
}

/**
 * The §8 submission keys and what each flags.
 *
 * @category constants
 */
export const reauthSubmissionKeys = {
  _ERR_BAD_PARMS: { summary: true, fields: ["zipCode"] },
  _ERR_STATE_ZIP_INVALID: { summary: false, fields: ["zipCode"] },
  _ERR_KR_ZIP_INVALID: { summary: false, fields: ["zipCode"] },
} as const satisfies Readonly<Record<string, { readonly summary: boolean; readonly fields: ReadonlyArray<ReauthRefusedField> }>>

/**
 * The refusal a submission error key stands for, or undefined when the key is not one of
 * §8's (the submission then failed as a wcsError).
 *
 * @example
 * import { reauthRefusalFor } from "@outfitter/domain"
 * reauthRefusalFor("_ERR_BAD_PARMS")?.message // => "Please correct the highlighted fields."
 * reauthRefusalFor("_ERR_KR_ZIP_INVALID")?.fields // => { zipCode: "Check the postal code of the billing address." }
 * reauthRefusalFor("SOMETHING_ELSE") // => undefined
 * @category mapping
 */
export const reauthRefusalFor = (errorKey: string | undefined): ReauthFormRefused | undefined => {
  if (typeof errorKey !== "string" || !Object.hasOwn(reauthSubmissionKeys, errorKey)) return undefined
  const rule = reauthSubmissionKeys[errorKey as keyof typeof reauthSubmissionKeys]
  return new ReauthFormRefused({
    errorKey,
    message: rule.summary ? reauthMessages.formSummary : reauthMessages.postalCode,
    fields: Object.fromEntries(rule.fields.map((field) => [field, reauthMessages.postalCode])),
  })
}

/**
 * A frame or PayPal address from an answer whose origin is not on the allow-list (or that
 * is no http(s) address at all): it is never loaded or followed. The customer reads the
 * general message; `origin` names where it pointed, for support, when it was a URL.
 *
 * @category errors
 */
export class ReauthTargetRefused extends Data.TaggedError("ReauthTargetRefused")<{
  readonly target: "frame" | "paypal"
  readonly message: string
  readonly origin?: string | undefined
}> {
  readonly reason = ReasonCode.AjaxFailed
}

/** @category analytics */
export interface ReauthFailureEvent {
  readonly type: "payment"
  readonly name: "reauth:fraud" | "reauth:fail"
  readonly kind: ReauthFailureKind
}

/**
 * The analytics event of a failed re-authorisation (§8 "Fraud and payment failures are
 * logged").
 *
 * @example
 * import { reauthFailureEvent } from "@outfitter/domain"
 * reauthFailureEvent("fraud") // => { type: "payment", name: "reauth:fraud", kind: "fraud" }
 * reauthFailureEvent("declined").name // => "reauth:fail"
 * @category analytics
 */
export const reauthFailureEvent = (kind: ReauthFailureKind): ReauthFailureEvent => {
  const checked = kindOf(kind)
  return { type: "payment", name: checked === "fraud" ? "reauth:fraud" : "reauth:fail", kind: checked }
}

/** What the page shows for a failure: the message and each flagged field's. @category models */
export interface ReauthProblem {
  readonly message: string
  readonly fields: Readonly<Record<string, string>>
  /** The session has expired or is not enough: the page offers sign-in, coming back here. */
  readonly needsSignIn?: boolean | undefined
}

/** The failures that a sign-in ends (a soft, guest or blocked remembered session). */
const signInFailures: ReadonlyArray<string> = ["SoftAuthenticationRequired", "GenericUser", "RememberedUserBlocked"]

/** The failures whose message is written for the customer (ours or the spec's, never the service's). */
const customerFacing: ReadonlyArray<string> = [
  "ReauthFailed",
  "ReauthFormRefused",
  "ReauthFormInvalid",
  "ReauthTargetRefused",
  "PxpConfigFailure",
  "PxpEncryptFailure",
  "SoftAuthenticationRequired",
  "GenericUser",
  "RememberedUserBlocked",
]

/**
 * What the page shows for any failure of a re-authorisation: the failure's own message and
 * flagged fields when it is one written for the customer, else the general message (§8 "no
 * reason gives the general message"); an expired or insufficient session also asks for
 * sign-in (`needsSignIn`). Total: anything in, a problem out.
 *
 * @example
 * import { reauthFailed, reauthProblemFor, reauthRefusalFor } from "@outfitter/domain"
 * reauthProblemFor(reauthFailed("declined")).message // => "Your card was declined. Check the card details or use another card."
 * reauthProblemFor(reauthRefusalFor("_ERR_KR_ZIP_INVALID")).fields // => { zipCode: "Check the postal code of the billing address." }
 * reauthProblemFor(new TypeError("Failed to fetch")).message // => "Something went wrong. Please try again later."
 * reauthProblemFor(reauthFailed("wcsError", { statusText: "Unauthorized" })).needsSignIn // => true
 * @category mapping
 */
export const reauthProblemFor = (error: unknown): ReauthProblem => {
  if (!customerFacing.includes(textOf(memberOf(error, "_tag")))) return { message: reauthMessages.general, fields: {} }
  const message = textOf(memberOf(error, "message"))
  const given = memberOf(error, "fields")
  const fields = typeof given === "object" && given !== null && !Array.isArray(given)
    ? Object.fromEntries(Object.entries(given).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
    : {}
  const tag = textOf(memberOf(error, "_tag"))
  const needsSignIn = signInFailures.includes(tag) || (tag === "ReauthFailed" && message === reauthMessages.sessionExpired)
  return { message: message === "" ? reauthMessages.general : message, fields, ...(needsSignIn ? { needsSignIn } : {}) }
}
