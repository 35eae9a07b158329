/**
 * The one error a command throws on purpose: a message a person can read, the exit code it
 * means and a short code for scripts (the `code` of the `--json` error line). bin.ts prints
 * the message as one line on stderr (or `{"error":{code,message,exitCode}}` with --json)
 * and exits with the code.
 *
 * The exit codes are exitCodes.ts's.
 *
 * @since 0.1.0
 */

import { ExitCode } from "./exitCodes.ts"

export { ExitCode } from "./exitCodes.ts"

/**
 * The `code` of an error: what kind of failure it is, for scripts reading `--json` errors.
 *
 * @category constants
 */
export const ErrorCode = {
  /** A command line commander or the CLI cannot use: unknown flag, missing argument, flags that exclude each other. */
  Usage: "usage",
  /** A value the domain's rules refuse (the spec's validation messages). */
  InvalidInput: "invalid-input",
  /** The service does not know the thing asked for: a store, an order, a postal code. */
  NotFound: "not-found",
  /** The member id has no loyalty record (an unknown id, or a user who is not a loyalty member). */
  NotAMember: "not-a-member",
  /** The service answered and said no: a loyalty add-order status such as already added. */
  Rejected: "rejected",
  /** The service answered 401 or 403. */
  NotAuthorised: "not-authorised",
  /** The service failed: HTTP 5xx, a malformed body, no answer, a redirect to another origin. */
  ServiceFailed: "service-failed",
  /** The service did not answer in time (the global --timeout, 15 s unless given). */
  Timeout: "timeout",
  /** The service's answer was larger than the clients' size limit (10 MB); its reading was stopped there. */
  ResponseTooLarge: "response-too-large",
  /**
   * A cancel or a return submission lost its answer and the order could not be read again:
   * the service may have acted. Look at the order before trying again.
   */
  OutcomeUnknown: "outcome-unknown",
  /** Ctrl+C ended an interactive command (exit 130). */
  Interrupted: "interrupted",
  /**
   * The config file cannot be used: not JSON, or a value its flag would refuse (exit 2).
   * The message names the file and the `outfitter config` command that fixes it.
   */
  BadConfig: "bad-config",
} as const

/** @category models */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/**
 * @example
 * import { CliError, ErrorCode, ExitCode } from "@outfitter/cli"
 * throw new CliError("Invalid Brand was supplied", ExitCode.Usage, ErrorCode.InvalidInput)
 * @category errors
 */
export class CliError extends Error {
  readonly exitCode: ExitCode
  readonly code: ErrorCode
  /** Lines `--verbose` adds under the message: the call made and why it failed (failures.ts). */
  details: ReadonlyArray<string> = []

  constructor(message: string, exitCode: ExitCode, code: ErrorCode) {
    super(message)
    this.name = "CliError"
    this.exitCode = exitCode
    this.code = code
  }
}

/** Invalid input (exit 2); pass ErrorCode.Usage for a command line that cannot be used as given. */
export const usageError = (message: string, code: typeof ErrorCode.InvalidInput | typeof ErrorCode.Usage = ErrorCode.InvalidInput) =>
  new CliError(message, ExitCode.Usage, code)

/** The service failed (exit 1). */
export const serviceError = (message: string) => new CliError(message, ExitCode.Failed, ErrorCode.ServiceFailed)

/** The service did not answer within the time-out (exit 1). */
export const timeoutError = (message: string) => new CliError(message, ExitCode.Failed, ErrorCode.Timeout)

/** The service's answer went past the size limit (exit 1). */
export const responseTooLargeError = (message: string) => new CliError(message, ExitCode.Failed, ErrorCode.ResponseTooLarge)

/** A cancel's or a submission's answer was lost and the order could not tell what happened (exit 1). */
export const outcomeUnknownError = (message: string) => new CliError(message, ExitCode.Failed, ErrorCode.OutcomeUnknown)

/** The service does not know what was asked for (exit 1). */
export const notFoundError = (message: string) => new CliError(message, ExitCode.Failed, ErrorCode.NotFound)

/**
 * The message for a member id without a loyalty record, the same for every command that
 * acts as a member.
 *
 * @category messages
 */
export const notAMemberMessage = (member: string) => `Member ${member} is not a loyalty member`

/** A member id without a loyalty record (exit 1). */
export const notAMemberError = (member: string) => new CliError(notAMemberMessage(member), ExitCode.Failed, ErrorCode.NotAMember)

/** Ctrl+C ended an interactive command (exit 130). */
export const interruptedError = (message: string) => new CliError(message, ExitCode.Interrupted, ErrorCode.Interrupted)

/** The service refused the caller, HTTP 401 or 403 (exit 3). */
export const notAuthorisedError = (message: string) => new CliError(message, ExitCode.NotAuthorised, ErrorCode.NotAuthorised)
