/**
 * `outfitter completion <bash|zsh|fish>`: a completion script for the shell, written from
 * the command tree of ../manifest.ts and the global flags, so a command or flag added there
 * is completed without touching this file. The script completes the command words at each
 * level (`outfitter stores <TAB>`: search, get, availability) and the flags of the command
 * typed so far, the global flags everywhere.
 *
 * @since 0.1.0
 */
import { usageError } from "../CliError.ts"
import type { CommandSpec, OptionSpec } from "../declare.ts"
import { globalFlags } from "../globalFlags.ts"
import { commands } from "../manifest.ts"
import { localCommand } from "../run.ts"
import { completion, completionShells } from "./completion.flags.ts"

/** A shell `outfitter completion` writes for. @category models */
export type CompletionShell = (typeof completionShells)[number]

/** One flag as the scripts offer it. @category models */
export interface CompletionFlag {
  /** "--postal-code", "-h" */
  readonly names: ReadonlyArray<string>
  /** Whether a value follows it (`--radius <distance>`). */
  readonly takesValue: boolean
  readonly description: string
}

/** One level of the command tree: the words after `outfitter` ("" for the program itself). @category models */
export interface CompletionLevel {
  readonly path: string
  /** The commands one word below it. */
  readonly subcommands: ReadonlyArray<{ readonly name: string; readonly description: string }>
  readonly flags: ReadonlyArray<CompletionFlag>
}

/** A name the scripts can hold unquoted: letters, digits and dashes. */
const plainWord = /^-{0,2}[A-Za-z0-9][A-Za-z0-9-]*$/

