/**
 * The return reason modal. Rules: orders §3 "Reason codes", §5 "Return reason", "Exchange",
 * §9. The options are decoded by ReturnReasonSchema.ts.
 *
 * Where the spec is silent: the limit counts the trimmed comment in code points; a comment
 * is never required; a reason or detail not among the options is refused as none chosen;
 * with several problems the first of reason, detail, comment is reported; the fixed
 * exchange reason ({@link fixedExchangeReason}) is sent as `EXCHANGE`; a value of the wrong
 * type reads as absent.
 *
 * @since 0.2.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import { fieldsOf, recordsOf, stringOf, textOf } from "../../kernel/Untrusted.ts"
import type { SavedReturnReason } from "./ReturnsFlow.ts"
import type { ReturnReasonCodeOption, ReturnReasonDetail } from "./ReturnReasonSchema.ts"

/**
 * The comment's maximum length, in characters (§9).
 *
 * @category constants
 */
export const returnCommentMaxLength = 120

/**
 * What the modal holds: the chosen reason and detail ids, and the comment as typed.
 *
 * @category models
 */
export interface ReturnReasonInput {
  readonly reasonId: string | undefined
  readonly detailId: string | undefined
  readonly comment: string
}

/** @category models */
export type ReturnReasonProblem = "ReasonRequired" | "UnknownReason" | "DetailRequired" | "UnknownDetail" | "CommentTooLong"

/**
 * English for each problem (the spec gives no wording).
 *
 * @category constants
 */
export const returnReasonMessages: Readonly<Record<ReturnReasonProblem, string>> = {
  ReasonRequired: "Please select a reason.",
  UnknownReason: "Please select a reason.",
  DetailRequired: "Please tell us more about your reason.",
  UnknownDetail: "Please tell us more about your reason.",
  CommentTooLong: `Please keep your comment to ${returnCommentMaxLength} characters.`,
}

/**
 * Why a reason cannot be saved.
 *
 * @category errors
 */
export class ReturnReasonInvalid extends Data.TaggedError("ReturnReasonInvalid")<{
  readonly problem: ReturnReasonProblem
  readonly message: string
}> {}

/**
 * The comment as it is saved: trimmed.
 *
 * @category rules
 */
export const normaliseReturnComment = (comment: string): string => textOf(comment).trim()

/**
 * The comment's length as counted against the limit: code points of the trimmed comment.
 *
 * @category rules
 */
export const returnCommentLength = (comment: string): number => [...normaliseReturnComment(comment)].length

/**
 * The live count of characters left (`120 - length`); below 0 when the comment is too long.
 *
 * @example
 * import { returnCommentRemaining } from "@outfitter/domain"
 * returnCommentRemaining("  Too small  ") // => 111
 * @category rules
 */
export const returnCommentRemaining = (comment: string): number => returnCommentMaxLength - returnCommentLength(comment)

/**
 * The fixed exchange reason under the updated reason-codes flag (§5).
 *
 * @category constants
 */
export const fixedExchangeReason: SavedReturnReason = {
  returnReasonCode: "EXCHANGE",
  returnReasonDetailCode: "00",
  returnReasonComments: "Exchange Reason",
  reasonText: "Exchange Reason",
}

/**
 * What the modal shows for the current input.
 *
 * @category models
 */
export interface ReturnReasonForm {
  /** The chosen reason, when it is one of the options. */
  readonly reason: ReturnReasonCodeOption | undefined
  /** The detail radios (an `options` reason). */
  readonly details: ReadonlyArray<ReturnReasonDetail>
  /** Whether the comment box shows (a `textbox` reason). */
  readonly showsComment: boolean
  readonly remaining: number
  readonly canSave: boolean
  /** The first problem, when save is disabled. */
  readonly problem: ReturnReasonProblem | undefined
}

/** The input's fields, each a string or absent. */
const inputOf = (input: ReturnReasonInput) => {
  const { reasonId, detailId, comment } = fieldsOf(input)
  return { reasonId: textOf(reasonId), detailId: textOf(detailId), comment: textOf(comment) }
}

