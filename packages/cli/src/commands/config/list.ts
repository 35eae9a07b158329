/**
 * `outfitter config list`: every key, `key=value` a line, nothing after `=` when it is not
 * set (--json: an object, null when not set).
 *
 * @since 0.7.0
 */
import { configDirOf } from "../../config/ConfigDir.ts"
import { type ConfigKey, configKeys, readConfig } from "../../config/ConfigFile.ts"
import { jsonText, textLines } from "../../output.ts"
import { localCommand } from "../../run.ts"
import { configList } from "./config.flags.ts"

/** The command (run by program.ts). */
export const command = localCommand(configList, {
  usesApiRoot: false,
  parse: (_flags, _args, { global, env }) => ({ json: global.json, configDir: configDirOf(env) }),
  serve: async ({ configDir, json }, io) => {
    const config = readConfig(configDir)
    const keys = Object.keys(configKeys) as Array<ConfigKey>
    if (json) io.stdout(jsonText(Object.fromEntries(keys.map((key) => [key, config[key] ?? null]))))
    else io.stdout(textLines(keys.map((key) => `${key}=${config[key] ?? ""}`).join("\n")))
  },
})
