/**
 * How long one call to the service may take when the caller sets no time-out: 15 s, the
 * clients' default and the CLI's `--timeout` default. Past it a call fails with `Timeout`
 * (ServiceError.ts). No imports, so a command line's help can show it without loading
 * Effect.
 *
 * @since 0.6.0
 */

/**
 * @example
 * import { defaultCallTimeoutSeconds } from "@outfitter/domain"
 * defaultCallTimeoutSeconds // => 15
 * @category constants
 */
export const defaultCallTimeoutSeconds = 15
