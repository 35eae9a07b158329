/**
 * How a failure is printed: anything a command threw as one {@link Failure}, written on
 * stderr as one line of plain text, or with --json one JSON line
 * `{"error":{"code","message","exitCode"}}`. Nothing goes to stdout.
 *
 * @since 0.1.0
 */
import { ErrorCode } from "./CliError.ts"
import { ExitCode } from "./exitCodes.ts"
import type { Io } from "./output.ts"
import { escapeJsonControls, plainText } from "./plainText.ts"

/** @category models */
export interface Failure {
  /** What kind of failure (ErrorCode in CliError.ts; "usage" for commander's own errors). */
  readonly code: string
  /** One line a person can read. */
  readonly message: string
  readonly exitCode: number
  /** What --verbose adds: the call and its cause. */
  readonly details?: ReadonlyArray<string>
}

/** How much of an echoed input a message shows. @category constants */
export const echoLimit = 80

/**
 * A message with every quoted echo of input longer than {@link echoLimit} characters cut
 * to its start, an ellipsis and its length: `'aaaa…' (100000 characters)`. An echo is
 * text in single quotes that opens after a space, a bracket or the start (an apostrophe
 * inside a word is not one).
 *
 * @example
 * import { cutEchoes } from "@outfitter/cli"
 * cutEchoes(`Unknown site '${"z".repeat(100)}'`) // => `Unknown site '${"z".repeat(80)}…' (100 characters)`
 * @category formatting
 */
export const cutEchoes = (message: string): string =>
  message.replace(/(^|[\s([:])'([^'\n]{81,}?)'(?=$|[\s.,;:)\]])/g, (_whole, before: string, echoed: string) =>
    `${before}'${[...echoed].slice(0, echoLimit).join("")}…' (${[...echoed].length} characters)`
  )

/** The first line of a message, so a user never sees a stack trace. */
const oneLine = (value: unknown): string => {
  const message = value instanceof Error ? value.message : String(value)
  return message.split("\n").find((line) => line.trim() !== "")?.trim() ?? "unknown error"
}

/**
 * Anything a command threw, as a failure. The commands throw CliError (./CliError.ts),
 * recognised by its shape so --help need not load it; anything else is unexpected (exit 1).
 *
 * @category constructors
 */
export const failureOf = (error: unknown): Failure => {
  const fields = typeof error === "object" && error !== null ? (error as { readonly exitCode?: unknown; readonly code?: unknown; readonly details?: unknown }) : {}
  if (typeof fields.exitCode === "number") {
    const details = fields.details
    return {
      code: typeof fields.code === "string" ? fields.code : "failed",
      message: oneLine(error),
      exitCode: fields.exitCode,
      ...(Array.isArray(details) && details.length > 0 ? { details: details.map(String) } : {}),
    }
  }
  return { code: "unexpected", message: `outfitter: unexpected error: ${oneLine(error)}`, exitCode: ExitCode.Failed }
}

/**
 * The line after a usage error: where the help of the command is, such as
 * "see `outfitter orders show --help`". Commander's own usage errors and the commands'
 * (exit 2) end with it alike.
 *
 * @category formatting
 */
export const helpHint = (command: string): string => `see \`${command} --help\``

/**
 * Whether a failure is a usage error, which points at the command's help: exit 2, except
 * a bad value in the config file (its message names the fix, which no help shows).
 *
 * @category predicates
 */
export const pointsToHelp = (failure: Pick<Failure, "code" | "exitCode">): boolean =>
  failure.exitCode === ExitCode.Usage && failure.code !== ErrorCode.BadConfig

/**
 * Writes a failure on `io.stderr` and returns its exit code. The message is made plain
 * text first (plainText.ts): it may carry the service's words. In text, a usage error
 * ({@link pointsToHelp}) of a known command ends with {@link helpHint}; the JSON line
 * keeps its three fields.
 *
 * @param verbose  with --verbose: the details under the message (text), or a "details" array (JSON)
 * @param command  the command that failed, as typed ("outfitter orders show"), when known
 * @category output
 */
export const writeFailure = (failure: Failure, json: boolean, io: Io, verbose = false, command?: string): number => {
  const { details = [], ...rest } = failure
  const shown = verbose ? details.map(plainText) : []
  const plain = { ...rest, message: cutEchoes(plainText(failure.message)), ...(shown.length > 0 ? { details: shown } : {}) }
  const hint = command !== undefined && pointsToHelp(failure) ? [helpHint(command)] : []
  io.stderr(
    json
      ? `${escapeJsonControls(JSON.stringify({ error: plain }))}\n`
      : `${[plain.message, ...shown.map((line) => `  ${line}`), ...hint].join("\n")}\n`,
  )
  return failure.exitCode
}
