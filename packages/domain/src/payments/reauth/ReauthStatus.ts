/**
 * What each answer of a re-authorisation means. Rules: loyalty §4 "Payment choice,
 * re-authorisation status, 3-D Secure", §5 "Card form" (the decline test).
 *
 * Where the spec is silent: statuses are compared without regard to case or surrounding
 * spaces; a 3-D Secure answer without a `threeDSOrderId`, or a SUCCESS without a
 * `payInstructionId`, is a wcsError; a REDIRECT without a `redirectUrl` is an error; a
 * PayPal answer without an address reads as a card answer without 3-D Secure.
 *
 * @since 0.3.0
 */
import { codeOf, memberOf, textMemberOf, textOf } from "../../kernel/Untrusted.ts"
import type { ReauthFailureKind } from "./ReauthFailure.ts"
import type { ReauthAnswer } from "./ReauthSchema.ts"

/** The codes of §4, as the service sends them. @category constants */
export const reauthStatuses = {
  authorized: "AUTHORIZED",
  declined: "DECLINED",
  processing: "PROCESSING",
  deferred: "DEFERRED",
  pending: "PENDING",
  redirect: "REDIRECT",
  fraudReject: "FRAUD_REJECT",
  success: "SUCCESS",
} as const

/**
 * The order's status text once its payment is re-authorised (§4 "the order status text
 * becomes Processing").
 *
 * @category constants
 */
export const reauthorisedOrderStatus = "Processing"

/** A step of a poll: settled (success or failure) or ask again. @category models */
export type PollStep =
  | { readonly _tag: "Authorized" }
  | { readonly _tag: "Pending" }
  | { readonly _tag: "Failed"; readonly kind: ReauthFailureKind; readonly serviceStatus: string }

/** A 3-D Secure step also opens the frame. @category models */
export type ThreeDSStep = PollStep | { readonly _tag: "Challenge" }

const authorized = { _tag: "Authorized" } as const
const pending = { _tag: "Pending" } as const
const failed = (kind: ReauthFailureKind, serviceStatus: unknown) => ({ _tag: "Failed", kind, serviceStatus: textOf(serviceStatus) }) as const

/**
 * The payment status call's `reAuthStatus` (the first table).
 *
 * @example
 * import { paymentStatusStep } from "@outfitter/domain"
 * paymentStatusStep("PROCESSING") // => { _tag: "Pending" }
 * paymentStatusStep("DEFERRED") // => { _tag: "Failed", kind: "timeout", serviceStatus: "DEFERRED" }
 * @category mapping
 */
export const paymentStatusStep = (reAuthStatus: string | undefined): PollStep => {
  switch (codeOf(reAuthStatus)) {
    case reauthStatuses.authorized:
      return authorized
    case reauthStatuses.declined:
      return failed("declined", reAuthStatus)
    case reauthStatuses.processing:
      return pending
    case reauthStatuses.deferred:
      return failed("timeout", reAuthStatus)
    default:
      return failed("failure", reAuthStatus)
  }
}

/**
 * What a payment status means, in a support engineer's words (the customer's message is
 * §8's, `reauthFailureMessage`).
 *
 * @category constants
 */
export const paymentStatusMeanings = {
  authorized: "authorised: the payment went through and the order is processing",
  pending: "still processing: the page asks again, up to 5 times, 5 s apart",
  declined: "declined: the customer was told the card was declined",
  timeout: "deferred: the payment timed out, and the customer was told it could not be processed",
  failure: "not a status the page knows: the customer was told the payment could not be processed",
} as const

/**
 * The meaning of a payment status's step.
 *
 * @example
 * import { paymentStatusMeaning, paymentStatusStep } from "@outfitter/domain"
 * paymentStatusMeaning(paymentStatusStep("DEFERRED"))
 * // => "deferred: the payment timed out, and the customer was told it could not be processed"
 * @category mapping
 */
export const paymentStatusMeaning = (step: PollStep): string => {
  switch (memberOf(step, "_tag")) {
    case "Authorized":
      return paymentStatusMeanings.authorized
    case "Pending":
      return paymentStatusMeanings.pending
    default: {
      const kind = memberOf(step, "kind")
      return kind === "declined" || kind === "timeout" ? paymentStatusMeanings[kind] : paymentStatusMeanings.failure
    }
  }
}

/**
 * A 3-D Secure status (the second table).
 *
 * @example
 * import { threeDSStatusStep } from "@outfitter/domain"
 * threeDSStatusStep("REDIRECT") // => { _tag: "Challenge" }
 * threeDSStatusStep("FRAUD_REJECT") // => { _tag: "Failed", kind: "fraud", serviceStatus: "FRAUD_REJECT" }
 * @category mapping
 */
