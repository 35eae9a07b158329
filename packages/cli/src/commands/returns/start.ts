/**
 * `outfitter returns start <orderNumber> --email <e>`: the returns wizard on a terminal
 * (orders-returns-help §2 RF1–RF4, §4 "Returns flow", "Guest session before submit", §7):
 * the order's details and the reason codes are read, the wizard (views/ReturnsWizard.ts,
 * the domain's flow machine inside) takes the customer through select items, return
 * method, refund method and review (the refund summary calculated there), and the return
 * is submitted once: a guest session is started first, then the domain's
 * `returnSubmissionBody` is posted (never retried). The new return order's number is
 * printed on stdout (--json: `{orderNumber, returnOrderId, items}`); leaving prints
 * "No return submitted" (`{orderNumber, returnOrderId: null}`), exit 0, unless the last
 * call failed: leaving then reports that failure (stdout empty, exit 1, or 3 for a
 * refusal). Ctrl+C is exit 130 with "Interrupted: no return submitted" on stderr (or, while
 * the submission is on its way, that the service may have acted).
 *
 * Where the spec is silent (choices):
 * - the wizard draws on stderr, so stdout carries only the outcome; it needs stdin and
 *   stderr to be terminals, else it stops with exit 2 before any call and points at
 *   `outfitter returns calculate` (which takes the same choices as flags);
 * - its calls share one cookie jar (cookies.ts): the guest session's cookies go with the
 *   submission, as a browser's would;
 * - only the lines the details mark returnable are offered; a failed submission is shown
 *   in the wizard and can be tried again from the review (the domain's SubmitFailed).
 *
 * @since 0.2.0
 */
import { clientsLayer, type Clients } from "@outfitter/clients"
import { ReturnsService } from "@outfitter/clients/orders"
import {
  type OrderDetails,
  refundCalculationBody,
  refundSummary,
  type ReturnItem,
  type ReturnReasonCodeOptions,
  returnSubmissionBody,
} from "@outfitter/domain/orders"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { type CliError, ErrorCode, interruptedError, usageError } from "../../CliError.ts"
import { failureFor, type ServiceFailure } from "../../failures.ts"
import { globalOptions, type GlobalOptions, orderNumberArgument } from "../../options.ts"
import { jsonText, textLines } from "../../output.ts"
import type { Io } from "../../output.ts"
import { baseFetch, embeddedApiRoot, forOutput, transportOptions } from "../../runtime.ts"
import type { WizardCalls, WizardOutcome } from "../../views/ReturnsWizard.ts"
import { orderEmail, orderFailure, type OrderPage, orderPage, orderSite, readOrder } from "../orders/details.ts"
import { cookieJarFetch } from "./cookies.ts"
import { refundPayments } from "./items.ts"
import { returnsStart } from "./start.flags.ts"

/** @category messages */
export const notATerminalMessage = (orderNumber: string, email: string) =>
  `returns start is an interactive wizard and needs a terminal; without one, calculate a refund with: outfitter returns calculate ${orderNumber} --email ${email} --item <sku>:<reason>[:<detail>]`

/** The terminal the wizard runs on (the process's; a test's fake one). @category models */
export interface WizardTerminal {
  readonly stdin: NodeJS.ReadStream
  readonly output: NodeJS.WriteStream
}

/** The command's input. @category models */
export interface StartInput {
  readonly global: GlobalOptions
  readonly orderNumber: string
  readonly email: string
}

/**
 * Runs programs against one clients layer whose calls share a cookie jar.
 *
 * @category running
 */
export const wizardRunner = async (global: Pick<GlobalOptions, "apiRoot" | "timeout" | "scenario">) => {
  const apiRoot = global.apiRoot ?? embeddedApiRoot
  const base = await baseFetch(global.apiRoot, global.scenario)
  const layer = clientsLayer({ apiRoot, fetch: cookieJarFetch(new URL(apiRoot).origin, base), ...transportOptions(global.timeout) })
  return <A, E>(program: Effect.Effect<A, E, Clients>) => Effect.runPromise(Effect.result(Effect.provide(program, layer)))
}

