/**
 * The `outfitter` command tree, built from the declarations of ./manifest.ts, and how a
 * command line is parsed and its failure reported. bin.ts calls {@link main} with the
 * process's streams; the in-process tests call it with their own; scripts/cli-reference.ts
 * walks {@link createProgram} to write the CLI reference.
 *
 * Every command's implementation is loaded by its declaration's `load` (a literal dynamic
 * import) inside its action, so `outfitter --help` (and a usage error) evaluates commander
 * and the declarations and nothing else: no Ink, no Effect, no @outfitter packages (the
 * domain's card-masking rule aside, which imports nothing).
 *
 * @since 0.1.0
 */
import { maskCardRuns } from "@outfitter/domain/payments/card-mask"
import { Command, CommanderError, Option } from "commander"
import type { CommandSpec, OptionSpec } from "./declare.ts"
import { ExitCode } from "./exitCodes.ts"
import { globalFlags, programDescription, programDocs } from "./globalFlags.ts"
import { documented } from "./help.ts"
import { commands } from "./manifest.ts"
import { type Io, processIo } from "./output.ts"
import { plainLines } from "./plainText.ts"
import { cutEchoes, failureOf, helpHint, writeFailure } from "./writeFailure.ts"

// what bin.ts needs besides main, from the one module it imports
export { processIo } from "./output.ts"
export { failureOf, helpHint, writeFailure } from "./writeFailure.ts"

/**
 * The failure of a command with secret arguments given one too many (a declaration's
 * `secretArguments`): commander would print what was given.
 *
 * @category constructors
 */
export const secretArgumentsFailure = (path: string): Error =>
  Object.assign(new Error(`too many arguments for '${path}'; what was given is not printed`), {
    exitCode: ExitCode.Usage,
    code: "usage",
  })


/**
 * The words after `outfitter` as commander reads them: `help orders show` is
 * `orders show --help` (commander's help command takes one word, and would show the help
 * of `orders`).
 *
 * @category parsing
 */
export const helpWords = (args: ReadonlyArray<string>): Array<string> =>
  args[0] === "help" && args.length > 2 && args.slice(1).every((word) => !word.startsWith("-"))
    ? [...args.slice(1), "--help"]
    : [...args]

/** What a command's action threw, which command it was, and whether its options asked for --json. */
class ActionFailure {
  readonly error: unknown
  readonly path: string
  readonly json: boolean
  readonly verbose: boolean
  constructor(error: unknown, path: string, json: boolean, verbose: boolean) {
    this.error = error
    this.path = path
    this.json = json
    this.verbose = verbose
  }
}

/**
 * The action of a command: awaits the import of its implementation, then runs it with the
 * command's own options merged with the global ones. What it throws rejects the parse,
 * with whether --json was given ({@link main} reports it).
 */
const action = (declared: CommandSpec, load: NonNullable<CommandSpec["load"]>, io: Io) => async (...received: Array<unknown>): Promise<void> => {
  // commander calls actions with (…arguments, options, command)
  const command = received.at(-1) as Command
  const args = received.slice(0, -2) as Array<string>
  const raw = command.optsWithGlobals()
  try {
    // a variadic last argument (`replay <flow...>`) takes every extra word
    if (command.args.length > command.registeredArguments.length && !command.registeredArguments.some((given) => given.variadic)) {
      throw secretArgumentsFailure(declared.path)
    }
    const implementation = await load()
    await implementation.command.run(args, raw, io)
  } catch (error) {
    throw new ActionFailure(error, declared.path, raw["json"] === true, raw["verbose"] === true)
  }
}

/** A commander option of a declared one. */
const optionOf = (spec: OptionSpec): Option => {
  const option = new Option(spec.flags, spec.description)
  if (spec.parse !== undefined) option.argParser(spec.parse as (value: string, previous: unknown) => unknown)
  if (spec.default !== undefined) option.default(spec.default)
  return option
}

/** @category models */
export interface ProgramOptions {
  /** Printed by --version (bin.ts reads it from package.json). */
  readonly version?: string
  /** Where the commands and commander write (default: the process's). */
  readonly io?: Io
  /** Where commander writes its errors and the usage after them (default: io.stderr). */
  readonly writeErr?: (text: string) => void
}

/**
 * Builds the `outfitter` program from the manifest. Nothing runs until it is parsed.
 * Commander's messages echo what was typed (`unknown command '600000000001'`): each is made
 * plain text, and a card-like run of digits in it is shown as its last 4 (the domain's
 * `maskCardRuns`), so a card number typed where a command was expected never reaches the
 * terminal's scrollback.
 *
 * @category constructors
 */
