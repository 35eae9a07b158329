/**
 * The text after a command's help: its notes, exit codes and examples, word-wrapped at 80
 * columns, and where program.ts keeps them for the CLI reference.
 *
 * @since 0.1.0
 */
import type { Command } from "commander"
import type { CommandDocs } from "./declare.ts"

const docsByCommand = new WeakMap<Command, CommandDocs>()

/**
 * The examples, exit codes and notes of a command (empty for one without).
 *
 * @category getters
 */
export const commandDocs = (command: Command): CommandDocs => docsByCommand.get(command) ?? { examples: [] }

/**
 * Words wrapped at 80 columns, every line after the first indented by `hang`.
 *
 * @param indent  before every line
 * @param hang  before every line after the first, after `indent`
 * @category formatting
 */
export const wrap = (text: string, indent = "", hang = ""): string => {
  const lines: Array<string> = []
  let line = ""
  for (const word of text.split(" ")) {
    const prefix = lines.length === 0 ? indent : indent + hang
    if (line !== "" && prefix.length + line.length + 1 + word.length > 80) {
      lines.push(prefix + line)
      line = word
    } else {
      line = line === "" ? word : `${line} ${word}`
    }
  }
  lines.push((lines.length === 0 ? indent : indent + hang) + line)
  return lines.join("\n")
}

/**
 * The text after a command's help: notes, exit codes and examples, a blank line before each.
 *
 * @category formatting
 */
export const helpAfter = (docs: CommandDocs): string =>
  [
    ...(docs.notes ?? []).map((note) => wrap(note)),
    ...((docs.exitCodes ?? []).length === 0
      ? []
      : [["Exit codes:", ...(docs.exitCodes ?? []).map(([code, meaning]) => wrap(`${code}  ${meaning}`, "  ", "   "))].join("\n")]),
    ["Examples:", ...docs.examples.flatMap(([what, line]) => [`  # ${what}`, `  ${line}`])].join("\n"),
  ].map((block) => `\n${block}`).join("\n")

/**
 * Attaches a command's examples, exit codes and notes, and prints them after its help.
 *
 * @category constructors
 */
export const documented = (command: Command, docs: CommandDocs): Command => {
  docsByCommand.set(command, docs)
  return command.addHelpText("after", helpAfter(docs))
}
