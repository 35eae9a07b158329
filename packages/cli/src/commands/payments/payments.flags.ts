/**
 * `outfitter payments`: the group's description and help (its commands are declared beside them).
 *
 * @since 0.1.0
 */
import { declareCommand } from "../../declare.ts"
import { nonMemberRule } from "../memberFlags.ts"

export const paymentsGroup = declareCommand({
  path: "payments",
  description: "a problem order's payment re-authorisation: its status and what it means",
  docs: {
    notes: [nonMemberRule],
    examples: [["is the member's re-authorised payment through?", "outfitter payments status PI-10000018001-authorised --member 5001"]],
  },
})
