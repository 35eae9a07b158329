/**
 * The one runner every command goes through. A command module declares only what is its
 * own: how its typed flags and arguments become its input (a usage error otherwise, before
 * anything is called), the Effect program for that input, how a failure of its own is
 * reported, and its view (--json and text). The runner does the rest, the same way for
 * every command:
 *
 * 1. the global options, checked with the domain's rules (options.ts);
 * 2. the command's input from its flags (typed from its declaration: {@link FlagsOf});
 * 3. the runtime: the embedded fixtures or --api-root, as the member when the command
 *    acts as one (the membership check first, member.ts);
 * 4. a failure as the CliError that carries its exit code (failures.ts);
 * 5. the result as JSON on stdout, or made plain text and shown by the view.
 *
 * @since 0.1.0
 */
import type { Clients } from "@outfitter/clients"
import type { ClientBase } from "@outfitter/clients/base"
import type { LoyaltyResult } from "@outfitter/domain/loyalty"
import type * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import { CliError } from "./CliError.ts"
import { failureFor, type ServiceFailure } from "./failures.ts"
import { type CommandPath, commands } from "./manifest.ts"
import { globalOptions, type GlobalOptions } from "./options.ts"
import { type Io, jsonText, textLines } from "./output.ts"
import { type RunOptions, runWithClients } from "./runtime.ts"

export type { CommandPath } from "./manifest.ts"

type OptionsOf<C> = C extends { readonly options: infer O } ? O : {}

/** The value of one declared option: what `parse` returns, a string for `--x <value>`, else a boolean. */
type ValueOf<O> = O extends { readonly parse: (value: string) => infer T } ? T
  : O extends { readonly flags: `${string}<${string}>` } ? string
  : boolean

/** undefined unless the option has a default. */
type Absent<O> = O extends { readonly default: unknown } ? never : undefined

/**
 * The flags of a declared command, as commander hands them over: `FlagsOf<"stores search">`
 * is `{ readonly latitude: string | undefined; … }`.
 *
 * @category models
 */
export type FlagsOf<P extends CommandPath> = {
  readonly [K in keyof OptionsOf<(typeof commands)[P]>]: ValueOf<OptionsOf<(typeof commands)[P]>[K]> | Absent<OptionsOf<(typeof commands)[P]>[K]>
}

/** The arguments of a declared command, in order. @category models */
export type ArgsOf<P extends CommandPath> = (typeof commands)[P] extends { readonly arguments: infer A extends ReadonlyArray<unknown> }
  ? { readonly [I in keyof A]: string }
  : ReadonlyArray<never>

/**
 * A declared command's own flags picked from commander's merged option values.
 *
 * @category parsing
 */
export const flagsOf = <P extends CommandPath>(path: P, raw: Readonly<Record<string, unknown>>): FlagsOf<P> => {
  const declared = commands[path] as { readonly options?: Readonly<Record<string, unknown>> }
  return Object.fromEntries(Object.keys(declared.options ?? {}).map((key) => [key, raw[key]])) as FlagsOf<P>
}

/** What a command's parse may read besides its flags: the global options and the environment. @category models */
export interface ParseContext {
  readonly global: GlobalOptions
  readonly env: Io["env"]
}

/** What a view may read besides the result. @category models */
export interface ViewContext {
  readonly global: GlobalOptions
  /** The terminal's width (0: not a terminal). */
  readonly columns: number
}

/**
 * A command that calls the service: its parse, program, failures of its own and views.
 * The program may fail with a CliError of its own (reported as it is).
 *
 * @category models
 */
export interface ServiceCommand<P extends CommandPath, I, A, E extends ServiceFailure, R extends Clients = Clients> {
  /** The start of a failure line: "Store search failed". */
  readonly what: string
  /** The input of the flags and arguments; throws a usage error (nothing is called then). */
  readonly parse: (flags: FlagsOf<P>, args: ArgsOf<P>, context: ParseContext) => I
  /** The member the command acts as, for one that acts as a member (undefined: this run acts as none). */
  readonly member?: (input: I) => string | undefined
  /**
   * The clients the program uses, over the clients' base (`ordersClientsLayer` of
   * `@outfitter/clients/orders`, …); without it the program gets every client. Naming them
   * keeps the command's start-up to the modules it needs.
   */
  readonly clients?: Layer.Layer<R, never, ClientBase>
  /** The program; a member command's gets the member's loyalty info (undefined for a cross-border member). */
  readonly program: (input: I, info: LoyaltyResult<"info"> | undefined) => Effect.Effect<A, E | CliError, R | ClientBase>
  /** The CliError of a failure the command reports its own way; undefined: the usual one (failures.ts). */
  readonly failure?: (error: E, input: I) => CliError | undefined
  /** The value --json prints. */
  readonly json: (result: A, input: I) => unknown
  /** The text view of a result already made plain text. */
  readonly text: (result: A, input: I, context: ViewContext) => string | Promise<string>
}

