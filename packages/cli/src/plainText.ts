/**
 * The one rule for text the CLI prints that it did not write itself, a service's answer or
 * what the user typed (an argument echoed back): plain text only. A store name, a status
 * message, an error message or an argument can carry terminal escape sequences (to
 * recolour, retitle or clear a support engineer's terminal, rewrite what was printed
 * before, or smuggle a hyperlink) and control characters; none of them reach the
 * terminal. Every text line the CLI writes goes through it last ({@link plainLines}: the
 * views' output, error lines, commander's messages, the confirmation question, the returns
 * wizard's lines), so a value that reaches the terminal by a way no view foresaw is plain
 * too.
 *
 * - Escape sequences are removed whole: CSI (`ESC [` … final byte, or the 8-bit U+009B),
 *   the string sequences OSC, DCS, SOS, PM and APC (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`,
 *   `ESC _` or their 8-bit forms, up to BEL or ST, or to the end of the text when never
 *   ended), and every other `ESC` sequence.
 * - Then every control character left goes: C0 (U+0000–U+001F), DEL and C1
 *   (U+007F–U+009F). Tab, line feed, vertical tab, form feed and carriage return become a
 *   space, so a value stays on its line: the only line breaks in the output are the CLI's
 *   own layout.
 * - The bidirectional embedding, override and isolate controls (U+202A–U+202E,
 *   U+2066–U+2069) go too: they can reorder how a line reads, so "10001" looks like
 *   another number.
 *
 * Text without any of these is returned unchanged. With --json the data is not altered:
 * JSON.stringify escapes C0 controls, and {@link escapeJsonControls} the rest.
 *
 * No imports, so program.ts can use it for every error line while `--help` still loads
 * commander alone.
 *
 * @since 0.1.0
 */

/** An escape sequence, or one control character: removed. */
const unsafe = new RegExp(
  [
    // string sequences: OSC, DCS, SOS, PM, APC, up to BEL or ST (ESC \ or U+009C), or the end
    "(?:\\u001b[\\]PX^_]|[\\u0090\\u0098\\u009d\\u009e\\u009f])[\\s\\S]*?(?:\\u0007|\\u001b\\\\|\\u009c|$)",
    // CSI: parameter bytes, intermediate bytes, one final byte
    "(?:\\u001b\\[|\\u009b)[\\u0030-\\u003f]*[\\u0020-\\u002f]*[\\u0040-\\u007e]",
    // any other escape: intermediate bytes, then one final byte
    "\\u001b[\\u0020-\\u002f]*[\\u0030-\\u007e]",
    // what is left: every C0 and C1 control, DEL, the bidirectional controls
    "[\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069]",
  ].join("|"),
  "g",
)

/** The controls that separate words: a space instead. */
const spacing = /^[\t\n\v\f\r]$/

/**
 * Text a service sent, safe to print on a terminal (see the module's rule).
 *
 * @example
 * import { plainText } from "@outfitter/cli"
 * plainText("Easton\u001b[2J\u001b]0;pwned\u0007 Town\nCenter") // => "Easton Town Center"
 * @category formatting
 */
export const plainText = (text: string): string => text.replace(unsafe, (match) => (spacing.test(match) ? " " : ""))

/**
 * Text laid out by the CLI (lines it joined with line feeds), each line made plain text:
 * the CLI's own line breaks are kept, anything else a terminal acts on goes.
 *
 * @example
 * import { plainLines } from "@outfitter/cli"
 * plainLines("Cancelled order 1 (reason \u001b[31mX)\nnext") // => "Cancelled order 1 (reason X)\nnext"
 * @category formatting
 */
export const plainLines = (text: string): string => text.split("\n").map(plainText).join("\n")

/**
 * A value with every string in it made plain text: arrays and plain objects are copied,
 * other values (numbers, class instances) returned as they are.
 *
 * @category formatting
 */
export const plainData = <A>(value: A): A => {
  if (typeof value === "string") return plainText(value) as A
  if (Array.isArray(value)) return value.map((item: unknown) => plainData(item)) as A
  if (typeof value === "object" && value !== null) {
    const prototype: unknown = Object.getPrototypeOf(value)
    if (prototype !== Object.prototype && prototype !== null) return value
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainData(item)])) as A
  }
  return value
}

/** What JSON.stringify leaves raw that a terminal may still act on. */
const rawInJson = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

/**
 * JSON text with DEL, the C1 controls, the line and paragraph separators and the
 * bidirectional controls written as `\uXXXX` escapes (JSON.stringify escapes only C0):
 * the same JSON value, nothing in it a terminal acts on. These characters can only occur
 * inside JSON strings, where the escape means the same character.
 *
 * @example
 * import { escapeJsonControls } from "@outfitter/cli"
 * escapeJsonControls(JSON.stringify("a\u009bb")) // => "\"a\\u009bb\""
 * @category formatting
 */
export const escapeJsonControls = (json: string): string =>
  json.replace(rawInJson, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`)