const context = (input: StartInput, what: string) => ({ command: returnsStart.path, what, apiRoot: input.global.apiRoot })

/** The CliError of a failed call of the wizard. */
const cliError = (input: StartInput, what: string, error: unknown): CliError =>
  orderFailure(error as ServiceFailure, context(input, what), input) ?? failureFor(error as ServiceFailure, context(input, what))

/**
 * The wizard's calls over the runner: the calculation for the review, and the submission
 * (a guest session first, as the CLI looks the order up as a guest).
 *
 * @category services
 */
export const wizardCalls = (
  run: Awaited<ReturnType<typeof wizardRunner>>,
  input: StartInput,
  details: OrderDetails,
  page: OrderPage,
): WizardCalls => ({
  calculate: async (items, { selfShip, eGift }) => {
    const outcome = await run(Effect.gen(function*() {
      const payments = yield* Effect.fromResult(refundPayments(page, details.payments, eGift))
      const body = yield* Effect.fromResult(Result.mapError(refundCalculationBody(details, items), (error) => usageError(error.message)))
      return yield* ReturnsService.use((returns) => returns.calculate(details.orderNumber, { ...body, payments }))
    }))
    if (Result.isFailure(outcome)) throw cliError(input, "Refund calculation failed", outcome.failure)
    return refundSummary(outcome.success, { site: orderSite(page, input.global), selfShip })
  },
  submit: async (items, flags) => {
    const outcome = await run(Effect.gen(function*() {
      const body = yield* Effect.fromResult(Result.mapError(returnSubmissionBody(details, { ...flags, items }), (error) => usageError(error.message)))
      // the CLI looks the order up as a guest: never signed in
      return yield* ReturnsService.use((returns) => returns.submitAsVisitor(body, { orderNumber: details.orderNumber, email: input.email }, { signedIn: false }))
    }))
    if (Result.isFailure(outcome)) throw cliError(input, "Return submission failed", outcome.failure)
    return outcome.success.returnOrderId
  },
})

/**
 * How the wizard ended, as the command reports it: left, with the failure of the last call
 * when it failed (a failed submission, or a review whose calculation failed), and whether
 * Ctrl+C came while the submission was on its way.
 *
 * @category models
 */
export type StartOutcome =
  | Extract<WizardOutcome, { readonly _tag: "submitted" }>
  | { readonly _tag: "left"; readonly failure: CliError | undefined }
  | { readonly _tag: "interrupted"; readonly submitting: boolean }

/**
 * The calls, keeping the last one's failure (cleared by a call that succeeds) and whether
 * a submission is on its way.
 */
const watchedCalls = (calls: WizardCalls) => {
  const seen = { failure: undefined as CliError | undefined, submitting: false }
  const watch = <A>(call: Promise<A>): Promise<A> =>
    call.then(
      (value) => {
        seen.failure = undefined
        return value
      },
      (error: unknown) => {
        seen.failure = error as CliError
        throw error
      },
    )
  const watched: WizardCalls = {
    calculate: (items, choices) => watch(calls.calculate(items, choices)),
    submit: (items, flags) => {
      seen.submitting = true
      return watch(calls.submit(items, flags)).finally(() => void (seen.submitting = false))
    },
  }
  return { seen, calls: watched }
}

/**
 * The CliError of how the wizard ended, if it did not end well: Ctrl+C (exit 130), or
 * leaving after a failed call (that call's failure).
 *
 * @category output
 */
export const outcomeFailure = (orderNumber: string, outcome: StartOutcome): CliError | undefined =>
  outcome._tag === "interrupted"
    ? interruptedError(
      outcome.submitting
        ? `Interrupted while the return was being submitted: the service may have acted; look at order ${orderNumber} before trying again`
        : `Interrupted: no return submitted for order ${orderNumber}`,
    )
    : outcome._tag === "left"
    ? outcome.failure
    : undefined