const flagOf = (spec: OptionSpec): CompletionFlag => ({
  names: (spec.flags.split(/[ ,|]+/).filter((word) => plainWord.test(word))),
  takesValue: /[<[]/.test(spec.flags),
  description: spec.description,
})

const helpFlag: CompletionFlag = { names: ["-h", "--help"], takesValue: false, description: "print the help of a command" }
const versionFlag: CompletionFlag = { names: ["-V", "--version"], takesValue: false, description: "print the version and exit" }

/**
 * The command tree as the scripts complete it: the program, then every declared command in
 * the manifest's order, each with its subcommands and flags (its own, then the global ones).
 *
 * @category getters
 */
export const completionLevels = (): ReadonlyArray<CompletionLevel> => {
  const declared = (Object.values(commands) as ReadonlyArray<CommandSpec>).filter((spec) => spec.path.split(" ").every((word) => plainWord.test(word)))
  const global = Object.values(globalFlags).map(flagOf)
  const below = (path: string) =>
    declared
      .filter((spec) => spec.path.split(" ").slice(0, -1).join(" ") === path)
      .map((spec) => ({ name: spec.path.split(" ").at(-1) ?? spec.path, description: spec.description }))
  return [
    { path: "", subcommands: [...below(""), { name: "help", description: "print the help of a command" }], flags: [...global, helpFlag, versionFlag] },
    ...declared.map((spec) => ({
      path: spec.path,
      subcommands: below(spec.path),
      flags: [...Object.values(spec.options ?? {}).map(flagOf), ...global, helpFlag],
    })),
  ]
}

/** What a description shows in a menu: its first clause, at most 60 characters, on one line. */
const shortDescription = (description: string): string => {
  const clause = description.replaceAll(/\s+/g, " ").split(/[:;(]/)[0]?.trim() ?? ""
  return clause.length <= 60 ? clause : `${clause.slice(0, 59).trimEnd()}…`
}

const wordsOf = (level: CompletionLevel): Array<string> => [...level.subcommands.map((sub) => sub.name), ...level.flags.flatMap((flag) => flag.names)]

/** The paths below the program, as a case pattern: `stores|"stores search"|…`. */
const pathPattern = (levels: ReadonlyArray<CompletionLevel>): string =>
  levels.filter((level) => level.path !== "").map((level) => (level.path.includes(" ") ? `"${level.path}"` : level.path)).join("|")

const bashScript = (levels: ReadonlyArray<CompletionLevel>): string =>
  [
    "# bash completion for outfitter: source <(outfitter completion bash)",
    "_outfitter() {",
    '  local cur="${COMP_WORDS[COMP_CWORD]}" cmdpath="" word candidates i',
    "  for ((i = 1; i < COMP_CWORD; i++)); do",
    '    word="${COMP_WORDS[i]}"',
    '    case "${cmdpath:+$cmdpath }$word" in',
    `      ${pathPattern(levels)}) cmdpath="\${cmdpath:+$cmdpath }$word" ;;`,
    "    esac",
    "  done",
    '  case "$cmdpath" in',
    ...levels.map((level) => `    ${level.path === "" ? '""' : `"${level.path}"`}) candidates="${wordsOf(level).join(" ")}" ;;`),
    "  esac",
    '  COMPREPLY=($(compgen -W "$candidates" -- "$cur"))',
    "}",
    "complete -o default -F _outfitter outfitter",
    "",
  ].join("\n")

const zshScript = (levels: ReadonlyArray<CompletionLevel>): string =>
  [
    "#compdef outfitter",
    "# zsh completion for outfitter: source <(outfitter completion zsh), or save it as _outfitter in a directory of $fpath",
    "_outfitter() {",
    '  local cmdpath="" word files=""',
    "  local -a candidates",
    "  local -i i",
    "  for ((i = 2; i < CURRENT; i++)); do",
    '    word="${words[i]}"',
    '    case "${cmdpath:+$cmdpath }$word" in',
    `      (${pathPattern(levels)}) cmdpath="\${cmdpath:+$cmdpath }$word" ;;`,
    "    esac",
    "  done",
    '  case "$cmdpath" in',
    // a command without subcommands may take a file (replay's flows, --har): files too
    ...levels.map((level) => `    (${level.path === "" ? '""' : `"${level.path}"`}) candidates=(${wordsOf(level).join(" ")})${level.subcommands.length === 0 ? "; files=1" : ""} ;;`),
    "  esac",
    "  compadd -- $candidates",
    '  if [[ -n "$files" ]]; then _files; fi',
    "}",
    'if [[ "${funcstack[1]}" == "_outfitter" ]]; then',
    '  _outfitter "$@"',
    "else",
    "  compdef _outfitter outfitter",
    "fi",
    "",
  ].join("\n")

/** Text inside fish's single quotes. */
const fishQuoted = (text: string) => `'${text.replaceAll("\\", "\\\\").replaceAll("'", "\\'")}'`

const fishFlag = (flag: CompletionFlag): string =>
  [
    ...flag.names.map((name) => (name.startsWith("--") ? `-l ${name.slice(2)}` : `-s ${name.slice(1)}`)),
    ...(flag.takesValue ? ["-r"] : []),
    `-d ${fishQuoted(shortDescription(flag.description))}`,
  ].join(" ")

const fishScript = (levels: ReadonlyArray<CompletionLevel>): string =>
  [
    "# fish completion for outfitter: outfitter completion fish > ~/.config/fish/completions/outfitter.fish",
    "function __outfitter_at --description 'whether the command typed so far is the one given'",
    "    set -l cmdpath",
    "    for word in (commandline -opc)[2..-1]",
    "        if contains -- (string join ' ' $cmdpath $word) " + levels.filter((level) => level.path !== "").map((level) => fishQuoted(level.path)).join(" "),
    "            set cmdpath $cmdpath $word",
    "        end",
    "    end",
    "    set -l joined (string join ' ' $cmdpath)",
    '    test "$joined" = "$argv[1]"',
    "end",
    ...levels.flatMap((level) => {
      const at = `-n ${fishQuoted(`__outfitter_at ${fishQuoted(level.path)}`)}`
      return [
        ...level.subcommands.map((sub) => `complete -c outfitter ${at} -f -a ${sub.name} -d ${fishQuoted(shortDescription(sub.description))}`),
        ...level.flags.map((flag) => `complete -c outfitter ${at} ${fishFlag(flag)}`),
      ]
    }),
    "",
  ].join("\n")

/**
 * The completion script for the shell.
 *
 * @category output
 */
export const completionScript = (shell: CompletionShell): string => {
  const levels = completionLevels()
  if (shell === "bash") return bashScript(levels)
  if (shell === "zsh") return zshScript(levels)
  return fishScript(levels)
}

const isShell = (text: string): text is CompletionShell => (completionShells as ReadonlyArray<string>).includes(text)

/** What an unknown shell name shows of itself: at most 40 characters. */
const shown = (text: string) => JSON.stringify(text.length <= 40 ? text : `${text.slice(0, 39)}…`)

/** The command (run by program.ts). */
export const command = localCommand(completion, {
  usesApiRoot: false,
  parse: (_flags, [shell]) => {
    if (!isShell(shell)) {
      throw usageError(`unknown shell ${shown(shell)}: choose ${completionShells.join(", ")}`)
    }
    return { shell }
  },
  serve: async ({ shell }, io) => {
    io.stdout(completionScript(shell))
  },
})
