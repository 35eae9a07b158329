/**
 * `outfitter auth logout`: its description and help; logout.ts runs it.
 *
 * @since 0.7.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"

export const authLogout = declareCommand({
  path: "auth logout",
  description: "forget the session kept for the API root (flag, OUTFITTER_API_ROOT or the config's) and --site",
  docs: {
    notes: ["The session is removed from the kept sessions; the service is not called. Forgetting a session that is not kept is not a failure."],
    exitCodes: [
      [ExitCode.Ok, "no session is kept for the API root and site any more"],
      [ExitCode.Usage, "no API root, or an invalid one"],
    ],
    examples: [["sign out of one API root", "outfitter auth logout --api-root http://127.0.0.1:4010/api"]],
  },
  load: (): Promise<CommandModule> => import("./logout.ts"),
})
