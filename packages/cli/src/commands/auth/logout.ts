/**
 * `outfitter auth logout`: forgets the session kept for the API root and --site
 * (Sessions.ts). The service is not called; a session not kept is not a failure.
 *
 * @since 0.7.0
 */
import { ErrorCode, usageError } from "../../CliError.ts"
import { configDirOf } from "../../config/ConfigDir.ts"
import { forgetSession } from "../../config/Sessions.ts"
import { jsonText, textLines } from "../../output.ts"
import { localCommand } from "../../run.ts"
import { authLogout } from "./logout.flags.ts"

/** @category messages */
export const logoutNoApiRootMessage = "auth logout needs an API root: --api-root <url>, OUTFITTER_API_ROOT or the config's api-root"

/** The command (run by program.ts). */
export const command = localCommand(authLogout, {
  parse: (_flags, _args, { global, env }) => {
    if (global.apiRoot === undefined) throw usageError(logoutNoApiRootMessage, ErrorCode.Usage)
    return { apiRoot: global.apiRoot, site: global.site, json: global.json, configDir: configDirOf(env) }
  },
  serve: async (input, io) => {
    const forgotten = forgetSession(input.configDir, input.apiRoot, input.site)
    io.stdout(
      input.json
        ? jsonText({ apiRoot: input.apiRoot, site: input.site, forgotten })
        : textLines(`${forgotten ? "Signed out of" : "No session was kept for"} ${input.apiRoot} (site ${input.site})`),
    )
  },
})
