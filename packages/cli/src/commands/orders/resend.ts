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
import { ordersClientsLayer, OrderService } from "@outfitter/clients/orders"
import { resendSuccessMessages } from "@outfitter/domain/orders"
import { notFoundError, usageError } from "../../CliError.ts"
import { statusOf } from "../../failures.ts"
import { memberId } from "../../member.ts"
import { orderNumberArgument } from "../../options.ts"
import { plainText } from "../../plainText.ts"
import { serviceCommand } from "../../run.ts"
import { ordersResend } from "./resend.flags.ts"

/** @category messages */
export const noInStoreOrderMessage = (orderNumber: string, member: string) =>
  `No in-store order ${orderNumber} for member ${member}: --in-store resends the e-receipt of an order made in a store (leave it out to resend an online order's confirmation)`

/** The command's input. @category models */
export interface ResendInput {
  readonly orderNumber: string
  readonly member: string
  readonly inStore: boolean
  readonly channel: string | undefined
}

/** The command (run by program.ts). */
export const command = serviceCommand(ordersResend, {
  what: "Resend failed",
  parse: (flags, [requested], { env, global }): ResendInput => {
    const orderNumber = orderNumberArgument(requested)
    const member = memberId(flags, env, global)
    const channel = flags.channel !== undefined && flags.channel.trim() !== "" ? flags.channel.trim() : undefined
    return { orderNumber, member, inStore: flags.inStore === true, channel }
  },
  member: (input) => input.member,
  clients: ordersClientsLayer,
  program: ({ orderNumber, inStore, channel }) =>
    OrderService.use((service) => service.resendById(orderNumber, { inStore, ...(channel === undefined ? {} : { channel }) })),
  failure: (error, { orderNumber, member, inStore }) => {
    if (error._tag === "InvalidParams") return usageError(error.message)
    if (error._tag === "NotFound") {
      return notFoundError(inStore ? noInStoreOrderMessage(orderNumber, member) : `Resend failed: ${plainText(error.message)} (HTTP ${statusOf(error)})`)
    }
    return undefined
  },
  json: (kind, { orderNumber }) => ({ orderNumber, kind, message: resendSuccessMessages[kind] }),
  text: (kind, { orderNumber }) => `${resendSuccessMessages[kind]} (order ${orderNumber})`,
})
