/**
 * The exit codes of `outfitter`, defined once: CliError carries one, the help and the CLI
 * reference print {@link exitCodeTable}. No imports, so `--help` loads nothing for it.
 *
 * @since 0.1.0
 */

/** @category constants */
export const ExitCode = { Ok: 0, Failed: 1, Usage: 2, NotAuthorised: 3, Interrupted: 130 } as const

/** @category models */
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode]

/**
 * What each exit code means; the top-level help, the README and the CLI reference print it.
 *
 * @category constants
 */
export const exitCodeTable: ReadonlyArray<readonly [ExitCode, string]> = [
  [ExitCode.Ok, "success (and --help, --version)"],
  [
    ExitCode.Failed,
    "the service said no or failed: unknown store, order or postal code, a non-member, a refused add-order status, HTTP 5xx, a malformed body, no answer, no answer within --timeout, a redirect to another host, sandbox port in use",
  ],
  [
    ExitCode.Usage,
    "bad usage or invalid input: unknown flag or command, missing argument or member, flags that exclude each other, a number outside its range (the message gives it, e.g. --timeout above 0 and at most 3600), a value not among a flag's choices (the message lists them), an --api-root with a user name or password, a config file that cannot be used (the message names it and the fix), the domain's validation messages (nothing is called)",
  ],
  [
    ExitCode.NotAuthorised,
    "not authorised: the service answered HTTP 401 or 403 (the message names the command and the member), or a member command against a live API root has no session (it says how to sign in: outfitter auth login)",
  ],
  [ExitCode.Interrupted, "interrupted: Ctrl+C in an interactive command (nothing more is sent)"],
]
