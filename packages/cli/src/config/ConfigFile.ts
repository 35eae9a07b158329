/**
 * The config file, `config.json` in the config directory (ConfigDir.ts): values a person
 * would otherwise type on every command, set with `outfitter config set <key> <value>`.
 * Each key names its flag and is checked as that flag is when set; a command reads it
 * after the flag and the environment (`--api-root` > OUTFITTER_API_ROOT > `api-root`).
 *
 * Reading is total: a missing file, a file that is not JSON, an unknown key or a value
 * that is not text is read as absent.
 *
 * @since 0.7.0
 */
import { join } from "node:path"
import { readJsonFile, writePrivateJson } from "./ConfigDir.ts"

/** The file's name in the config directory. @category constants */
export const configFileName = "config.json"

/**
 * Every key the config file takes: what it saves typing, and its environment variable.
 *
 * @category constants
 */
export const configKeys = {
  "api-root": {
    description: "the API root commands use when --api-root is not given (after OUTFITTER_API_ROOT)",
    env: "OUTFITTER_API_ROOT",
  },
} as const

/** @category models */
export type ConfigKey = keyof typeof configKeys

/** @category models */
export type Config = { readonly [K in ConfigKey]?: string }

/** Whether a text is a config key. @category predicates */
export const isConfigKey = (key: unknown): key is ConfigKey => typeof key === "string" && Object.hasOwn(configKeys, key)

/** The config file's path. @category getters */
export const configPath = (dir: string): string => join(dir, configFileName)

/**
 * The config file's values (only known keys with text values).
 *
 * @category reading
 */
export const readConfig = (dir: string): Config => {
  const stored = readJsonFile(configPath(dir))
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {}
  return Object.fromEntries(
    Object.entries(stored).filter(([key, value]) => isConfigKey(key) && typeof value === "string"),
  ) as Config
}

/**
 * Sets a key (or with undefined removes it) and writes the file (0600). Returns the file's
 * path.
 *
 * @category writing
 */
export const writeConfigValue = (dir: string, key: ConfigKey, value: string | undefined): string => {
  const { [key]: _previous, ...rest } = readConfig(dir)
  return writePrivateJson(dir, configFileName, value === undefined ? rest : { ...rest, [key]: value })
}
