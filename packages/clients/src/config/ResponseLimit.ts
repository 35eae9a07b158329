/**
 * How large an answer the clients read: every body is read as a stream and counted, and
 * past the limit the reading stops, the connection is let go and the call fails with the
 * domain's `ResponseTooLarge`. An answer whose Content-Length already says more is refused
 * before its body is read. 10 MB unless configured: far above any answer the services
 * give (the largest, an order history page, is some hundred kB) and far below what would
 * hurt a phone's browser or the CLI (a 600 MB answer used to exhaust the JavaScript
 * string limit, 100 MB cost 300 MB of memory). The spec says nothing of it; Outfitter's
 * own hardening.
 *
 * @since 0.6.0
 */

/** The limit when none is configured: 10 MB. @category constants */
export const defaultMaxResponseBytes = 10 * 1024 * 1024

/** @category models */
export interface ResponseLimitOptions {
  /**
   * The most bytes one answer's body may have (after any content decoding), a positive
   * whole number; default {@link defaultMaxResponseBytes} (10 MB). A larger answer fails
   * with the domain's `ResponseTooLarge`, its reading stopped at the limit.
   */
  readonly maxResponseBytes?: number | undefined
}

/**
 * The limit in bytes: the default for none, else the one given. Throws a RangeError for
 * one that is not a positive, safe whole number (a host's mistake, told when the layer is
 * made rather than on the first call), as `timeoutMillis` does.
 *
 * @example
 * import { maxResponseBytesOf } from "@outfitter/clients"
 * maxResponseBytesOf(undefined) // => 10485760
 * maxResponseBytesOf(1024) // => 1024
 * @category constructors
 */
export const maxResponseBytesOf = (input: number | undefined): number => {
  if (input === undefined) return defaultMaxResponseBytes
  if (!(Number.isSafeInteger(input) && input > 0)) {
    throw new RangeError(`The clients' maxResponseBytes must be a positive whole number of bytes, got ${String(input)}`)
  }
  return input
}