/** The option with this id, when the options are a list and it is an object among them. */
const findOption = (options: ReadonlyArray<ReturnReasonCodeOption>, id: string): ReturnReasonCodeOption | undefined =>
  id === "" ? undefined : recordsOf(options).find((option) => option["id"] === id) as ReturnReasonCodeOption | undefined

/** The option's details, when they are a list of objects. */
const detailsOf = (reason: ReturnReasonCodeOption | undefined): ReadonlyArray<ReturnReasonDetail> =>
  reason?.type === "options" ? (recordsOf(reason.details) as ReadonlyArray<ReturnReasonDetail>) : []

const resolve = (
  options: ReadonlyArray<ReturnReasonCodeOption>,
  given: ReturnReasonInput,
): Result.Result<SavedReturnReason, ReturnReasonProblem> => {
  const input = inputOf(given)
  if (input.reasonId === "") return Result.fail("ReasonRequired")
  const reason = findOption(options, input.reasonId)
  if (reason === undefined) return Result.fail("UnknownReason")
  let detail: ReturnReasonDetail | undefined
  if (reason.type === "options") {
    if (input.detailId === "") return Result.fail("DetailRequired")
    detail = detailsOf(reason).find((entry) => entry.id === input.detailId)
    if (detail === undefined) return Result.fail("UnknownDetail")
  }
  if (returnCommentLength(input.comment) > returnCommentMaxLength) return Result.fail("CommentTooLong")
  const comment = normaliseReturnComment(input.comment)
  return Result.succeed({
    returnReasonCode: reason.id,
    returnReasonDetailCode: stringOf(detail?.id) ?? null,
    returnReasonComments: comment === "" && detail !== undefined ? normaliseReturnComment(textOf(detail.text)) : comment,
    reasonText: textOf(reason.text),
  })
}

/**
 * The modal's state: which inputs show, the remaining count, and whether save is enabled.
 *
 * @example
 * import { returnReasonForm } from "@outfitter/domain"
 * const options = [{ id: "R9", name: "other", text: "Other", type: "textbox" as const }]
 * returnReasonForm(options, { reasonId: "R9", detailId: undefined, comment: "" }).showsComment // => true
 * @category rules
 */
export const returnReasonForm = (
  options: ReadonlyArray<ReturnReasonCodeOption>,
  input: ReturnReasonInput,
): ReturnReasonForm => {
  const reason = findOption(options, inputOf(input).reasonId)
  const resolved = resolve(options, input)
  return {
    reason,
    details: detailsOf(reason),
    showsComment: reason?.type === "textbox",
    remaining: returnCommentRemaining(inputOf(input).comment),
    canSave: Result.isSuccess(resolved),
    problem: Result.isFailure(resolved) ? resolved.failure : undefined,
  }
}

/**
 * Saves a reason: the return item's reason fields, or why it cannot be saved. Succeeds
 * exactly when {@link returnReasonForm} enables save.
 *
 * @example
 * import { saveReturnReason } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const options = [{
 *   id: "R1",
 *   name: "fit",
 *   text: "Doesn't fit",
 *   type: "options" as const,
 *   details: [{ id: "D1", text: "Too small", type: "radio" }],
 * }]
 * Result.getOrThrow(saveReturnReason(options, { reasonId: "R1", detailId: "D1", comment: " " }))
 * // => { returnReasonCode: "R1", returnReasonDetailCode: "D1", returnReasonComments: "Too small", reasonText: "Doesn't fit" }
 * @category rules
 */
export const saveReturnReason = (
  options: ReadonlyArray<ReturnReasonCodeOption>,
  input: ReturnReasonInput,
): Result.Result<SavedReturnReason, ReturnReasonInvalid> =>
  Result.mapError(resolve(options, input), (problem) => new ReturnReasonInvalid({ problem, message: returnReasonMessages[problem] }))
