/**
 * Writing to stdout: JSON for `--json` (and nothing else, ever), or rendered views.
 *
 * @since 0.1.0
 */

/**
 * Writes a value as JSON on stdout, newline-terminated.
 *
 * @category output
 */
export const writeJson = (value: unknown): void => {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`)
}

/**
 * Writes rendered text on stdout, newline-terminated.
 *
 * @category output
 */
export const writeText = (text: string): void => {
  process.stdout.write(text.endsWith("\n") ? text : `${text}\n`)
}
