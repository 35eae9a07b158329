/**
 * Where the reason form shows an incomplete reason's problem: a missing or unknown reason
 * under the reason, a missing or unknown detail under the detail (a comment too long is
 * the comment's own count).
 *
 * @since 0.6.0
 */
import { returnReasonMessages, type ReturnReasonProblem } from "./ReturnReason.ts"

/** @category models */
export interface ReasonFieldErrors {
  readonly reason: string | undefined
  readonly detail: string | undefined
}

/**
 * @example
 * import { reasonFieldErrors } from "@outfitter/domain"
 * reasonFieldErrors("DetailRequired") // => { reason: undefined, detail: "Please tell us more about your reason." }
 * reasonFieldErrors(undefined) // => { reason: undefined, detail: undefined }
 * @category rules
 */
export const reasonFieldErrors = (problem: ReturnReasonProblem | undefined): ReasonFieldErrors => ({
  reason: problem === "ReasonRequired" || problem === "UnknownReason" ? returnReasonMessages[problem] : undefined,
  detail: problem === "DetailRequired" || problem === "UnknownDetail" ? returnReasonMessages[problem] : undefined,
})
