/**
 * `outfitter config get <key>`: prints the saved value; exit 1 when it is not set.
 *
 * @since 0.7.0
 */
import { CliError, ErrorCode, ExitCode } from "../../CliError.ts"
import { configDirOf } from "../../config/ConfigDir.ts"
import { readConfig } from "../../config/ConfigFile.ts"
import { jsonText, textLines } from "../../output.ts"
import { localCommand } from "../../run.ts"
import { configGet } from "./config.flags.ts"
import { configKeyArgument } from "./configKey.ts"

/** The command (run by program.ts). */
export const command = localCommand(configGet, {
  usesApiRoot: false,
  parse: (_flags, [key], { global, env }) => ({ key: configKeyArgument(key), json: global.json, configDir: configDirOf(env) }),
  serve: async ({ configDir, json, key }, io) => {
    const value = readConfig(configDir)[key]
    if (value === undefined) throw new CliError(`${key} is not set (outfitter config set ${key} <value>)`, ExitCode.Failed, ErrorCode.NotFound)
    io.stdout(json ? jsonText({ [key]: value }) : textLines(value))
  },
})
