/**
 * The types of plainText.js, for TypeScript that reads the CLI's sources without its
 * `allowJs` (the examples check, the build's declarations). The rule and its
 * documentation are in plainText.js.
 *
 * @since 0.1.0
 */

/** Text a service sent, safe to print on a terminal (escape sequences and control characters removed). */
export declare const plainText: (text: string) => string

/** Text laid out by the CLI, each line made plain text, the line feeds between them kept. */
export declare const plainLines: (text: string) => string

/** A value with every string in it made plain text: arrays and plain objects copied, other values as they are. */
export declare const plainData: <A>(value: A) => A

/** JSON text with DEL, C1, line and paragraph separators and bidirectional controls written as `\uXXXX`. */
export declare const escapeJsonControls: (json: string) => string
