/**
 * `outfitter auth status`: the kept sessions (Sessions.ts); who each is for and where,
 * never the session itself.
 *
 * - Without an API root: every kept session, read from the file (nothing is called).
 * - With one: its session for --site, checked with the service by one read-only call, the
 *   clients' user call made with it (signIn.ts's `sessionFromCookies`, as `auth login
 *   --with-token` checks a pasted one): accepted is exit 0, "(accepted)"; refused (HTTP
 *   401 or 403) is exit 3, saying how to sign in again; a service that cannot be reached or
 *   fails is exit 1, its cause under --verbose.
 *
 * Not signed in is exit 3, saying how to sign in.
 *
 * @since 0.7.0
 */
import { CliError, ErrorCode, ExitCode } from "../../CliError.ts"
import { configDirOf } from "../../config/ConfigDir.ts"
import { findSession, readSessions, type StoredSession } from "../../config/Sessions.ts"
import { loginCommand, notSignedInMessage } from "../../memberSession.ts"
import { jsonText, textLines } from "../../output.ts"
import { localCommand } from "../../run.ts"
import { sessionJson, whoText } from "./login.ts"
import { sessionFromCookies, type SignInTarget } from "./signIn.ts"
import { authStatus } from "./status.flags.ts"

/** @category messages */
export const noSessionsMessage = "Not signed in anywhere: sign in with outfitter auth login --api-root <url>"

/** A kept session the service refused. @category messages */
export const refusedSessionMessage = (session: Pick<StoredSession, "apiRoot" | "site">) =>
  `The service refused this session (${session.apiRoot}, site ${session.site}): sign in again with ${loginCommand(session.apiRoot, session.site)}`

/** What failed when the service could not say whether it accepts a session. @category messages */
export const unreachableWhat = (apiRoot: string) => `Could not reach ${apiRoot} to check the session`

/** One session as a line. @category output */
export const sessionLine = (session: StoredSession): string =>
  `Signed in to ${session.apiRoot} (site ${session.site}) as ${whoText(session)}${session.signedInAt === "" ? "" : `, since ${session.signedInAt}`}`

/** The kept session of an API root, checked with the service; throws the failure of a refused or unchecked one. */
const checked = async (session: StoredSession, target: SignInTarget): Promise<StoredSession> => {
  try {
    await sessionFromCookies(target, session.cookie, new Date(), unreachableWhat(session.apiRoot))
    return session
  } catch (error) {
    if (error instanceof CliError && error.exitCode === ExitCode.NotAuthorised) {
      throw new CliError(refusedSessionMessage(session), ExitCode.NotAuthorised, ErrorCode.NotAuthorised)
    }
    throw error
  }
}

/** The command (run by program.ts). */
export const command = localCommand(authStatus, {
  parse: (_flags, _args, { global, env }) => ({
    apiRoot: global.apiRoot,
    site: global.site,
    json: global.json,
    timeout: global.timeout,
    configDir: configDirOf(env),
  }),
  serve: async (input, io) => {
    if (input.apiRoot === undefined) {
      const sessions = readSessions(input.configDir)
      if (sessions.length === 0) throw new CliError(noSessionsMessage, ExitCode.NotAuthorised, ErrorCode.NotAuthorised)
      io.stdout(input.json ? jsonText({ sessions: sessions.map(sessionJson) }) : textLines(sessions.map(sessionLine).join("\n")))
      return
    }
    const kept = findSession(input.configDir, input.apiRoot, input.site)
    if (kept === undefined) throw new CliError(notSignedInMessage(input.apiRoot, input.site), ExitCode.NotAuthorised, ErrorCode.NotAuthorised)
    const session = await checked(kept, { apiRoot: kept.apiRoot, site: input.site, timeout: input.timeout })
    io.stdout(input.json ? jsonText({ sessions: [{ ...sessionJson(session), accepted: true }] }) : textLines(`${sessionLine(session)} (accepted)`))
  },
})
