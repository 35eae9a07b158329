/**
 * Asking a person before a command changes something (`orders cancel`): only on a
 * terminal. The question goes to stderr, so stdout keeps only the result (and --json
 * stays one JSON document); the answer is read as one line from stdin.
 *
 * @since 0.2.0
 */
import { createInterface } from "node:readline/promises"
import { plainText } from "../../plainText.ts"

/**
 * Whether a person can be asked: stdin is a terminal.
 *
 * @category predicates
 */
export const stdinIsTerminal = (): boolean => process.stdin.isTTY === true

/**
 * An answer that agrees: y or yes, any case, surrounding spaces ignored (" Yes " agrees,
 * "" does not).
 *
 * @category predicates
 */
export const agrees = (answer: string): boolean => /^(y|yes)$/i.test(answer.trim())

/**
 * Asks the question on stderr (plain text: it may echo what was typed) and reads one line
 * from stdin; true for y or yes. End of input (Ctrl+D) is a no.
 *
 * @category prompts
 */
export const confirm = async (question: string): Promise<boolean> => {
  const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: true })
  try {
    const closed = new Promise<string>((resolve) => prompt.once("close", () => resolve("")))
    return agrees(await Promise.race([prompt.question(`${plainText(question)} [y/N] `), closed]))
  } finally {
    prompt.close()
  }
}
