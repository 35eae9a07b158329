/**
 * How a cancel or a return submission whose answer was lost is settled by reading the
 * order again: outcomes, not guesses. Rules: orders §3 "Lost answers" (Outfitter's own).
 *
 * Where the spec is silent: reading the order again is one read, so the outcome comes
 * without a second wait.
 *
 * @since 0.6.0
 */
import * as Data from "effect/Data"
import { ReasonCode } from "../../errors/index.ts"
import { fieldsOf, listOf, recordsOf, textOf } from "../../kernel/Untrusted.ts"
import type { CancelBody, CancelResponse } from "./CancelRequestSchema.ts"
import { isCancelFailure } from "./CancelRequest.ts"
import type { OrderDetails } from "./OrderDetailsSchema.ts"
import type { ReturnSubmissionBody } from "./ReturnSubmissionSchema.ts"

/**
 * Whether a failed call lost its answer: no answer came back (AjaxFailed without a status,
 * the connection failed or was reset) or none came in time (Timeout), so the service may
 * have acted. An answer, even a failing or unreadable one, is not lost.
 *
 * @example
 * import { AjaxFailed, isAnswerLost, Timeout } from "@outfitter/domain"
 * isAnswerLost(new AjaxFailed({ message: "service unavailable" })) // => true
 * isAnswerLost(new Timeout({ timeoutMs: 15_000 })) // => true
 * isAnswerLost(new AjaxFailed({ message: "service unavailable", status: 500 })) // => false
 * @category predicates
 */
export const isAnswerLost = (error: unknown): boolean => {
  const { _tag, status } = fieldsOf(error)
  return _tag === "Timeout" || (_tag === "AjaxFailed" && status === undefined)
}

/**
 * What a cancel's attempts came to: the answer of the last attempt and whether an earlier
 * one lost its answer, or no answer at all and whether any attempt lost its answer (rather
 * than being answered with a failure).
 *
 * @category models
 */
export type CancelAttempts =
  | { readonly _tag: "Answered"; readonly response: CancelResponse; readonly earlierAnswerLost: boolean }
  | { readonly _tag: "NotAnswered"; readonly answerLost: boolean }

/**
 * What to make of a cancel's attempts: it succeeded, it failed, or the order must be read
 * again to know (see the module notes).
 *
 * @example
 * import { cancelVerdict } from "@outfitter/domain"
 * cancelVerdict({ _tag: "Answered", response: { status: "Failure" }, earlierAnswerLost: false }) // => "Failed"
 * cancelVerdict({ _tag: "Answered", response: { status: "Failure" }, earlierAnswerLost: true }) // => "ReadOrderAgain"
 * cancelVerdict({ _tag: "Answered", response: { status: "Success" }, earlierAnswerLost: true }) // => "Succeeded"
 * @category rules
 */
export const cancelVerdict = (attempts: CancelAttempts): "Succeeded" | "Failed" | "ReadOrderAgain" => {
  const given = fieldsOf(attempts)
  if (given["_tag"] === "Answered") {
    if (!isCancelFailure(given["response"] as CancelResponse)) return "Succeeded"
    return given["earlierAnswerLost"] === true ? "ReadOrderAgain" : "Failed"
  }
  return given["answerLost"] === true ? "ReadOrderAgain" : "Failed"
}

/**
 * Whether a status reads as cancelled ("Cancelled" or "Canceled", any case, spaces around).
 *
 * @example
 * import { isCancelledStatus } from "@outfitter/domain"
 * isCancelledStatus(" canceled ") // => true
 * isCancelledStatus("Return requested") // => false
 * @category predicates
 */
export const isCancelledStatus = (status: unknown): boolean => {
  const text = textOf(status).trim().toLowerCase()
  return text === "cancelled" || text === "canceled"
}

/**
 * Whether an order's details, read again, show what a cancel asked for done: the order (a
 * reservation, or a return order for a return's cancel) cancelled, or for an item cancel
 * every sku sent on a cancelled line.
 *
 * @example
 * import { decodeOrderDetails, showsCancelled } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const details = Result.getOrThrow(decodeOrderDetails({
 *   orderNumber: "10000016010", orderToken: "t", billToKey: "b", shipToKey: "s",
 *   shipToCountry: "US", currency: "USD", payments: [], status: "Cancelled",
 * }))
 * showsCancelled(details, { email: "a@b.co", changeReasonCode: "CR01" }) // => true
 * @category predicates
 */
