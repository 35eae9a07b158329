/**
 * Writing to stdout: JSON for `--json` (and nothing else, ever), or rendered views.
 * Views are built from data already made plain text (runtime.ts); JSON keeps the data as
 * it came, with every character a terminal could act on escaped.
 *
 * @since 0.1.0
 */
import { escapeJsonControls } from "./plainText.js"

/**
 * Writes a value as JSON on stdout, newline-terminated. Control characters in strings
 * are escaped (`\u001b`, `\u009b`, …): the JSON means the same, the terminal sees none.
 *
 * @category output
 */
export const writeJson = (value: unknown): void => {
  process.stdout.write(`${escapeJsonControls(JSON.stringify(value, null, 2))}\n`)
}

/**
 * Writes rendered text on stdout, newline-terminated.
 *
 * @category output
 */
export const writeText = (text: string): void => {
  process.stdout.write(text.endsWith("\n") ? text : `${text}\n`)
}
