// @ts-check
/**
 * The `outfitter` command tree, built from the declarations of ./manifest.js, how it is
 * parsed and how a failure is reported. bin.js calls {@link main} with the process's
 * streams; the in-process tests call it with their own; scripts/cli-reference.ts walks
 * {@link createProgram} to write the CLI reference.
 *
 * Every command's implementation is loaded with a literal dynamic import inside its
 * action (`import("./commands/stores/search.ts")`), so `outfitter --help` (and a usage
 * error) loads commander and nothing else: no Ink, no Effect, no @outfitter packages, and
 * a bundler building from bin.js still sees every implementation.
 *
 * Plain JavaScript, type-checked through JSDoc (`checkJs`), for the reason bin.js gives.
 *
 * @since 0.1.0
 */
import { Command, CommanderError, Option } from "commander"
import { commands, exitCodes, globalFlags, programDescription, programDocs } from "./manifest.js"
import { maskCardRuns } from "@outfitter/domain/payments/card-mask"
import { escapeJsonControls, plainLines, plainText } from "./plainText.js"

export {
  defaultTimeoutSeconds,
  exitCodes,
  exitCodeTable,
  nonMemberRule,
  parseTimeout,
  programDescription,
} from "./manifest.js"

/** @typedef {import("./manifest.js").CommandDocs} CommandDocs */
/** @typedef {import("./manifest.js").CommandSpec} CommandSpec */
/** @typedef {import("./manifest.js").OptionSpec} OptionSpec */

/** @typedef {import("./output.ts").Io} Io */

/** @returns {Io} the process's own streams and environment */
export const processIo = () => ({
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  env: process.env,
})

/** @type {WeakMap<Command, CommandDocs>} */
const docsByCommand = new WeakMap()

/**
 * The examples, exit codes and notes of a command (empty for one without).
 *
 * @param {Command} command
 * @returns {CommandDocs}
 */
export const commandDocs = (command) => docsByCommand.get(command) ?? { examples: [] }

/**
 * Words wrapped at 80 columns, every line after the first indented by `hang`.
 *
 * @param {string} text
 * @param {string} [indent]  before every line
 * @param {string} [hang]  before every line after the first, after `indent`
 * @returns {string}
 */
