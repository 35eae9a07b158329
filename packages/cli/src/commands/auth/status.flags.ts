/**
 * `outfitter auth status`: its description and help; status.ts runs it.
 *
 * @since 0.7.0
 */
import { type CommandModule, declareCommand } from "../../declare.ts"
import { ExitCode } from "../../exitCodes.ts"

export const authStatus = declareCommand({
  path: "auth status",
  description: "who is signed in where: with an API root (flag, OUTFITTER_API_ROOT or the config's) its session for --site, else every kept session",
  docs: {
    notes: [
      "Each session shows its API root, site, member id, e-mail when known and when it was kept; never the session itself. --json prints {\"sessions\":[{\"apiRoot\",\"site\",\"member\"?,\"email\"?,\"signedInAt\"}]}. It reads the kept sessions only: the service is not asked.",
    ],
    exitCodes: [
      [ExitCode.Ok, "a session is kept (for the API root and site, or any)"],
      [ExitCode.Usage, "an invalid API root or site"],
      [ExitCode.NotAuthorised, "not signed in (there, or anywhere)"],
    ],
    examples: [
            ["the UK site's session of one API root, as JSON", "outfitter auth status --api-root http://127.0.0.1:4010/api --site uk --json"],
    ],
  },
  load: (): Promise<CommandModule> => import("./status.ts"),
})
