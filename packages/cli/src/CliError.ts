/**
 * The one error a command throws on purpose: a message a person can read and the exit
 * code it means (1 the service said no or failed, 2 bad usage or invalid input). bin.js
 * prints the message as one line on stderr and exits with the code.
 *
 * @since 0.1.0
 */

/** @category constants */
export const ExitCode = { Ok: 0, Failed: 1, Usage: 2 } as const

/** @category models */
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode]

/**
 * @example
 * import { CliError, ExitCode } from "@outfitter/cli"
 * throw new CliError("Invalid Brand was supplied", ExitCode.Usage)
 * @category errors
 */
export class CliError extends Error {
  readonly exitCode: ExitCode

  constructor(message: string, exitCode: ExitCode) {
    super(message)
    this.name = "CliError"
    this.exitCode = exitCode
  }
}

/** Bad usage or invalid input (exit 2). */
export const usageError = (message: string) => new CliError(message, ExitCode.Usage)

/** The service said no or failed (exit 1). */
export const serviceError = (message: string) => new CliError(message, ExitCode.Failed)
