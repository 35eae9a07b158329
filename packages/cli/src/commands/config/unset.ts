/**
 * `outfitter config unset <key>`: removes the saved value (not set already is no failure).
 *
 * @since 0.7.0
 */
import { configDirOf } from "../../config/ConfigDir.ts"
import { writeConfigValue } from "../../config/ConfigFile.ts"
import { jsonText, textLines } from "../../output.ts"
import { localCommand } from "../../run.ts"
import { configUnset } from "./config.flags.ts"
import { configKeyArgument } from "./configKey.ts"

/** The command (run by program.ts). */
export const command = localCommand(configUnset, {
  usesApiRoot: false,
  parse: (_flags, [key], { global, env }) => ({ key: configKeyArgument(key), json: global.json, configDir: configDirOf(env) }),
  serve: async ({ configDir, json, key }, io) => {
    writeConfigValue(configDir, key, undefined)
    io.stdout(json ? jsonText({ [key]: null }) : textLines(`${key} is not set`))
  },
})
