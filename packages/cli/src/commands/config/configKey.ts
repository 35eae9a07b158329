/**
 * What the config commands share: a key argument checked against the known keys, and a
 * value checked as its flag checks it.
 *
 * @since 0.7.0
 */
import { ErrorCode, usageError } from "../../CliError.ts"
import { type ConfigKey, configKeys, isConfigKey } from "../../config/ConfigFile.ts"
import { checkApiRoot } from "../../options.ts"

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
 * A value for a key, as its flag takes it (api-root: an http(s) URL without user info);
 * throws that flag's usage error.
 *
 * @category parsing
 */
export const configValue = (key: ConfigKey, value: string): string => {
  switch (key) {
    case "api-root":
      return checkApiRoot(value, "api-root")
  }
}
