/**
 * Where `outfitter giftcard balance` gets the card number, so that it never lands in the
 * shell's history, the process list, the environment or an error value:
 *
 * - **the prompt**: on a terminal the number is asked for on stderr and read from the
 *   terminal in raw mode, with nothing printed per key (not even a mask: the screen shows
 *   neither the digits nor how many were typed). Enter (or Ctrl+D) ends it, Backspace
 *   deletes the last character, Ctrl+U clears what was typed, arrow and other escape keys
 *   are ignored, Ctrl+C leaves it (the command then stops with exit 130, nothing called);
 * - **stdin** (`--card-number -` off a terminal): the number alone on one line, blank
 *   lines and surrounding spaces ignored; a second line or more than 256 bytes is refused;
 * - **a test card** (`--test-card <name>`): one of the fixtures' magic cards, by name.
 *
 * Whatever it reads is handed over inside `Redacted` at once; the messages of this module
 * are fixed text that never quotes what was read; balance.ts masks the number in any text
 * that comes back from a service with the domain's `maskCardNumberIn`.
 *
 * @since 0.4.0
 */
import * as Redacted from "effect/Redacted"
import { ErrorCode, usageError } from "../../CliError.ts"
import { type PromptAnswer, promptLine, type PromptTerminal } from "../../prompt.ts"

/** The prompt's question. @category messages */
export const cardPrompt = "Gift card number (not shown as you type): "

/** The prompt left with Ctrl+C. @category messages */
export const promptLeftMessage = "No card number entered: the prompt was left with Ctrl+C"

/** stdin with more than the number. @category messages */
export const stdinTooMuchMessage = "stdin must hold the card number alone, on one line"

/** The most stdin may hold, in bytes. @category constants */
export const stdinLimitBytes = 256

export type { PromptAnswer, PromptTerminal } from "../../prompt.ts"
export { editHidden } from "../../prompt.ts"

/**
 * Asks for the card number on the terminal without echo (prompt.ts).
 *
 * @category prompts
 */
export const promptCardNumber = (terminal: PromptTerminal): Promise<PromptAnswer> => promptLine(terminal, cardPrompt, { label: "giftCardNumber" })

/**
 * The card number piped in on stdin: the one non-blank line, trimmed ("" for none).
 * Throws a usage error (exit 2) for a second line or more than {@link stdinLimitBytes}.
 *
 * @category reading
 */
export const readCardNumberFrom = async (stdin: AsyncIterable<Buffer | string>): Promise<Redacted.Redacted<string>> => {
  const chunks: Array<Buffer> = []
  let size = 0
  for await (const chunk of stdin) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk
    size += bytes.length
    if (size > stdinLimitBytes) throw usageError(stdinTooMuchMessage, ErrorCode.Usage)
    chunks.push(bytes)
  }
  const lines = Buffer.concat(chunks).toString("utf8").split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "")
  if (lines.length > 1) throw usageError(stdinTooMuchMessage, ErrorCode.Usage)
  return Redacted.make(lines[0] ?? "", { label: "giftCardNumber" })
}

/** A test card's name as typed: the fixtures' key in kebab case (`eCard` is `e-card`). @category formatting */
export const testCardName = (key: string): string => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * One of the fixtures' magic cards by its name (`usd`, `e-card`, `never-ready`, …): its
 * number and PIN. Throws a usage error (exit 2) naming the test cards for an unknown name.
 * The fixtures are loaded only here.
 *
 * @category reading
 */
export const testCard = async (name: string): Promise<{ readonly cardNumber: Redacted.Redacted<string>; readonly pin: string }> => {
  const { giftCardMagic } = await import("@outfitter/fixtures")
  const found = Object.entries(giftCardMagic).find(([key]) => testCardName(key) === name.trim().toLowerCase())
  if (found === undefined) {
    const names = Object.keys(giftCardMagic).map(testCardName).join(", ")
    throw usageError(`Unknown test card: use one of ${names}`, ErrorCode.Usage)
  }
  const [, card] = found
  return { cardNumber: Redacted.make(card.cardNumber, { label: "giftCardNumber" }), pin: card.pin }
}
