/**
 * What goes to stdout: JSON for `--json` (and nothing else, ever), or rendered views. The
 * runner (run.ts) writes it to the run's stdout. Views are built from data already made
 * plain text (runtime.ts), and their text is made plain text line by line again here, as
 * it may echo what the user typed (`--reason`, `--item`, …); JSON keeps the data as it
 * came, with every character a terminal could act on escaped.
 *
 * @since 0.1.0
 */
import { escapeJsonControls, plainLines } from "./plainText.ts"

/**
 * Where a run reads and writes: the process's streams and environment (bin.ts), or a
 * test's (program.ts's `main` takes one).
 *
 * @category models
 */
export interface Io {
  readonly stdout: (text: string) => void
  readonly stderr: (text: string) => void
  readonly env: Readonly<Record<string, string | undefined>>
  /** The terminal's width for help and views (0: not a terminal); undefined: ask the process's stdout. */
  readonly columns?: number | undefined
}

/**
 * The process's own streams and environment.
 *
 * @category models
 */
export const processIo = (): Io => ({
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  env: process.env,
})

/**
 * A value as JSON, newline-terminated. Control characters in strings are escaped
 * (`\u001b`, `\u009b`, …): the JSON means the same, the terminal sees none.
 *
 * @category output
 */
export const jsonText = (value: unknown): string => `${escapeJsonControls(JSON.stringify(value, null, 2))}\n`

/**
 * Rendered text, newline-terminated, each line plain text (plainText.ts): no escape
 * sequence or control character, wherever it came from.
 *
 * @category output
 */
export const textLines = (text: string): string => {
  const plain = plainLines(text)
  return plain.endsWith("\n") ? plain : `${plain}\n`
}
