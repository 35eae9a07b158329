/**
 * `outfitter loyalty points`: its description, arguments, flags and help; points.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"
import { member, memberExitCodes, nonMemberRule } from "../memberFlags.ts"

export const loyaltyPoints = declareCommand({
  path: "loyalty points",
  description: "the member's points (with thousands commas), progress toward the next reward and tier",
  options: { member },
  member: true,
  docs: {
    notes: [nonMemberRule],
    exitCodes: [[ExitCode.Ok, "the member's points"], ...memberExitCodes],
    examples: [
      ["a member's points", "outfitter loyalty points --member 5002"],
      ["the same as JSON, the member from the environment", "OUTFITTER_MEMBER=5002 outfitter loyalty points --json"],
    ],
  },
  load: (): Promise<CommandModule> => import("./points.ts"),
})
