/**
 * `outfitter loyalty history`: its description, arguments, flags and help; history.ts runs it.
 *
 * @since 0.1.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"
import { member, nonMemberRule } from "../memberFlags.ts"

export const loyaltyHistory = declareCommand({
  path: "loyalty history",
  description: "the member's points history, newest first, a page at a time",
  options: {
    page: { flags: "--page <n>", description: "the page to show (1 is the newest)" },
    pageSize: { flags: "--page-size <n>", description: "records per page (default: the store setting, 5)" },
    member,
  },
  member: true,
  docs: {
    notes: [nonMemberRule, "A member with no records prints \"No points history\" (exit 0)."],
    exitCodes: [
      [ExitCode.Ok, "a page of the history, or \"No points history\""],
      [ExitCode.Failed, "not a loyalty member; the service failed"],
      [ExitCode.Usage, "--page or --page-size not a whole number of at least 1, a page past the last; no member named"],
      [ExitCode.NotAuthorised, "the service refused the member (HTTP 401 or 403)"],
    ],
    examples: [
      ["the newest records", "outfitter loyalty history --member 5002"],
      ["the second page of four records", "outfitter loyalty history --member 5002 --page 2 --page-size 4"],
    ],
  },
  load: (): Promise<CommandModule> => import("./history.ts"),
})
