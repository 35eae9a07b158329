/**
 * The RegExp statics emptied after a match on a secret (SecretTrace.ts gives the rule).
 * No imports, so a caller that must stay light (the CLI's usage errors) can mask a card
 * number without loading Effect.
 *
 * @since 0.6.0
 */

const nothing = /(?:)/

/**
 * Empties the RegExp statics: after it, `RegExp.input`, `lastMatch`, `leftContext`,
 * `rightContext` and `$1`…`$9` are all "".
 *
 * @example
 * import { forgetLastMatch } from "@outfitter/domain"
 * ;/\d+/.test("4111111111111111")
 * forgetLastMatch()
 * // RegExp.input === ""
 * @category secrets
 */
export const forgetLastMatch = (): void => {
  nothing.exec("")
}

/**
 * Runs `read` (which may match a regex on a secret), then empties the RegExp statics,
 * whether `read` returned or threw.
 *
 * @example
 * import { withoutTrace } from "@outfitter/domain"
 * withoutTrace(() => /^4/.test("4111111111111111")) // => true, and RegExp.input === ""
 * @category secrets
 */
export const withoutTrace = <A>(read: () => A): A => {
  try {
    return read()
  } finally {
    forgetLastMatch()
  }
}
