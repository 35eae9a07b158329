/**
 * `outfitter loyalty add-order <orderNumber>`: adds a past order's points (POST
 * {apiRoot}/user/loyalty/points/{n}). A number that is not 11 to 24 characters prints the
 * not-found message with exit 2 and makes no call. Every answered status prints its §8
 * message: LoyaltyAdded exits 0, NotShippedOrder (points pending) and RESPONSE_PENDING
 * (timeout) exit 0 too (the order was accepted), every other status and any failure
 * prints its message with exit 1. --json prints {orderNumber, status, key, message}.
 *
 * @since 0.1.0
 */
import { Points } from "@outfitter/clients"
import { addOrderOutcome, type AddOrderMessageKey, parseOrderNumber } from "@outfitter/domain"
import * as Result from "effect/Result"
import { serviceError, usageError } from "../../CliError.ts"
import { globalOptions } from "../../options.ts"
import { writeJson, writeText } from "../../output.ts"
import { loyaltyFailureMessage, memberId, runAsMember } from "../../member.ts"

/** The keys that exit 0. @category constants */
export const acceptedKeys: ReadonlyArray<AddOrderMessageKey> = ["success", "pending", "timeout"]

/** Runs the command (called by bin.js). */
export const run = async ([requested]: [string], raw: Readonly<Record<string, unknown>>): Promise<void> => {
  const options = globalOptions(raw)
  const parsed = parseOrderNumber(requested)
  if (Result.isFailure(parsed)) throw usageError(parsed.failure.message)
  const member = memberId(raw)
  const outcome = await runAsMember(Points.use((points) => points.addOrder(parsed.success)), { apiRoot: options.apiRoot, member })
  if (Result.isFailure(outcome) && outcome.failure._tag !== "AjaxFailed") {
    throw serviceError(loyaltyFailureMessage("Adding the order's points failed", outcome.failure))
  }
  const status = Result.isSuccess(outcome) ? outcome.success : undefined
  const result = addOrderOutcome(status)
  if (options.json) writeJson({ orderNumber: parsed.success, status: status ?? null, key: result.key, message: result.message })
  else if (acceptedKeys.includes(result.key)) writeText(result.message)
  if (!acceptedKeys.includes(result.key)) throw serviceError(result.message)
}
