/**
 * `outfitter loyalty add-order`: its description, arguments, flags and help; add-order.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"
import { member, nonMemberRule } from "../memberFlags.ts"

export const loyaltyAddOrder = declareCommand({
  path: "loyalty add-order",
  description: "add the points of a past order the member made",
  arguments: [["orderNumber", "the order number: 11 to 24 digits"]],
  options: { member },
  member: true,
  docs: {
    notes: [
      nonMemberRule,
      "Points added, points pending (the order has not shipped) and still being processed exit 0; already added, order not found, an ineligible store, date or country, an unknown status and an HTTP failure print their message with exit 1.",
    ],
    exitCodes: [
      [ExitCode.Ok, "points added, pending or still being processed"],
      [ExitCode.Failed, "the service refused the order (its message), not a loyalty member, the service failed"],
      [ExitCode.Usage, "an order number that is not 11 to 24 digits (nothing is called); no member named"],
      [ExitCode.NotAuthorised, "the service refused the member (HTTP 401 or 403)"],
    ],
    examples: [["add an order's points", "outfitter loyalty add-order 12345678901 --member 5002"]],
  },
  load: (): Promise<CommandModule> => import("./add-order.ts"),
})
