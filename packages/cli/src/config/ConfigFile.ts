/**
 * The config file, `config.json` in the config directory (ConfigDir.ts): values a person
 * would otherwise type on every command, set with `outfitter config set <key> <value>`.
 * Each key names its flag and is checked as that flag is when set; a command reads it
 * after the flag and the environment (`--api-root` > OUTFITTER_API_ROOT > `api-root`).
 *
 * Reading is total. {@link readConfig} (the config commands') reads a missing file, a
 * file that is not JSON, an unknown key or a value that is not text as absent;
 * {@link checkedConfig} (every other command's) says what is wrong with a file that cannot
 * be used, naming it.
 *
 * @since 0.7.0
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { readJsonFile, writePrivateJson } from "./ConfigDir.ts"

/** The file's name in the config directory. @category constants */
export const configFileName = "config.json"

/** The ids `outfitter doctor` sends to a live API root when its flag is not given. */
const doctorKey = (flag: string) => ({ description: `outfitter doctor's ${flag} against a live API root when the flag is not given` })

/**
 * Every key the config file takes: what it saves typing, and its environment variable
 * when it has one.
 *
 * @category constants
 */
export const configKeys = {
  "api-root": {
    description: "the API root commands use when --api-root is not given (after OUTFITTER_API_ROOT)",
    env: "OUTFITTER_API_ROOT",
  },
  "doctor-postal-code": doctorKey("--postal-code"),
  "doctor-store": doctorKey("--store"),
  "doctor-sku": doctorKey("--sku"),
  "doctor-order": doctorKey("--order"),
  "doctor-email": doctorKey("--email"),
  "doctor-payment": doctorKey("--payment"),
  "doctor-wallet-order": doctorKey("--wallet-order"),
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
export const readConfig = (dir: string): Config => configOf(readJsonFile(configPath(dir)))

/** The known keys with text values of a file's JSON. */
const configOf = (stored: unknown): Config => {
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return {}
  return Object.fromEntries(
    Object.entries(stored).filter(([key, value]) => isConfigKey(key) && typeof value === "string"),
  ) as Config
}

/** @category models */
export type CheckedConfig =
  | { readonly _tag: "Config"; readonly config: Config }
  /** What is wrong with the file, in words that follow its path: "is not valid JSON". */
  | { readonly _tag: "Unusable"; readonly problem: string }

const unusable = (problem: string): CheckedConfig => ({ _tag: "Unusable", problem })

/**
 * The config file's values, or what makes it unusable: a file that cannot be read, is not
 * valid JSON or not a JSON object, or a known key whose value is not text. A missing file
 * is no values; unknown keys are left out.
 *
 * @category reading
 */
export const checkedConfig = (dir: string): CheckedConfig => {
  let text: string
  try {
    text = readFileSync(configPath(dir), "utf8")
  } catch (error) {
    const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : "unknown"
    return code === "ENOENT" ? { _tag: "Config", config: {} } : unusable(`cannot be read (${code})`)
  }
  let stored: unknown
  try {
    stored = JSON.parse(text) as unknown
  } catch {
    return unusable("is not valid JSON")
  }
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return unusable("is not a JSON object")
  const notText = Object.entries(stored).find(([key, value]) => isConfigKey(key) && typeof value !== "string")
  if (notText !== undefined) return unusable(`has a value for ${notText[0]} that is not text`)
  return { _tag: "Config", config: configOf(stored) }
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
