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
import { Points } from "@outfitter/clients/loyalty"
import { addOrderOutcome, type AddOrderMessageKey, addOrderStatusKeys } from "@outfitter/domain/loyalty"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { CliError, ErrorCode, ExitCode } from "../../CliError.ts"
import { isRefusal } from "../../failures.ts"
import { memberId } from "../../member.ts"
import { orderNumberArgument } from "../../options.ts"
import { serviceCommand } from "../../run.ts"
import { loyaltyAddOrder } from "./add-order.flags.ts"

/** The keys that exit 0. @category constants */
export const acceptedKeys: ReadonlyArray<AddOrderMessageKey> = ["success", "pending", "timeout"]

/** The key of an order the service does not know (TransactionNotFound). */
const notFoundKey = addOrderStatusKeys["TransactionNotFound"]

/** The error code of a key that does not exit 0. */
const codeOf = (key: AddOrderMessageKey) =>
  key === notFoundKey ? ErrorCode.NotFound : key === "error" ? ErrorCode.ServiceFailed : ErrorCode.Rejected

/**
 * The outcome of an answered status (undefined: an HTTP failure, shown as an unknown
 * status is, loyalty §8): its key and message, or the CliError of one that does not exit 0.
 */
const outcomeOf = (status: string | undefined) => {
  const result = addOrderOutcome(status)
  return acceptedKeys.includes(result.key)
    ? Result.succeed({ status, ...result })
    : Result.fail(new CliError(result.message, ExitCode.Failed, codeOf(result.key)))
}

/** The command (run by program.ts). */
export const command = serviceCommand(loyaltyAddOrder, {
  what: "Adding the order's points failed",
  parse: (flags, [requested], { env, global }) => ({ orderNumber: orderNumberArgument(requested), member: memberId(flags, env, global) }),
  member: (input) => input.member,
  clients: Points.layer,
  program: ({ orderNumber }) =>
    Points.use((points) => points.addOrder(orderNumber)).pipe(Effect.flatMap((status) => Effect.fromResult(outcomeOf(status)))),
  // an HTTP failure that is not a refusal, the membership check's too, shows the error message
  failure: (error) => {
    if (error._tag !== "AjaxFailed" || isRefusal(error)) return undefined
    const outcome = outcomeOf(undefined)
    return Result.isFailure(outcome) ? outcome.failure : undefined
  },
  json: (outcome, { orderNumber }) => ({ orderNumber, status: outcome.status ?? null, key: outcome.key, message: outcome.message }),
  text: (outcome) => outcome.message,
})
