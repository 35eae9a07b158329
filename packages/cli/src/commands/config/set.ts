/**
 * `outfitter config set <key> <value>`: checks the value and writes it to the config file.
 *
 * @since 0.7.0
 */
import { configDirOf } from "../../config/ConfigDir.ts"
import { writeConfigValue } from "../../config/ConfigFile.ts"
import { jsonText, textLines } from "../../output.ts"
import { localCommand } from "../../run.ts"
import { configSet } from "./config.flags.ts"
import { configKeyArgument, configValue } from "./configKey.ts"

/** The command (run by program.ts). */
export const command = localCommand(configSet, {
  usesApiRoot: false,
  parse: (_flags, [key, value], { global, env }) => {
    const checked = configKeyArgument(key)
    return { key: checked, value: configValue(checked, value), json: global.json, configDir: configDirOf(env) }
  },
  serve: async ({ configDir, json, key, value }, io) => {
    const path = writeConfigValue(configDir, key, value)
    io.stdout(json ? jsonText({ [key]: value }) : textLines(`Set ${key} to ${value} in ${path}`))
  },
})
