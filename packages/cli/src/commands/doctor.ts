/**
 * `outfitter doctor`: every read-only call of the CLI's commands against an API root (or
 * the embedded fixtures), each answer decoded with the clients' own schemas
 * (doctorChecks.ts), reported one line per check: ok, differs (the first field that does
 * not decode), unreachable, refused or skipped.
 *
 * - The ids come from the flags; over the embedded fixtures and a sandbox (an origin that
 *   answers the sandbox's scenario list) a missing one is a seeded id, against any other
 *   API root its check is skipped, naming the flag.
 * - The member checks run as member commands do (memberSession.ts): the made-up cookies
 *   over the fixtures and a sandbox, the session `outfitter auth login` kept against a
 *   live API root; without one they are skipped, saying how to sign in.
 * - The checks run {@link doctorConcurrency} at a time; --timeout bounds each call, its
 *   retries included (runtime.ts).
 * - The report goes to stdout whatever the outcomes; when a check that ran is not ok the
 *   command then fails with one line on stderr, exit 1.
 *
 * @since 0.8.0
 */
import type { Clients } from "@outfitter/clients"
import { type ClientBase, defaultTimeout } from "@outfitter/clients/base"
import { type GiftCardCheck, standInCaptchaToken, validateGiftCardForm } from "@outfitter/domain/help"
import { isMemberId } from "@outfitter/domain/loyalty"
import { siteSettings } from "@outfitter/domain/site"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Layer from "effect/Layer"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import { CliError, ErrorCode, ExitCode, serviceError, usageError } from "../CliError.ts"
import { configDirOf } from "../config/ConfigDir.ts"
import { checkedConfig, configPath } from "../config/ConfigFile.ts"
import { isSandbox } from "../memberSession.ts"
import type { GlobalOptions } from "../options.ts"
import { type Io, jsonText, textLines } from "../output.ts"
import { localCommand } from "../run.ts"
import { commandLayer } from "../runtime.ts"
import { doctor } from "./doctor.flags.ts"
import { type DoctorCheck, doctorChecks, type DoctorContext, type DoctorIds, type DoctorResult, failureOutcome, fixtureIds } from "./doctorChecks.ts"
import { readCardNumberFrom, testCard } from "./giftcard/cardNumber.ts"
import { type DoctorId, doctorIdNames, doctorIdSources, doctorIdValue } from "./doctorIds.ts"

/** How many checks run at once. @category constants */
export const doctorConcurrency = 4

/** @category messages */
export const giftCardNumberFlagMessage =
  "--gift-card-number takes only '-' (read the gift card's number from stdin): a card number typed on the command line stays in the shell's history"

/** The command's input: the global options, and the flags checked for their form. @category models */
export interface DoctorInput {
  readonly global: GlobalOptions
  readonly env: Io["env"]
  readonly given: Readonly<Record<DoctorId, string | undefined>>
  readonly member: string | undefined
  readonly giftCardFromStdin: boolean
  readonly giftCardPin: string | undefined
  readonly captchaToken: string | undefined
}

const given = (value: string | undefined): string | undefined => (value === undefined || value.trim() === "" ? undefined : value.trim())

/**
 * The ids saved in the config file (`outfitter config set doctor-order …`), each checked as
 * its flag is; a file that cannot be used, or a value its flag would refuse, is exit 2
 * naming the file.
 */
const configIds = (env: Io["env"]): Partial<Record<DoctorId, string>> => {
  const dir = configDirOf(env)
  const checked = checkedConfig(dir)
  if (checked._tag === "Unusable") {
    throw new CliError(`${configPath(dir)} ${checked.problem}: fix it with outfitter config set or outfitter config unset`, ExitCode.Usage, ErrorCode.BadConfig)
  }
  const entries = doctorIdNames.map((id) => {
    const key = doctorIdSources[id].key
    return [id, doctorIdValue(id, checked.config[key], `${key} in ${configPath(dir)}`)] as const
  })
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined))
}

/** @category messages */
export const giftCardOnTerminalMessage =
  "--gift-card-number - reads the number from stdin, which is a terminal here (it would be shown as typed): pipe it in (your-vault read card | outfitter doctor --gift-card-number - …)"

/** The gift card of the input: read from stdin, or over the fixtures and a sandbox their test card; undefined when not given. */
const giftCardOf = async (input: DoctorInput, seeded: boolean): Promise<GiftCardCheck | undefined> => {
  if (input.giftCardFromStdin && process.stdin.isTTY) throw usageError(giftCardOnTerminalMessage)
  const card = input.giftCardFromStdin
    ? { cardNumber: await readCardNumberFrom(process.stdin), pin: input.giftCardPin ?? "" }
    : seeded
    ? await testCard(fixtureIds.giftCard).then((test) => ({ cardNumber: test.cardNumber, pin: input.giftCardPin ?? test.pin }))
    : undefined
  const captcha = input.captchaToken ?? (seeded ? standInCaptchaToken : undefined)
  if (card === undefined || captcha === undefined) return undefined
  const checked = validateGiftCardForm({
    country: siteSettings[input.global.site].country,
    cardNumber: Redacted.value(card.cardNumber),
    pin: card.pin,
    captcha,
  })
  if (Result.isFailure(checked)) {
    const { fields } = checked.failure
    const flags = { country: "--site", cardNumber: "--gift-card-number -", pin: "--gift-card-pin", captcha: "--captcha-token" } as const
    const messages = (Object.keys(flags) as Array<keyof typeof flags>).flatMap((field) => (fields[field] === undefined ? [] : [`${fields[field]} (${flags[field]})`]))
    throw usageError(`The gift card check: ${messages.join(" ")}`)
  }
  return checked.success
}