const wrap = (text, indent = "", hang = "") => {
  /** @type {Array<string>} */
  const lines = []
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
 * @param {CommandDocs} docs
 * @returns {string}
 */
export const helpAfter = (docs) =>
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
 * @param {Command} command
 * @param {CommandDocs} docs
 * @returns {Command}
 */
const documented = (command, docs) => {
  docsByCommand.set(command, docs)
  return command.addHelpText("after", helpAfter(docs))
}

/**
 * @typedef {object} Failure
 * @property {string} code  what kind of failure (ErrorCode in CliError.ts; "usage" for commander's own errors)
 * @property {string} message  one line a person can read
 * @property {number} exitCode
 * @property {ReadonlyArray<string>} [details]  what --verbose adds: the call and its cause
 */

/**
 * The first line of a message, so a user never sees a stack trace.
 *
 * @param {unknown} value
 * @returns {string}
 */
const oneLine = (value) => {
  const message = value instanceof Error ? value.message : String(value)
  return message.split("\n").find((line) => line.trim() !== "")?.trim() ?? "unknown error"
}

/**
 * Anything a command threw, as a failure. The commands throw CliError (./CliError.ts),
 * recognised by its shape so this file need not import it; anything else is unexpected
 * (exit 1).
 *
 * @param {unknown} error
 * @returns {Failure}
 */
export const failureOf = (error) => {
  const fields = typeof error === "object" && error !== null ? /** @type {{ exitCode?: unknown, code?: unknown }} */ (error) : {}
  if (typeof fields.exitCode === "number") {
    const details = /** @type {{ details?: unknown }} */ (fields).details
    return {
      code: typeof fields.code === "string" ? fields.code : "failed",
      message: oneLine(error),
      exitCode: fields.exitCode,
      ...(Array.isArray(details) && details.length > 0 ? { details: details.map(String) } : {}),
    }
  }
  return { code: "unexpected", message: `outfitter: unexpected error: ${oneLine(error)}`, exitCode: exitCodes.failed }
}

/**
 * Writes a failure on `io.stderr` (one line of text, or with `json` one JSON line
 * `{"error":{"code","message","exitCode"}}`) and returns its exit code. Nothing goes to
 * stdout. The message is made plain text first (plainText.js): it may carry the service's
 * words.
 *
 * @param {Failure} failure
 * @param {boolean} json
 * @param {Io} io
 * @param {boolean} [verbose]  with --verbose: the details under the message (text), or a "details" array (JSON)
 * @returns {number}
 */
export const writeFailure = (failure, json, io, verbose = false) => {
  const { details = [], ...rest } = failure
  const shown = verbose ? details.map(plainText) : []
  const plain = { ...rest, message: plainText(failure.message), ...(shown.length > 0 ? { details: shown } : {}) }
  io.stderr(json ? `${escapeJsonControls(JSON.stringify({ error: plain }))}\n` : `${[plain.message, ...shown.map((line) => `  ${line}`)].join("\n")}\n`)
  return failure.exitCode
}

/**
 * What a command module exports: its `command`, which runs with the command line's
 * arguments, the merged option values and the io (run.ts builds it).
 *
 * @typedef {{ readonly command: { readonly run: (args: ReadonlyArray<string>, raw: Readonly<Record<string, unknown>>, io: Io) => Promise<void> } }} CommandModule
 */

/**
 * Each command's implementation, a literal dynamic import so a bundler sees it.
 *
 * @type {Readonly<Record<string, () => Promise<CommandModule>>>}
 */
const implementations = {
  "stores search": () => import("./commands/stores/search.ts"),
  "stores get": () => import("./commands/stores/get.ts"),
  "stores availability": () => import("./commands/stores/availability.ts"),
  "loyalty points": () => import("./commands/loyalty/points.ts"),
  "loyalty history": () => import("./commands/loyalty/history.ts"),
  "loyalty add-order": () => import("./commands/loyalty/add-order.ts"),
  "orders resend": () => import("./commands/orders/resend.ts"),
  "orders show": () => import("./commands/orders/show.ts"),
  "orders cancel": () => import("./commands/orders/cancel.ts"),
  "returns calculate": () => import("./commands/returns/calculate.ts"),
  "returns start": () => import("./commands/returns/start.ts"),
  "wallet status": () => import("./commands/wallet/status.ts"),
  "wallet precreate": () => import("./commands/wallet/precreate.ts"),
  "payments status": () => import("./commands/payments/status.ts"),
  "giftcard balance": () => import("./commands/giftcard/balance.ts"),
  scenarios: () => import("./commands/scenarios.ts"),
  replay: () => import("./commands/replay/replay.ts"),
  sandbox: () => import("./commands/sandbox.ts"),
}

/**
 * The action of a command: awaits the import of its implementation, then runs it with the
 * command's own options merged with the global ones. What it throws rejects the parse,
 * with whether --json was given ({@link main} reports it).
 *
 * @param {string} path  the command's key in the manifest
 * @param {Io} io
 * @returns {(...received: Array<unknown>) => Promise<void>}
 */
const action = (path, io) => async (...received) => {
  const load = implementations[path]
  if (load === undefined) throw new Error(`no implementation for '${path}'`)
  // commander calls actions with (…arguments, options, command)
  const command = /** @type {Command} */ (received.at(-1))
  const args = /** @type {Array<string>} */ (received.slice(0, -2))
  const raw = command.optsWithGlobals()
  try {
    // a variadic last argument (`replay <flow...>`) takes every extra word
    if (command.args.length > command.registeredArguments.length && !command.registeredArguments.some((given) => given.variadic)) throw secretArgumentsFailure(path)
    const implementation = await load()
    await implementation.command.run(args, raw, io)
  } catch (error) {
    throw new ActionFailure(error, raw["json"] === true, raw["verbose"] === true)
  }
}

/**
 * The failure of a command with secret arguments given one too many (manifest.js's
 * `secretArguments`): commander would print what was given.
 *
 * @param {string} path
 * @returns {Error}
 */
export const secretArgumentsFailure = (path) =>
  Object.assign(new Error(`too many arguments for '${path}'; what was given is not printed (see outfitter ${path} --help)`), {
    exitCode: exitCodes.usage,
    code: "usage",
  })

/** What a command's action threw, and whether its options asked for --json. */
class ActionFailure {
  /**
   * @param {unknown} error
   * @param {boolean} json
   * @param {boolean} verbose
   */
  constructor(error, json, verbose) {
    this.error = error
    this.json = json
    this.verbose = verbose
  }
}

/**
 * A commander option of a declared one.
 *
 * @param {OptionSpec} spec
 * @returns {Option}
 */
const optionOf = (spec) => {
  const option = new Option(spec.flags, spec.description)
  if (spec.parse !== undefined) option.argParser(spec.parse)
  if (spec.default !== undefined) option.default(spec.default)
  return option
}

/**
 * @typedef {object} ProgramOptions
 * @property {string} [version]  printed by --version (bin.js reads it from package.json)
 * @property {Io} [io]  where the commands and commander write (default: the process's)
 * @property {(text: string) => void} [writeErr]  where commander writes its errors and the usage after them (default: io.stderr)
 */


/**
 * Builds the `outfitter` program from the manifest. Nothing runs until it is parsed.
 *
 * @param {ProgramOptions} [options]
 * @returns {Command}
 */
export const createProgram = (options = {}) => {
  const io = options.io ?? processIo()
  const writeUnmasked = options.writeErr ?? io.stderr
  // commander's messages echo what was typed ("unknown option '…'"): plain text, like every line
  const writeErr = (/** @type {string} */ text) => writeUnmasked(plainLines(maskCardRuns(text)))
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
    .showHelpAfterError()
    .showSuggestionAfterError()
    .configureHelp({ showGlobalOptions: true, sortOptions: false })
    .version(options.version ?? "0.0.0", "-V, --version", "print the version and exit")
  for (const spec of Object.values(globalFlags)) program.addOption(optionOf(spec))
  program
    .helpOption("-h, --help", "print the help of a command")
    .helpCommand("help [command]", "print the help of a command")
  documented(program, programDocs)

  /** @type {Map<string, Command>} */
  const byPath = new Map([["", program]])
  for (const [path, declared] of Object.entries(commands)) {
    const spec = /** @type {CommandSpec} */ (declared)
    const words = path.split(" ")
    const parent = byPath.get(words.slice(0, -1).join(" "))
    if (parent === undefined) throw new Error(`'${path}' is declared before its parent`)
    const command = parent.command(words.at(-1) ?? path).description(spec.description)
    for (const [name, description] of spec.arguments ?? []) command.argument(`<${name}>`, description)
    for (const option of Object.values(spec.options ?? {})) command.addOption(optionOf(option))
    // commander's own message would print the extra arguments: the action refuses them instead
    if (spec.secretArguments === true) command.allowExcessArguments(true)
    // a command with an implementation runs it; a group (`stores`) only prints its help
    if (Object.hasOwn(implementations, path)) command.action(action(path, io))
    documented(command, spec.docs)
    byPath.set(path, command)
  }
  return program
}

/**
 * The one line of a commander error: its message without the "error: " prefix, or for a
 * command group given no command, which command it needs.
 *
 * @param {CommanderError} error
 * @param {ReadonlyArray<string>} heldBack  what commander wrote, held back
 * @returns {string}
 */
const usageMessage = (error, heldBack) => {
  if (error.code !== "commander.help") return maskCardRuns(error.message.replace(/^error: /, ""))
  // the usage commander held back: "Usage: outfitter stores [options] [command]"
  const usage = heldBack.join("").split("\n").find((line) => line.startsWith("Usage: "))
  const command = usage?.slice("Usage: ".length).split(" [")[0] ?? "outfitter"
  return `a command is required after '${command}' (see ${command} --help)`
}

/**
 * Runs `outfitter …args` and resolves with its exit code: 0 success, 1 the service said
 * no or failed, 2 bad usage or invalid input, 3 not authorised. On any failure nothing is
 * written to stdout and the error goes to stderr: one line, or with --json one JSON line
 * `{"error":{"code","message","exitCode"}}` (commander's own usage errors too).
 *
 * @param {ReadonlyArray<string>} args  the words after `outfitter`
 * @param {Io} io
 * @param {{ readonly version?: string }} [options]
 * @returns {Promise<number>}
 */
export const main = async (args, io, options = {}) => {
  // `--json` anywhere before a `--`: errors become one JSON line, commander's usage errors included
  const json = args.slice(0, args.includes("--") ? args.indexOf("--") : undefined).includes("--json")
  // with --json commander's message and the usage after it are kept back: the JSON line replaces them
  /** @type {Array<string>} */
  const heldBack = []
  const program = createProgram({
    io,
    ...(options.version === undefined ? {} : { version: options.version }),
    ...(json ? { writeErr: (/** @type {string} */ text) => void heldBack.push(text) } : {}),
  })
  try {
    await program.parseAsync([...args], { from: "user" })
    return exitCodes.ok
  } catch (error) {
    if (error instanceof ActionFailure) return writeFailure(failureOf(error.error), error.json, io, error.verbose)
    if (!(error instanceof CommanderError)) return writeFailure(failureOf(error), json, io)
    // without --json commander has already printed its message (and the usage) to stderr
    const isHelp = error.code === "commander.helpDisplayed" || error.code === "commander.version" ||
      (error.code === "commander.help" && error.exitCode === 0)
    if (isHelp) return exitCodes.ok
    if (json) return writeFailure({ code: "usage", message: usageMessage(error, heldBack), exitCode: exitCodes.usage }, true, io)
    return exitCodes.usage
  }
}

/**
 * Every command of the program, depth first, the program itself first; commander's own
 * `help` command left out.
 *
 * @param {Command} command
 * @returns {Array<Command>}
 */
export const allCommands = (command) => [
  command,
  ...command.commands.filter((child) => child.name() !== "help").flatMap((child) => allCommands(child)),
]

/**
 * The command as typed: "outfitter stores search".
 *
 * @param {Command} command
 * @returns {string}
 */
export const commandPath = (command) => (command.parent === null ? command.name() : `${commandPath(command.parent)} ${command.name()}`)