export const createProgram = (options: ProgramOptions = {}): Command => {
  const io = options.io ?? processIo()
  const writeUnmasked = options.writeErr ?? io.stderr
  const writeErr = (text: string) => writeUnmasked(cutEchoes(plainLines(maskCardRuns(text))))
  const columns = io.columns
  const program = new Command("outfitter")
    .description(programDescription)
    // settings first: subcommands copy them when they are created
    .exitOverride()
    .configureOutput({
      writeOut: io.stdout,
      writeErr,
      ...(columns === undefined ? {} : {
        getOutHelpWidth: () => (columns > 0 ? columns : 80),
        getErrHelpWidth: () => (columns > 0 ? columns : 80),
        getOutHasColors: () => false,
        getErrHasColors: () => false,
      }),
    })
    .showHelpAfterError(helpHint("outfitter"))
    .showSuggestionAfterError()
    .configureHelp({ showGlobalOptions: true, sortOptions: false })
    .version(options.version ?? "0.0.0", "-V, --version", "print the version and exit")
  for (const spec of Object.values(globalFlags)) program.addOption(optionOf(spec))
  program
    .helpOption("-h, --help", "print the help of a command")
    .helpCommand("help [command]", "print the help of a command")
  documented(program, programDocs)

  const byPath = new Map<string, Command>([["", program]])
  for (const declared of Object.values(commands) as ReadonlyArray<CommandSpec>) {
    const words = declared.path.split(" ")
    const parent = byPath.get(words.slice(0, -1).join(" "))
    if (parent === undefined) throw new Error(`'${declared.path}' is declared before its parent`)
    const command = parent.command(words.at(-1) ?? declared.path).description(declared.description)
      // after a usage error, one line pointing at the help instead of the whole help
      .showHelpAfterError(helpHint(`outfitter ${declared.path}`))
    for (const [name, description] of declared.arguments ?? []) command.argument(`<${name}>`, description)
    for (const option of Object.values(declared.options ?? {})) command.addOption(optionOf(option))
    // commander's own message would print the extra arguments: the action refuses them instead
    if (declared.secretArguments === true) command.allowExcessArguments(true)
    // a command with an implementation runs it; a group (`stores`) only prints its help
    if (declared.load !== undefined) command.action(action(declared, declared.load, io))
    documented(command, declared.docs)
    byPath.set(declared.path, command)
  }
  return program
}

/**
 * The one line of a commander error: its message without the "error: " prefix, or for a
 * command group given no command, which command it needs.
 *
 * @param heldBack  what commander wrote, held back
 */
const usageMessage = (error: CommanderError, heldBack: ReadonlyArray<string>): string => {
  if (error.code !== "commander.help") return maskCardRuns(error.message.replace(/^error: /, ""))
  // the usage commander held back: "Usage: outfitter stores [options] [command]"
  return `a command is required after '${groupOf(heldBack)}' (see ${groupOf(heldBack)} --help)`
}

/** The group a command was missing after, from the usage commander held back: "Usage: outfitter stores [options] [command]". */
const groupOf = (heldBack: ReadonlyArray<string>): string =>
  heldBack.join("").split("\n").find((line) => line.startsWith("Usage: "))?.slice("Usage: ".length).split(" [")[0] ?? "outfitter"

/**
 * Runs `outfitter …args` and resolves with its exit code (exitCodes.ts). On any failure
 * nothing is written to stdout and the error goes to stderr: one line, or with --json one
 * JSON line `{"error":{"code","message","exitCode"}}` (commander's own usage errors too).
 *
 * @param args  the words after `outfitter`
 * @category running
 */
export const main = async (args: ReadonlyArray<string>, io: Io, options: { readonly version?: string } = {}): Promise<number> => {
  // `--json` anywhere before a `--`: errors become one JSON line, commander's usage errors included
  const json = args.slice(0, args.includes("--") ? args.indexOf("--") : undefined).includes("--json")
  // commander's message and what follows it are kept back: the JSON line replaces them, and
  // a group given no command is one line instead of its whole help
  const heldBack: Array<string> = []
  const program = createProgram({
    io,
    ...(options.version === undefined ? {} : { version: options.version }),
    writeErr: (text: string) => void heldBack.push(text),
  })
  try {
    await program.parseAsync(helpWords(args), { from: "user" })
    if (heldBack.length > 0) io.stderr(heldBack.join(""))
    return ExitCode.Ok
  } catch (error) {
    // a usage error of the command's own ends with where its help is, as commander's do
    if (error instanceof ActionFailure) return writeFailure(failureOf(error.error), error.json, io, error.verbose, `outfitter ${error.path}`)
    if (!(error instanceof CommanderError)) return writeFailure(failureOf(error), json, io)
    // without --json commander has already printed its message (and the usage) to stderr
    const isHelp = error.code === "commander.helpDisplayed" || error.code === "commander.version" ||
      (error.code === "commander.help" && error.exitCode === 0)
    if (json) {
      if (isHelp) return ExitCode.Ok
      return writeFailure({ code: "usage", message: usageMessage(error, heldBack), exitCode: ExitCode.Usage }, true, io)
    }
    const groupWithoutCommand = error.code === "commander.help" && !isHelp && args.length > 0
    io.stderr(
      groupWithoutCommand
        ? `error: a command is required after '${groupOf(heldBack)}'\n${helpHint(groupOf(heldBack))}\n`
        : heldBack.join(""),
    )
    return isHelp ? ExitCode.Ok : ExitCode.Usage
  }
}

/**
 * Every command of the program, depth first, the program itself first; commander's own
 * `help` command left out.
 *
 * @category getters
 */
export const allCommands = (command: Command): Array<Command> => [
  command,
  ...command.commands.filter((child) => child.name() !== "help").flatMap((child) => allCommands(child)),
]

/**
 * The command as typed: "outfitter stores search".
 *
 * @category getters
 */
export const commandPath = (command: Command): string => (command.parent === null ? command.name() : `${commandPath(command.parent)} ${command.name()}`)
