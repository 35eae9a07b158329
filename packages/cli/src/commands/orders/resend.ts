/**
 * `outfitter orders resend <orderNumber> [--in-store] [--channel <channel>]`: sends an
 * order's confirmation (online; GET .../confirmation) or e-receipt (in store; POST
 * .../ereceipt?channel=) again, through OrderService.resendById (loyalty §7).
 *
 * The orders are the signed-in user's: the CLI sends the `WC_USERACTIVITY_{id}` cookie
 * (with userType R) of `OUTFITTER_MEMBER` (or `--member`, when bin.js declares it); without
 * one the command is a usage error (exit 2). The order is looked up in the user's history
 * for its in-store data; `--channel` replaces the order's channel; `--in-store` for an
 * order not in the history is "not found" (exit 1). A bad order number is exit 2; a
 * service failure exit 1 with its message.
 *
 * @since 0.1.0
 */
import { OrderService } from "@outfitter/clients"
import { resendSuccessMessages } from "@outfitter/domain"
import * as Result from "effect/Result"
import { serviceError, usageError } from "../../CliError.ts"
import { globalOptions } from "../../options.ts"
import { writeJson, writeText } from "../../output.ts"
import { memberId, runAsMember } from "../../member.ts"

/** Runs the command (called by bin.js). */
export const run = async ([orderNumber]: [string], raw: Readonly<Record<string, unknown>>): Promise<void> => {
  const options = globalOptions(raw)
  const user = memberId(raw)
  const channel = typeof raw["channel"] === "string" ? raw["channel"] : undefined
  const inStore = raw["inStore"] === true
  const program = OrderService.use((service) =>
    service.resendById(orderNumber, { inStore, ...(channel === undefined ? {} : { channel }) })
  )
  const outcome = await runAsMember(program, { apiRoot: options.apiRoot, member: user })
  if (Result.isFailure(outcome)) {
    const error = outcome.failure
    if (error._tag === "InvalidParams") throw usageError(error.message)
    const status = "status" in error && typeof error.status === "number" ? ` (HTTP ${error.status})` : ""
    throw serviceError(`Resend failed: ${error.message}${status}`)
  }
  const kind = outcome.success
  if (options.json) {
    writeJson({ orderNumber: orderNumber.trim(), kind, message: resendSuccessMessages[kind] })
    return
  }
  writeText(`${resendSuccessMessages[kind]} (order ${orderNumber.trim()})`)
}
