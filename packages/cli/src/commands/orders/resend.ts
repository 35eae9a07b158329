/**
 * `outfitter orders resend <orderNumber> [--in-store] [--channel <channel>]`: sends an
 * order's confirmation (online; GET .../confirmation) or e-receipt (in store; POST
 * .../ereceipt?channel=) again, through OrderService.resendById (loyalty §7).
 *
 * The order number is checked with the domain's order-number rule before any call (exit
 * 2). The orders are the member's: the CLI sends the `WC_USERACTIVITY_{id}` cookie (with
 * userType R) of `--member` or `OUTFITTER_MEMBER`; without one the command is a usage error
 * (exit 2), and a non-member is exit 1, as for every member command. The order is looked
 * up in the member's history: an in-store order sends its e-receipt, an online one its
 * confirmation. `--in-store` asks for the e-receipt: an order the history does not have
 * as an in-store order is then "not found" (exit 1) and nothing is sent. `--channel`
 * replaces the order's channel. A 401 or 403 is not authorised (exit 3); any other
 * failure exit 1 with the service's message.
 *
 * @since 0.1.0
 */
import { OrderService } from "@outfitter/clients"
import { resendSuccessMessages } from "@outfitter/domain"
import * as Result from "effect/Result"
import { notFoundError, usageError } from "../../CliError.ts"
import { statusOf } from "../../failures.ts"
import { plainText } from "../../plainText.js"
import { globalOptions, orderNumberArgument } from "../../options.ts"
import { writeJson, writeText } from "../../output.ts"
import { asMember, memberFailure, memberId, runAsMember } from "../../member.ts"

/** @category messages */
export const noInStoreOrderMessage = (orderNumber: string, member: string) =>
  `No in-store order ${orderNumber} for member ${member}: --in-store resends the e-receipt of an order made in a store (leave it out to resend an online order's confirmation)`

/** Runs the command (called by bin.js). */
export const run = async ([requested]: [string], raw: Readonly<Record<string, unknown>>): Promise<void> => {
  const options = globalOptions(raw)
  const orderNumber = orderNumberArgument(requested)
  const member = memberId(raw)
  const channel = typeof raw["channel"] === "string" && raw["channel"].trim() !== "" ? raw["channel"].trim() : undefined
  const inStore = raw["inStore"] === true
  const program = asMember(member, () =>
    OrderService.use((service) => service.resendById(orderNumber, { inStore, ...(channel === undefined ? {} : { channel }) })))
  const outcome = await runAsMember(program, { ...options, member })
  if (Result.isFailure(outcome)) {
    const error = outcome.failure
    if (error._tag === "InvalidParams") throw usageError(error.message)
    if (error._tag === "NotFound") {
      throw notFoundError(inStore ? noInStoreOrderMessage(orderNumber, member) : `Resend failed: ${plainText(error.message)} (HTTP ${statusOf(error)})`)
    }
    throw memberFailure(error, { command: "orders resend", what: "Resend failed", apiRoot: options.apiRoot, member })
  }
  const kind = outcome.success
  if (options.json) {
    writeJson({ orderNumber, kind, message: resendSuccessMessages[kind] })
    return
  }
  writeText(`${resendSuccessMessages[kind]} (order ${orderNumber})`)
}
