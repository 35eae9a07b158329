/**
 * What the config commands share: a key argument checked against the known keys, and a
 * value checked as its flag checks it.
 *
 * @since 0.7.0
 */
import { ErrorCode, usageError } from "../../CliError.ts"
import { type ConfigKey, configKeys, isConfigKey } from "../../config/ConfigFile.ts"
import { checkApiRoot } from "../../options.ts"
import { doctorIdOfKey, doctorIdValue } from "../doctorIds.ts"

/**
 * A key argument; throws a usage error listing the keys for any other.
 *
 * @category parsing
 */
export const configKeyArgument = (key: string | undefined): ConfigKey => {
  const given = key?.trim().toLowerCase()
  if (!isConfigKey(given)) throw usageError(`Unknown config key '${key ?? ""}': use one of ${Object.keys(configKeys).join(", ")}`, ErrorCode.Usage)
  return given
}

/**
 * A value for a key, as its flag takes it (api-root: an http(s) URL without user info;
 * doctor's ids: doctorIds.ts); throws that flag's usage error.
 *
 * @category parsing
 */
export const configValue = (key: ConfigKey, value: string): string => {
  if (key === "api-root") return checkApiRoot(value, "api-root")
  const id = doctorIdOfKey(key)
  const checked = id === undefined ? value : doctorIdValue(id, value, key)
  if (checked === undefined) throw usageError(`${key} needs a value: to remove it, outfitter config unset ${key}`, ErrorCode.Usage)
  return checked
}