export const showsCancelled = (details: OrderDetails, body: CancelBody): boolean => {
  const order = fieldsOf(details)
  if (isCancelledStatus(order["status"])) return true
  const skus = recordsOf(fieldsOf(body)["items"]).map((item) => textOf(item["shortSku"]).trim())
  if (skus.length === 0) return false
  const lines = recordsOf(order["items"])
  return skus.every((sku) => {
    const matching = lines.filter((line) => textOf(line["shortSku"]).trim() === sku)
    return matching.length > 0 && matching.every((line) => isCancelledStatus(line["status"]))
  })
}

/**
 * The submission's return among an order's returns, read again after its answer was lost:
 * the id of the return that is not cancelled and returns exactly the submitted items;
 * `undefined` when there is none; `"unknown"` when the details carry no `returns` links
 * (a service that does not link them), so nothing can be told.
 *
 * @example
 * import { decodeOrderDetails, submittedReturnIn } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const details = Result.getOrThrow(decodeOrderDetails({
 *   orderNumber: "10000016001", orderToken: "t", billToKey: "b", shipToKey: "s",
 *   shipToCountry: "US", currency: "USD", payments: [],
 *   returns: [{ returnOrderId: "30000016001", status: "Return requested", itemIds: ["1"] }],
 * }))
 * const body = { smartLabel: true, eGiftCard: false, fromOrderToken: "t", billToKey: "b", shipToKey: "s", currency: "USD",
 *   items: [{ itemId: "1", shortSku: "111", returnReasonCode: "R04", returnReasonDetailCode: null, returnReasonComments: "", exchange: false as const }] }
 * submittedReturnIn(details, body) // => { returnOrderId: "30000016001" }
 * @category rules
 */
export const submittedReturnIn = (
  details: OrderDetails,
  body: ReturnSubmissionBody,
): { readonly returnOrderId: string } | undefined | "unknown" => {
  const links = fieldsOf(details)["returns"]
  if (!Array.isArray(links)) return "unknown"
  const sent = new Set(recordsOf(fieldsOf(body)["items"]).map((item) => textOf(item["itemId"])))
  const found = recordsOf(links).find((link) => {
    const ids = listOf(link["itemIds"]).map(textOf)
    return !isCancelledStatus(link["status"]) && ids.length === sent.size && ids.every((id) => sent.has(id))
  })
  return found === undefined ? undefined : { returnOrderId: textOf(found["returnOrderId"]) }
}

/**
 * The header of an action's idempotency key: a cancel and a return submission carry it when
 * the clients are configured to (`idempotencyKeys`), the same key on each attempt of one
 * action, and a service that honours it (the fixtures, the sandbox) answers a repeated
 * request with the first one's answer instead of acting again. Neither the spec nor the
 * service names it: the IETF draft "The Idempotency-Key HTTP Header Field".
 *
 * @category constants
 */
export const idempotencyKeyHeader = "idempotency-key"

/** The message of {@link OutcomeUnknown}. @category constants */
export const outcomeUnknownMessage = "The service may have acted, but its answer was lost and the order could not be read again"

/**
 * A cancel or a return submission lost its answer and reading the order again did not tell
 * whether the service acted (the read failed, or the order carries no returns links). Not
 * a failure: the service may have acted, so offering the same action again is not safe
 * without a look at the order. Reason 2, as the spec has no code of its own for it.
 *
 * @example
 * import { OutcomeUnknown } from "@outfitter/domain"
 * new OutcomeUnknown({ action: "cancel", orderNumber: "10000016010" }).reason // => 2
 * @category errors
 */
export class OutcomeUnknown extends Data.TaggedError("OutcomeUnknown")<{
  readonly message: string
  /** What was asked: a cancel, or a return submission. */
  readonly action: "cancel" | "returnSubmission"
  /** The order read again (the order cancelled, or the order a return was made from). */
  readonly orderNumber: string
}> {
  readonly reason = ReasonCode.AjaxFailed

  constructor(props: { readonly action: "cancel" | "returnSubmission"; readonly orderNumber: string }) {
    super({ ...props, message: outcomeUnknownMessage })
  }
}

/**
 * Whether a failure is {@link OutcomeUnknown} (any value: a page's caught error).
 *
 * @example
 * import { isOutcomeUnknown, OutcomeUnknown } from "@outfitter/domain"
 * isOutcomeUnknown(new OutcomeUnknown({ action: "cancel", orderNumber: "10000016010" })) // => true
 * isOutcomeUnknown(new Error("no")) // => false
 * @category predicates
 */
export const isOutcomeUnknown = (error: unknown): error is OutcomeUnknown => fieldsOf(error)["_tag"] === "OutcomeUnknown"
