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
      "Each session shows its API root, site, member id, e-mail when known and when it was kept; never the session itself. --json prints {\"sessions\":[{\"apiRoot\",\"site\",\"member\"?,\"email\"?,\"signedInAt\",\"accepted\"?}]}.",
      "Without an API root it lists the kept sessions from the file; nothing is called. With one, the service is asked once, read-only (the user call, made with the session), whether it still accepts the session: \"(accepted)\" after the line (\"accepted\": true), or the refusal with how to sign in again.",
    ],
    exitCodes: [
      [ExitCode.Ok, "without an API root, a session is kept; with one, the service accepts it"],
      [ExitCode.Failed, "the service could not be reached or failed, so it could not say (the cause under --verbose)"],
      [ExitCode.Usage, "an invalid API root or site"],
      [ExitCode.NotAuthorised, "not signed in (there, or anywhere), or the service refused the kept session"],
    ],
    examples: [
      ["the UK site's session of one API root, as JSON", "outfitter auth status --api-root http://127.0.0.1:4010/api --site uk --json"],
    ],
  },
  load: (): Promise<CommandModule> => import("./status.ts"),
})
