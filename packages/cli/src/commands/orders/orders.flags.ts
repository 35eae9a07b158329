/**
 * `outfitter orders`: the group's description and help (its commands are declared beside them).
 *
 * @since 0.1.0
 */
import { declareCommand } from "../../declare.ts"
import { nonMemberRule } from "../memberFlags.ts"

export const ordersGroup = declareCommand({
  path: "orders",
  description: "a loyalty member's orders: send a confirmation or an e-receipt again; an order by number and e-mail: show it, cancel it",
  docs: {
    notes: [nonMemberRule],
    examples: [["send an online order's confirmation again", "outfitter orders resend 10000001001 --member 5001"]],
  },
})