/**
 * The ids the checks send: the flags, else over the fixtures and a sandbox the seeded ones,
 * and against any other API root the config file's.
 */
const idsOf = async (input: DoctorInput, seeded: boolean): Promise<DoctorIds> => {
  const { given: flags } = input
  const saved = seeded ? {} : configIds(input.env)
  const ids = doctorIdNames.map((id) => [id, flags[id] ?? (seeded ? fixtureIds[id] : saved[id])] as const)
  return { ...(Object.fromEntries(ids) as Record<DoctorId, string | undefined>), giftCard: await giftCardOf(input, seeded) }
}

type ChecksLayer = Layer.Layer<Clients | ClientBase>

/** One check's line: skipped, or run over its layer and read. */
const runCheck = (check: DoctorCheck, context: DoctorContext, layer: ChecksLayer | string) => {
  const line = { name: check.name, method: check.method, path: check.path(context) }
  const missing = check.missing(context.ids)
  if (missing !== undefined) return Effect.succeed<DoctorResult>({ ...line, outcome: "skipped", detail: `give ${missing}` })
  if (typeof layer === "string") return Effect.succeed<DoctorResult>({ ...line, outcome: "skipped", detail: layer })
  return Effect.provide(check.run(context), layer).pipe(
    Effect.exit,
    Effect.map((exit): DoctorResult => {
      if (Exit.isSuccess(exit)) return { ...line, outcome: "ok", detail: exit.value }
      const failure = Exit.findErrorOption(exit)
      const error = failure._tag === "Some" ? failure.value : Exit.findDefect(exit)
      return { ...line, ...failureOutcome(error, context) }
    }),
  )
}

/**
 * The report as a table: one line per check (name, call, outcome, detail), then a count
 * of each outcome.
 *
 * @category views
 */
export const doctorTable = (results: ReadonlyArray<DoctorResult>): string => {
  const rows = [["CHECK", "CALL", "OUTCOME", "DETAIL"], ...results.map((result) => [result.name, `${result.method} ${result.path}`, result.outcome, result.detail])]
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)))
  const lines = rows.map((row) => row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column] ?? 0) : cell)).join("  ").trimEnd())
  const outcomes = ["ok", "differs", "unreachable", "refused", "skipped"] as const
  const counts = outcomes.map((outcome) => [outcome, results.filter((result) => result.outcome === outcome).length] as const)
    .filter(([, n]) => n > 0)
    .map(([outcome, n]) => `${n} ${outcome}`)
  return [...lines, "", `${results.length} checks: ${counts.join(", ")}`].join("\n")
}

/** The message of a report with checks that are not ok. @category messages */
export const notAllOkMessage = (results: ReadonlyArray<DoctorResult>): string | undefined => {
  const ran = results.filter((result) => result.outcome !== "skipped")
  const bad = ran.filter((result) => result.outcome !== "ok")
  return bad.length === 0 ? undefined : `${bad.length} of ${ran.length} checks did not answer as expected: ${bad.map((result) => result.name).join(", ")}`
}

/**
 * The checks against the input's API root: the report.
 *
 * @category running
 */
export const runDoctor = async (input: DoctorInput): Promise<ReadonlyArray<DoctorResult>> => {
  const { apiRoot, timeout, scenario, site } = input.global
  const timeoutMs = (timeout ?? Duration.toSeconds(defaultTimeout)) * 1000
  const seeded = apiRoot === undefined || await isSandbox(apiRoot, globalThis.fetch, timeoutMs)
  const context: DoctorContext = { site, apiRoot, ids: await idsOf(input, seeded) }
  const options = { timeout, scenario, site, env: input.env }
  const anonymous = await commandLayer(apiRoot, options)
  const member = input.member ?? fixtureIds.member
  // without a session for a live API root the member checks are skipped with how to sign in
  const asMember = await commandLayer(apiRoot, { ...options, member }).catch((error: unknown) => {
    if (error instanceof CliError) return error.message
    throw error
  })
  return Effect.runPromise(
    Effect.forEach(doctorChecks, (check) => runCheck(check, context, check.member ? asMember : anonymous), { concurrency: doctorConcurrency }),
  )
}

/** The command (run by program.ts). */
export const command = localCommand(doctor, {
  parse: (flags, _args, { global, env }): DoctorInput => {
    const giftCardNumber = given(flags.giftCardNumber)
    if (giftCardNumber !== undefined && giftCardNumber !== "-") throw usageError(giftCardNumberFlagMessage)
    const id = (name: DoctorId) => doctorIdValue(name, flags[name], doctorIdSources[name].flag)
    const member = given(flags.member) ?? given(env["OUTFITTER_MEMBER"])
    if (member !== undefined && !isMemberId(member)) throw usageError(`--member must be a member id (digits), got '${member}'`)
    return {
      global,
      env,
      given: Object.fromEntries(doctorIdNames.map((name) => [name, id(name)])) as Record<DoctorId, string | undefined>,
      member,
      giftCardFromStdin: giftCardNumber === "-",
      giftCardPin: given(flags.giftCardPin),
      captchaToken: given(flags.captchaToken),
    }
  },
  serve: async (input, io) => {
    const results = await runDoctor(input)
    io.stdout(input.global.json ? jsonText(results) : textLines(doctorTable(results)))
    const failed = notAllOkMessage(results)
    if (failed !== undefined) throw serviceError(failed)
  },
})
