/**
 * How a command is declared, beside its implementation (`commands/stores/search.flags.ts`
 * beside `search.ts`): its path below `outfitter`, description, arguments, flags and help
 * (examples, exit codes, notes), and how its implementation is loaded. program.ts builds
 * commander's command from the declaration; run.ts types the command's flags from it.
 *
 * A declaration imports only commander's parse errors and other declarations: `--help`
 * evaluates every declaration and no implementation (each `load` is a literal dynamic
 * import, so a bundler still sees the implementation).
 *
 * @since 0.1.0
 */
import type { Io } from "./output.ts"

/** @category models */
export interface CommandDocs {
  /** [what it does, the command line] */
  readonly examples: ReadonlyArray<readonly [string, string]>
  /** What each exit code means for this command. */
  readonly exitCodes?: ReadonlyArray<readonly [number, string]>
  /** Paragraphs after the options. */
  readonly notes?: ReadonlyArray<string>
}

/**
 * One flag, keyed in its command by the name commander gives its value (`--radius-uom` is
 * `radiusUom`). A flag whose `flags` take a value (`--radius <distance>`) is a string, one
 * without a boolean, one with `parse` what it parses to; one with a `default` is never
 * undefined.
 *
 * @category models
 */
export interface OptionSpec {
  /** commander's flags: "--radius <distance>", "--in-store" */
  readonly flags: string
  readonly description: string
  /** Turns the text into the value (throws commander's InvalidArgumentError). */
  readonly parse?: (value: string, previous?: never) => unknown
  readonly default?: unknown
}

/**
 * What a command's implementation module exports: its `command`, which runs with the
 * command line's arguments, the merged option values and the io (run.ts builds it).
 *
 * @category models
 */
export interface CommandModule {
  readonly command: { readonly run: (args: ReadonlyArray<string>, raw: Readonly<Record<string, unknown>>, io: Io) => Promise<void> }
}

/**
 * A command: one with `load` runs it; one without is a group (`stores`) that only prints
 * its help.
 *
 * @category models
 */
export interface CommandSpec {
  /** The words after `outfitter`: "stores search". */
  readonly path: string
  readonly description: string
  /** [name, description], each required. */
  readonly arguments?: ReadonlyArray<readonly [string, string]>
  /** Keyed by the value's name. */
  readonly options?: Readonly<Record<string, OptionSpec>>
  /** Acts as a loyalty member (--member <id> or OUTFITTER_MEMBER). */
  readonly member?: boolean
  /** An extra argument may be a secret typed by mistake (a card number): it is refused without being printed. */
  readonly secretArguments?: boolean
  readonly docs: CommandDocs
  readonly load?: () => Promise<CommandModule>
}

/**
 * A command's declaration, its literal types kept (run.ts reads the flags' types from them).
 *
 * @category constructors
 */
export const declareCommand = <const S extends CommandSpec>(spec: S): S => spec
