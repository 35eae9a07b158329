/**
 * The parsers of flags whose value is not plain text: commander calls them as it reads the
 * command line, and what they throw (InvalidArgumentError) is a usage error, exit 2.
 *
 * @since 0.1.0
 */
import { InvalidArgumentError } from "commander"

/** The longest --timeout, in seconds: an hour. @category constants */
export const maxTimeoutSeconds = 3600

/**
 * A --timeout value: a number of seconds above 0 and at most {@link maxTimeoutSeconds},
 * such as 15, 2.5 or .5. The message gives the range.
 *
 * @category parsing
 */
export const parseTimeout = (value: string): number => {
  const text = value.trim()
  const seconds = /^(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : Number.NaN
  if (!(Number.isFinite(seconds) && seconds > 0 && seconds <= maxTimeoutSeconds)) {
    throw new InvalidArgumentError(`--timeout is a number of seconds above 0 and at most ${maxTimeoutSeconds}, such as 15 or 2.5.`)
  }
  return seconds
}

/**
 * A --port value: a whole number from 0 to 65535.
 *
 * @category parsing
 */
export const parsePort = (value: string): number => {
  const port = /^\d{1,5}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN
  if (!(port >= 0 && port <= 65535)) throw new InvalidArgumentError("A port is a whole number from 0 to 65535.")
  return port
}

/**
 * A repeatable flag's values, in the order given.
 *
 * @category parsing
 */
export const collectValues = (value: string, previous: ReadonlyArray<string> = []): Array<string> => [...previous, value]