/**
 * A command that does not call the service (the sandbox): its parse and what it does.
 *
 * @category models
 */
export interface LocalCommand<P extends CommandPath, I> {
  /** false for a command that never calls a service: no API root is read (a bad config cannot stop it). */
  readonly usesApiRoot?: false
  readonly parse: (flags: FlagsOf<P>, args: ArgsOf<P>, context: ParseContext) => I
  readonly serve: (input: I, io: Io) => Promise<void>
}

/**
 * A command as program.ts runs it: its input from the command line (the parsing layer,
 * no I/O) and the whole run.
 *
 * @category models
 */
export interface Runnable<I> {
  readonly path: CommandPath
  /** The global options and the command's input, or a usage error. */
  readonly input: (args: ReadonlyArray<string>, raw: Readonly<Record<string, unknown>>, env: Io["env"]) => {
    readonly global: GlobalOptions
    readonly input: I
  }
  readonly run: (args: ReadonlyArray<string>, raw: Readonly<Record<string, unknown>>, io: Io) => Promise<void>
}

const inputOf = <P extends CommandPath, I>(path: P, parse: (flags: FlagsOf<P>, args: ArgsOf<P>, context: ParseContext) => I, usesApiRoot = true) =>
(args: ReadonlyArray<string>, raw: Readonly<Record<string, unknown>>, env: Io["env"]) => {
  const global = globalOptions(raw, env, { apiRoot: usesApiRoot })
  return { global, input: parse(flagsOf(path, raw), args as ArgsOf<P>, { global, env }) }
}

/**
 * A member command's run: the membership check first (member.ts, loaded only for a member
 * command), which calls Loyalty besides the command's own clients.
 */
const asMemberRun = async <A, E, R extends Clients>(
  member: string,
  program: (info: LoyaltyResult<"info"> | undefined) => Effect.Effect<A, E, R | ClientBase>,
  options: RunOptions,
  clients: Layer.Layer<R, never, ClientBase> | undefined,
) => {
  const [{ asMember }, { Loyalty }] = await Promise.all([import("./member.ts"), import("@outfitter/clients/loyalty")])
  return runWithClients(asMember(member, program), options, clients === undefined ? undefined : Layer.merge(clients, Loyalty.layer))
}

/** The terminal's width: the io's, else the process's stdout when it is a terminal. */
const columnsOf = (io: Io): number => io.columns ?? (process.stdout.isTTY ? process.stdout.columns : 0)

/**
 * A command that calls the service, run by the one runner, built on its declaration
 * (`<command>.flags.ts` beside it).
 *
 * @category running
 */
export const serviceCommand = <P extends CommandPath, I, A, E extends ServiceFailure, R extends Clients = Clients>(
  declared: { readonly path: P },
  command: ServiceCommand<P, I, A, E, R>,
): Runnable<I> & ServiceCommand<P, I, A, E, R> => {
  const path = declared.path
  const input = inputOf(path, command.parse)
  return {
    ...command,
    path,
    input,
    run: async (args, raw, io) => {
      const { global, input: parsed } = input(args, raw, io.env)
      const member = command.member?.(parsed)
      const options = { apiRoot: global.apiRoot, json: global.json, timeout: global.timeout, member, scenario: global.scenario, site: global.site, env: io.env }
      const outcome = member === undefined
        ? await runWithClients(command.program(parsed, undefined), options, command.clients)
        : await asMemberRun(member, (info) => command.program(parsed, info), options, command.clients)
      if (Result.isFailure(outcome)) {
        const error = outcome.failure
        if (error instanceof CliError) throw error
        throw command.failure?.(error as E, parsed) ?? failureFor(error, { command: path, what: command.what, apiRoot: global.apiRoot, member })
      }
      if (global.json) io.stdout(jsonText(command.json(outcome.success, parsed)))
      else io.stdout(textLines(await command.text(outcome.success, parsed, { global, columns: columnsOf(io) })))
    },
  }
}

/**
 * A command that does not call the service, with the same global options and parsing.
 *
 * @category running
 */
export const localCommand = <P extends CommandPath, I>(declared: { readonly path: P }, command: LocalCommand<P, I>): Runnable<I> & LocalCommand<P, I> => {
  const path = declared.path
  const input = inputOf(path, command.parse, command.usesApiRoot ?? true)
  return {
    ...command,
    path,
    input,
    run: async (args, raw, io) => command.serve(input(args, raw, io.env).input, io),
  }
}
