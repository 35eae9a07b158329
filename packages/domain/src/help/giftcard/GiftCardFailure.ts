/**
 * What the balance form says after a lookup failed: one form-level message that names what
 * happened, and the fields to mark. Rules: orders §5 "Gift card" (any failure shows the
 * form-level message), §8 (a refused card marks the number and a filled PIN; the server's
 * message is shown; GC_TIME_OUT's text).
 *
 * Where the spec is silent: the form-level message is the failure's own message, shown
 * once: the service's message for a refused card, GC_TIME_OUT's exact text for a time-out,
 * and for a call that failed (an HTTP error, no answer, an answer that does not read) a
 * message that says the service failed. A check the service refused as a request (HTTP
 * 400: its captcha could not be verified) asks for the captcha again. A marked field says
 * what to check in a few words; it never repeats the form-level message.
 *
 * @since 0.9.0
 */
import { memberOf, textOf, trimmedOf } from "../../kernel/Untrusted.ts"
import { giftCardInvalidKeys, giftCardTimeOutKey, giftCardTimeOutMessage } from "./GiftCardBalance.ts"

/** The form-level messages of a failed lookup besides the service's own. @category constants */
export const giftCardFailureMessages = {
  /** The check or status call failed: an HTTP error, no answer, an answer that does not read. */
  serviceFailed: "The gift card service did not answer, so the balance could not be checked. Please try again in a few minutes.",
  /** The service refused the request itself (its captcha could not be verified). */
  checkRefused: "The gift card service could not verify this check. Please confirm that you are not a robot and try again.",
} as const

/** What a marked field says after a refused card. @category constants */
export const giftCardRefusedFieldMessages = {
  cardNumber: "Check the card number.",
  pin: "Check the PIN.",
} as const

/** The form after a failed lookup. @category models */
export interface GiftCardFailureView {
  /** The one form-level message. */
  readonly form: string
  /** The fields to mark, each with its short message; none unless the card was refused. */
  readonly fields: Partial<Record<"cardNumber" | "pin", string>>
  /** Whether the failure is the service's (a call failed or timed out), not the card's. */
  readonly isServiceFailure: boolean
}

const markedFieldsOf = (failure: unknown): ReadonlyArray<"cardNumber" | "pin"> => {
  const given = memberOf(failure, "invalidFields")
  const list: ReadonlyArray<unknown> = Array.isArray(given) ? given : []
  return (["cardNumber", "pin"] as const).filter((field) => list.includes(field))
}

/**
 * How the form reads after a failed lookup: a refused card shows the service's message and
 * marks the fields it names; GC_TIME_OUT shows its exact text; any other failure says the
 * service failed. Total: anything that is not a known failure is a service failure.
 *
 * @example
 * import { giftCardFailureView, giftCardFailureMessages } from "@outfitter/domain"
 * giftCardFailureView({ _tag: "AjaxFailed", status: 500, message: "service unavailable" }).form === giftCardFailureMessages.serviceFailed // => true
 * giftCardFailureView({ _tag: "GiftCardTimedOut", errorKey: "GC_TIME_OUT" }).form // => "Service unavailable. Please try after sometime."
 * giftCardFailureView({ _tag: "GiftCardRefused", errorKey: "ERR_GIFT_CARD_INVALID", message: "Not valid.", invalidFields: ["cardNumber"] })
 * // => { form: "Not valid.", fields: { cardNumber: "Check the card number." }, isServiceFailure: false }
 * @category mapping
 */
export const giftCardFailureView = (failure: unknown): GiftCardFailureView => {
  const tag = textOf(memberOf(failure, "_tag"))
  const errorKey = textOf(memberOf(failure, "errorKey")).trim()
  if (tag === "GiftCardTimedOut" || errorKey === giftCardTimeOutKey) {
    return { form: giftCardTimeOutMessage, fields: {}, isServiceFailure: true }
  }
  if (tag === "GiftCardRefused") {
    const marked = giftCardInvalidKeys.includes(errorKey) ? markedFieldsOf(failure) : []
    return {
      form: trimmedOf(memberOf(failure, "message")) ?? giftCardFailureMessages.serviceFailed,
      fields: Object.fromEntries(marked.map((field) => [field, giftCardRefusedFieldMessages[field]])),
      isServiceFailure: false,
    }
  }
  if (tag === "InvalidParams") return { form: giftCardFailureMessages.checkRefused, fields: {}, isServiceFailure: false }
  return { form: giftCardFailureMessages.serviceFailed, fields: {}, isServiceFailure: true }
}
