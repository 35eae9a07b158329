/**
 * `outfitter loyalty`: the group's description and help (its commands are declared beside them).
 *
 * @since 0.1.0
 */
import { declareCommand } from "../../declare.ts"
import { nonMemberRule } from "../memberFlags.ts"

export const loyaltyGroup = declareCommand({
  path: "loyalty",
  description: "a loyalty member's points and history, and adding a past order's points",
  docs: {
    notes: [nonMemberRule],
    examples: [
      ["a member's points and tier", "outfitter loyalty points --member 5002"],
      ["the member named once for a session", "OUTFITTER_MEMBER=5002 outfitter loyalty history"],
    ],
  },
})
