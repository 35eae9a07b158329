/**
 * `outfitter orders resend`: its description, arguments, flags and help; resend.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"
import { member, nonMemberRule } from "../memberFlags.ts"

export const ordersResend = declareCommand({
  path: "orders resend",
  description:
    "send an order's confirmation e-mail (online order) or e-receipt (in-store order) again; the member's order history says which",
  arguments: [["orderNumber", "the order number: 11 to 24 digits"]],
  options: {
    inStore: {
      flags: "--in-store",
      description: "send the e-receipt of an order made in a store; an order the history does not have as in-store is not found",
    },
    channel: { flags: "--channel <channel>", description: "the e-receipt channel (default: the order's own)" },
    member,
  },
  member: true,
  docs: {
    notes: [nonMemberRule],
    exitCodes: [
      [ExitCode.Ok, "sent"],
      [ExitCode.Failed, "no such in-store order (--in-store), not a loyalty member, the service failed"],
      [ExitCode.Usage, "an order number that is not 11 to 24 digits (nothing is called); no member named"],
      [ExitCode.NotAuthorised, "the service refused the member (HTTP 401 or 403)"],
    ],
    examples: [
      ["an online order's confirmation", "outfitter orders resend 10000001001 --member 5001"],
      ["an in-store order's e-receipt, to the POS channel", "outfitter orders resend 20000002001 --in-store --channel POS --member 5001"],
    ],
  },
  load: (): Promise<CommandModule> => import("./resend.ts"),
})
