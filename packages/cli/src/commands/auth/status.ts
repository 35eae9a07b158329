/**
 * `outfitter auth status`: the kept sessions (Sessions.ts) for the API root and --site, or
 * all of them without an API root; who each is for and where, never the session itself.
 * Not signed in is exit 3, saying how to sign in.
 *
 * @since 0.7.0
 */
import { CliError, ErrorCode, ExitCode } from "../../CliError.ts"
import { configDirOf } from "../../config/ConfigDir.ts"
import { findSession, readSessions, type StoredSession } from "../../config/Sessions.ts"
import { notSignedInMessage } from "../../memberSession.ts"
import { jsonText, textLines } from "../../output.ts"
import { localCommand } from "../../run.ts"
import { sessionJson, whoText } from "./login.ts"
import { authStatus } from "./status.flags.ts"

/** @category messages */
export const noSessionsMessage = "Not signed in anywhere: sign in with outfitter auth login --api-root <url>"

/** One session as a line. @category output */
export const sessionLine = (session: StoredSession): string =>
  `Signed in to ${session.apiRoot} (site ${session.site}) as ${whoText(session)}${session.signedInAt === "" ? "" : `, since ${session.signedInAt}`}`

/** The command (run by program.ts). */
export const command = localCommand(authStatus, {
  parse: (_flags, _args, { global, env }) => ({ apiRoot: global.apiRoot, site: global.site, json: global.json, configDir: configDirOf(env) }),
  serve: async (input, io) => {
    const sessions = input.apiRoot === undefined
      ? readSessions(input.configDir)
      : [findSession(input.configDir, input.apiRoot, input.site)].filter((session) => session !== undefined)
    if (sessions.length === 0) {
      const message = input.apiRoot === undefined ? noSessionsMessage : notSignedInMessage(input.apiRoot, input.site)
      throw new CliError(message, ExitCode.NotAuthorised, ErrorCode.NotAuthorised)
    }
    io.stdout(input.json ? jsonText({ sessions: sessions.map(sessionJson) }) : textLines(sessions.map(sessionLine).join("\n")))
  },
})
