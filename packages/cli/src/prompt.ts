/**
 * Prompts on a terminal that never wait on a stream that is not one (the commands check
 * first): a line read in raw mode, hidden or echoed, ended by Enter and left by Ctrl+C.
 * The gift card number and the sign-in password are read without echo.
 *
 * @since 0.7.0
 */
import * as Redacted from "effect/Redacted"

/** The terminal the prompt reads from and writes its question on. @category models */
export interface PromptTerminal {
  readonly stdin: NodeJS.ReadStream
  readonly output: NodeJS.WriteStream
}

/** How a prompt ended: what was typed, or Ctrl+C. @category models */
export type PromptAnswer =
  | { readonly _tag: "Entered"; readonly value: Redacted.Redacted<string> }
  | { readonly _tag: "Left" }

/** What follows ESC in a key sequence: `[` or `O`, parameters, and a final letter or `~`. */
const afterEscape = /^(?:[[O][\d;]*[A-Za-z~]?)?/

/**
 * What a line editor without echo makes of the keys typed so far: the text, and whether
 * Enter, Ctrl+D or Ctrl+C ended it. Printable characters are kept; Backspace (DEL or
 * BS) deletes the last one, Ctrl+U clears, escape sequences and other control characters
 * are dropped; what follows the key that ends the line is ignored. `"6001"`, DEL, `"2"`,
 * Enter is `{ text: "6002", end: "entered" }`.
 *
 * @category parsing
 */
export const editHidden = (
  typed: string,
  keys: string,
): { readonly text: string; readonly end: "entered" | "left" | undefined } => {
  let text = typed
  let rest = keys
  while (rest !== "") {
    const key = rest[0]!
    if (key === "\r" || key === "\n" || key === "\u0004") return { text, end: "entered" }
    if (key === "\u0003") return { text, end: "left" }
    if (key === "\u001b") {
      rest = rest.slice(1 + (afterEscape.exec(rest.slice(1))?.[0].length ?? 0))
      continue
    }
    if (key === "\u007f" || key === "\b") text = [...text].slice(0, -1).join("")
    else if (key === "\u0015") text = ""
    else if (key >= " ") text += key
    rest = rest.slice(key.length)
  }
  return { text, end: undefined }
}

/**
 * Asks a question on the terminal and reads one line in raw mode: with nothing printed per
 * key (the default: not even a mask, so the screen shows neither what nor how much was
 * typed), or with `echo` the line redrawn as it is edited (an e-mail). Enter (or Ctrl+D,
 * or the end of the input) ends it, Ctrl+C leaves it. The terminal is put back in cooked
 * mode whatever happens; what was typed is handed over inside `Redacted` under `label`.
 *
 * @category prompts
 */
export const promptLine = (
  terminal: PromptTerminal,
  question: string,
  options: { readonly label: string; readonly echo?: boolean },
): Promise<PromptAnswer> =>
  new Promise((resolve) => {
    const { stdin, output } = terminal
    let typed = ""
    const finish = (answer: PromptAnswer) => {
      stdin.off("data", onData)
      stdin.off("end", onEnd)
      stdin.setRawMode(false)
      stdin.pause()
      output.write("\n")
      resolve(answer)
    }
    const entered = (): PromptAnswer => ({ _tag: "Entered", value: Redacted.make(typed, { label: options.label }) })
    const onData = (chunk: Buffer | string) => {
      const before = typed
      const edited = editHidden(typed, typeof chunk === "string" ? chunk : chunk.toString("utf8"))
      typed = edited.text
      if (options.echo === true && edited.end !== "left" && typed !== before) output.write(`\r\u001b[2K${question}${typed}`)
      if (edited.end === "left") finish({ _tag: "Left" })
      else if (edited.end === "entered") finish(entered())
    }
    const onEnd = () => finish(entered())
    output.write(question)
    stdin.setRawMode(true)
    stdin.on("data", onData)
    stdin.once("end", onEnd)
    stdin.resume()
  })
