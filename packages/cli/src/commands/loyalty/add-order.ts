/**
 * `outfitter loyalty add-order <orderNumber>`: adds a past order's points (POST
 * {apiRoot}/user/loyalty/points/{n}). The order number is checked with the domain's
 * order-number rule first (11 to 24 digits; exit 2 and no call otherwise), then the
 * member (a non-member is exit 1, as for every member command). Every answered status
 * prints its §8 message: LoyaltyAdded exits 0, NotShippedOrder (points pending) and
 * RESPONSE_PENDING (timeout) exit 0 too (the order was accepted); every other status, an
 * unknown one and an HTTP failure print their message on stderr with exit 1 (a 401 or 403
 * is not authorised, exit 3). --json prints {orderNumber, status, key, message} on success.
 *
 * @since 0.1.0
 */
import { Points } from "@outfitter/clients"
import { addOrderOutcome, type AddOrderMessageKey } from "@outfitter/domain"
import * as Result from "effect/Result"
import { CliError, ErrorCode, ExitCode } from "../../CliError.ts"
import { isRefusal } from "../../failures.ts"
import { globalOptions, orderNumberArgument } from "../../options.ts"
import { writeJson, writeText } from "../../output.ts"
import { asMember, memberFailure, memberId, runAsMember } from "../../member.ts"

/** The keys that exit 0. @category constants */
export const acceptedKeys: ReadonlyArray<AddOrderMessageKey> = ["success", "pending", "timeout"]

/** The error code of a key that does not exit 0. */
const codeOf = (key: AddOrderMessageKey) =>
  key === "trans-not-found" ? ErrorCode.NotFound : key === "error" ? ErrorCode.ServiceFailed : ErrorCode.Rejected

/** Runs the command (called by bin.js). */
export const run = async ([requested]: [string], raw: Readonly<Record<string, unknown>>): Promise<void> => {
  const options = globalOptions(raw)
  const orderNumber = orderNumberArgument(requested)
  const member = memberId(raw)
  const outcome = await runAsMember(asMember(member, () => Points.use((points) => points.addOrder(orderNumber))), { ...options, member })
  if (Result.isFailure(outcome) && (outcome.failure._tag !== "AjaxFailed" || isRefusal(outcome.failure))) {
    throw memberFailure(outcome.failure, {
      command: "loyalty add-order",
      what: "Adding the order's points failed",
      apiRoot: options.apiRoot,
      member,
    })
  }
  // loyalty §8: an HTTP failure shows the error message, like an unknown status
  const status = Result.isSuccess(outcome) ? outcome.success : undefined
  const result = addOrderOutcome(status)
  if (!acceptedKeys.includes(result.key)) throw new CliError(result.message, ExitCode.Failed, codeOf(result.key))
  if (options.json) writeJson({ orderNumber, status: status ?? null, key: result.key, message: result.message })
  else writeText(result.message)
}