export const threeDSStatusStep = (status: string | undefined): ThreeDSStep => {
  switch (codeOf(status)) {
    case reauthStatuses.authorized:
      return authorized
    case reauthStatuses.pending:
      return pending
    case reauthStatuses.redirect:
      return { _tag: "Challenge" }
    case reauthStatuses.fraudReject:
      return failed("fraud", status)
    default:
      return failed("error", status)
  }
}

/**
 * The decline test (§5): neither SUCCESS nor AUTHORIZED.
 *
 * @example
 * import { isDeclinedStatus } from "@outfitter/domain"
 * isDeclinedStatus("SUCCESS") // => false
 * isDeclinedStatus("PENDING") // => true
 * @category predicates
 */
export const isDeclinedStatus = (status: string | undefined): boolean => {
  const value = codeOf(status)
  return value !== reauthStatuses.success && value !== reauthStatuses.authorized
}

/**
 * The credit-card status asked when the 3-D Secure frame closes: success unless declined.
 *
 * @category mapping
 */
export const creditCardStatusStep = (status: string | undefined): PollStep =>
  isDeclinedStatus(status) ? failed("declined", status) : authorized

/**
 * The step after the last attempt of a poll: what was still pending is a timeout for the
 * payment status, an error for the 3-D Secure status (§4 "then error").
 *
 * @category mapping
 */
export const pollExhausted = (poll: "payment" | "threeDS"): ReauthFailureKind => (poll === "threeDS" ? "error" : "timeout")

/** What follows a submission's answer. @category models */
export type SubmissionStep =
  | { readonly _tag: "Authorized" }
  | { readonly _tag: "PollPayment"; readonly payInstructionId: string }
  | { readonly _tag: "PollThreeDS"; readonly threeDSOrderId: string; readonly frameUrl: string | undefined }
  | { readonly _tag: "Challenge"; readonly threeDSOrderId: string; readonly frameUrl: string }
  | { readonly _tag: "PaypalRedirect"; readonly url: string }
  | {
    readonly _tag: "Failed"
    readonly kind: ReauthFailureKind
    readonly serviceStatus: string
    /** Why, for support, when the answer lacked what it needed. */
    readonly detail?: string
  }

const filled = (record: unknown, key: string): string | undefined => {
  const value = textMemberOf(record, key).trim()
  return value === "" ? undefined : value
}

/**
 * The step a submission's answer leads to (see the module's notes). Total: an answer that
 * is not an object, or lacks its status, is an unknown status (declined by the decline test).
 *
 * @example
 * import { submissionStep } from "@outfitter/domain"
 * submissionStep({ status: "SUCCESS", payInstructionId: "PI-1" }, "card") // => { _tag: "PollPayment", payInstructionId: "PI-1" }
 * submissionStep({ status: "DECLINED" }, "card") // => { _tag: "Failed", kind: "declined", serviceStatus: "DECLINED" }
 * submissionStep({ status: "PENDING", isThreeDSEnabledV2: true }, "card")._tag // => "Failed"
 * @category mapping
 */
export const submissionStep = (answer: ReauthAnswer, method: "card" | "paypal"): SubmissionStep => {
  const status = textOf(memberOf(answer, "status"))
  if (method === "paypal") {
    const url = filled(answer, "paymentURL") ?? filled(answer, "redirectUrl")
    if (url !== undefined) return { _tag: "PaypalRedirect", url }
  }
  if (memberOf(answer, "isThreeDSEnabledV2") === true) {
    const threeDSOrderId = filled(answer, "threeDSOrderId")
    if (threeDSOrderId === undefined) {
      return { ...failed("wcsError", status), detail: "the 3-D Secure answer had no threeDSOrderId" }
    }
    const frameUrl = filled(answer, "redirectUrl")
    const step = threeDSStatusStep(status)
    switch (step._tag) {
      case "Authorized":
      case "Failed":
        return step
      case "Pending":
        return { _tag: "PollThreeDS", threeDSOrderId, frameUrl }
      case "Challenge":
        return frameUrl === undefined
          ? { ...failed("error", status), detail: "the 3-D Secure answer had no redirectUrl" }
          : { _tag: "Challenge", threeDSOrderId, frameUrl }
    }
  }
  if (isDeclinedStatus(status)) return failed("declined", status)
  if (codeOf(status) === reauthStatuses.authorized) return authorized
  const payInstructionId = filled(answer, "payInstructionId")
  return payInstructionId === undefined
    ? { ...failed("wcsError", status), detail: "the answer had no payInstructionId" }
    : { _tag: "PollPayment", payInstructionId }
}