/**
 * Reads the order and the reason codes, runs the wizard on the terminal and answers how
 * it ended; a failed read throws its CliError.
 *
 * @category running
 */
export const startWizard = async (input: StartInput, terminal: WizardTerminal): Promise<StartOutcome> => {
  const run = await wizardRunner(input.global)
  const loaded = await run(Effect.all([readOrder(input.orderNumber, input.email), ReturnsService.use((returns) => returns.reasons())], { concurrency: 2 }))
  if (Result.isFailure(loaded)) throw cliError(input, "Order lookup failed", loaded.failure)
  const [details, options] = Result.getOrThrow(forOutput(loaded, { json: false })) as readonly [OrderDetails, ReturnReasonCodeOptions]
  const page = orderPage(details)
  const [{ render }, { createElement }, { ReturnsWizard }] = await Promise.all([import("ink"), import("react"), import("../../views/ReturnsWizard.ts")])
  let outcome: WizardOutcome = { _tag: "left" }
  let interruptedSubmitting = false
  const { seen, calls } = watchedCalls(wizardCalls(run, input, details, page))
  const app = render(
    createElement(ReturnsWizard, {
      orderNumber: details.orderNumber,
      lines: page.items.filter((line) => line.returnable),
      options,
      exchangePageFlag: page.exchangePageFlag,
      calls,
      onDone: (done) => {
        outcome = done
        // at Ctrl+C, whether the submission was on its way
        if (done._tag === "interrupted") interruptedSubmitting = seen.submitting
      },
    }),
    // The command starts the wizard only on a terminal, so it is interactive even where `CI`
    // is set: Ink would otherwise draw nothing but the last frame, and the engineer would
    // face a blank screen that still waits for keys. Ctrl+C is the wizard's own (exit 130).
    { stdin: terminal.stdin, stdout: terminal.output, stderr: terminal.output, exitOnCtrlC: false, patchConsole: false, interactive: true },
  )
  await app.waitUntilExit()
  const ended = outcome as WizardOutcome
  return ended._tag === "left"
    ? { _tag: "left", failure: seen.failure }
    : ended._tag === "interrupted"
    ? { _tag: "interrupted", submitting: interruptedSubmitting }
    : ended
}

/** The outcome as --json prints it. @category output */
export const outcomeJson = (orderNumber: string, outcome: StartOutcome) =>
  outcome._tag === "submitted"
    ? { orderNumber, returnOrderId: outcome.returnOrderId, items: outcome.items }
    : { orderNumber, returnOrderId: null }

/** The outcome as text. @category output */
export const outcomeText = (orderNumber: string, outcome: StartOutcome): string =>
  outcome._tag === "submitted"
    ? `Return ${outcome.returnOrderId} submitted for order ${orderNumber} (${outcome.items.length} item${outcome.items.length === 1 ? "" : "s"}: ${
      outcome.items.map((item: ReturnItem) => item.shortSku).join(", ")
    })`
    : `No return submitted for order ${orderNumber}`

/** The command (run by program.ts). */
export const command = {
  run: async (args: ReadonlyArray<string>, raw: Readonly<Record<string, unknown>>, io: Io): Promise<void> => {
    const global = globalOptions(raw)
    const orderNumber = orderNumberArgument(args[0])
    const email = orderEmail(typeof raw["email"] === "string" ? raw["email"] : undefined)
    if (process.stdin.isTTY !== true || process.stderr.isTTY !== true) {
      throw usageError(notATerminalMessage(orderNumber, email), ErrorCode.Usage)
    }
    const outcome = await startWizard({ global, orderNumber, email }, { stdin: process.stdin, output: process.stderr })
    const failure = outcomeFailure(orderNumber, outcome)
    if (failure !== undefined) throw failure
    io.stdout(global.json ? jsonText(outcomeJson(orderNumber, outcome)) : textLines(outcomeText(orderNumber, outcome)))
  },
}
