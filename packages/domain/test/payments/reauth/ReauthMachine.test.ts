/**
 * The re-authorisation machine: examples of each row of its table, and a model-based run
 * against a model written from the rules of loyalty-payments §4 and §8 alone (the status
 * tables, the decline test, the polling limits, the allow-lists, the messages).
 */
import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import type { ReauthMethod } from "../../../src/payments/reauth/PaymentChoice.ts"
import { reauthMessages } from "../../../src/payments/reauth/ReauthFailure.ts"
import {
  initialReauthMachine,
  type ReauthEvent,
  type ReauthMachine,
  type ReauthPhase,
  reauthTransition,
} from "../../../src/payments/reauth/ReauthMachine.ts"
import { modelCommand } from "../../support/modelCommand.ts"

const frameOrigin = "https://3ds.provider.test"
const paypalOrigin = "https://www.paypal.test"
const threeDSAttempts = 3
const config = { frameOrigins: [frameOrigin], paypalOrigins: [paypalOrigin], threeDSPolicy: { attempts: threeDSAttempts, delayMs: 2000 } }
const form = initialReauthMachine(config)

const step = (machine: ReauthMachine, event: ReauthEvent): ReauthMachine => Result.getOrThrow(reauthTransition(machine, event))
const run = (...events: ReadonlyArray<ReauthEvent>) => events.reduce(step, form)
const submit = (method: ReauthMethod = "card"): ReauthEvent => ({ _tag: "Submit", method })
const answered = (answer: Record<string, unknown>): ReauthEvent => ({ _tag: "SubmissionAnswered", answer: answer as never })
const status = (value: string): ReauthEvent => ({ _tag: "StatusAnswered", status: value })

describe("reauthTransition: examples", () => {
  it("starts on the form with the button initial and nothing to say", () => {
    expect(form).toMatchObject({ phase: "form", button: "initial", problem: undefined, failureKind: undefined })
    expect(form.config.threeDSPolicy).toEqual({ attempts: 3, delayMs: 2000 })
  })

  it("AUTHORIZED at once is success", () => {
    expect(run(submit(), answered({ status: "AUTHORIZED" }))).toMatchObject({ phase: "authorized", button: "success" })
  })

  it("SUCCESS polls the payment status: PROCESSING asks again, AUTHORIZED ends it", () => {
    const polling = run(submit(), answered({ status: "SUCCESS", payInstructionId: "PI-1" }))
    expect(polling.poll).toEqual({ poll: "payment", id: "PI-1", frameUrl: undefined, answered: 0, limit: 5 })
    expect(step(step(polling, status("PROCESSING")), status("AUTHORIZED")).phase).toBe("authorized")
  })

  it("still PROCESSING after the fifth answer is a time-out: unable to process", () => {
    const polling = run(submit(), answered({ status: "SUCCESS", payInstructionId: "PI-1" }))
    const four = [1, 2, 3, 4].reduce((machine) => step(machine, status("PROCESSING")), polling)
    expect(four).toMatchObject({ phase: "polling", poll: { answered: 4 } })
    expect(step(four, status("PROCESSING"))).toMatchObject({
      phase: "failed",
      button: "failed",
      failureKind: "timeout",
      problem: { message: reauthMessages.unableToProcess, fields: {} },
    })
  })

  it("a 3-D Secure REDIRECT opens the frame hidden; the provider's message shows it; closing asks the card status", () => {
    const challenge = run(submit(), answered({ isThreeDSEnabledV2: true, status: "REDIRECT", threeDSOrderId: "3DS-1", redirectUrl: `${frameOrigin}/c/1` }))
    expect(challenge).toMatchObject({ phase: "challenge", button: "processing", challenge: { threeDSOrderId: "3DS-1", frameUrl: `${frameOrigin}/c/1`, shown: false } })
    const shown = step(challenge, { _tag: "InteractionRequired" })
    expect(shown.challenge?.shown).toBe(true)
    const checking = step(shown, { _tag: "CloseChallenge" })
    expect(checking).toMatchObject({ phase: "checking", challenge: { threeDSOrderId: "3DS-1", shown: false } })
    expect(step(checking, status("SUCCESS")).phase).toBe("authorized")
    expect(step(checking, status("PENDING"))).toMatchObject({ phase: "failed", failureKind: "declined", problem: { message: reauthMessages.cardDeclined } })
  })

  it("a frame off the provider's origins is refused: the general message, no reason", () => {
    const refused = run(submit(), answered({ isThreeDSEnabledV2: true, status: "REDIRECT", threeDSOrderId: "3DS-1", redirectUrl: "https://evil.test/c" }))
    expect(refused).toMatchObject({ phase: "failed", failureKind: undefined, problem: { message: reauthMessages.general }, challenge: undefined })
  })

  it("a PayPal answer goes to PayPal only on a PayPal origin", () => {
    expect(run(submit("paypal"), answered({ paymentURL: `${paypalOrigin}/pay?t=1` }))).toMatchObject({ phase: "redirecting", redirectUrl: `${paypalOrigin}/pay?t=1` })
    expect(run(submit("paypal"), answered({ paymentURL: "javascript:alert(1)" }))).toMatchObject({ phase: "failed", problem: { message: reauthMessages.general } })
  })

  it("a 400 with _ERR_BAD_PARMS flags the postal code under the summary; a 401 says the session expired", () => {
    expect(run(submit(), { _tag: "SubmissionRefused", status: 400, errorKey: "_ERR_BAD_PARMS" }).problem).toEqual({
      message: reauthMessages.formSummary,
      fields: { zipCode: reauthMessages.postalCode },
    })
    expect(run(submit(), { _tag: "SubmissionRefused", status: 401, errorKey: undefined })).toMatchObject({
      failureKind: "wcsError",
      problem: { message: reauthMessages.sessionExpired },
    })
  })

  it("a failure returns to the form after the reset, keeping its message until the next submission", () => {
    const failed = run(submit(), answered({ status: "DECLINED" }))
    const reset = step(failed, { _tag: "ResetElapsed" })
    expect(reset).toMatchObject({ phase: "form", button: "initial", problem: { message: reauthMessages.cardDeclined } })
    expect(step(reset, submit()).problem).toBeUndefined()
  })

  it("refuses a second submission while one runs, and anything after an end", () => {
    const sent = run(submit())
    const again = reauthTransition(sent, submit())
    expect(Result.isFailure(again) && again.failure).toMatchObject({ event: "Submit", phase: "submitting" })
    const done = run(submit(), answered({ status: "AUTHORIZED" }))
    for (const event of [submit(), status("AUTHORIZED"), { _tag: "ResetElapsed" } as const]) expect(Result.isFailure(reauthTransition(done, event))).toBe(true)
  })

  it("is total over hostile input", () => {
    expect(Result.isFailure(reauthTransition(null as never, null as never))).toBe(true)
    expect(Result.isFailure(reauthTransition(form, { _tag: "Submit", method: "cash" } as never))).toBe(true)
    expect(run(submit(), answered(null as never))).toMatchObject({ phase: "failed", failureKind: "declined" })
    expect(initialReauthMachine(null as never).config).toEqual({ frameOrigins: [], paypalOrigins: [], threeDSPolicy: { attempts: 1, delayMs: 0 } })
  })
})

// ---------------------------------------------------------------------------------------
// Model-based: the machine against the rules' sentences.

/** What an answer leads to, by the rules. */
type Outcome =
  | { readonly to: "authorized" }
  | { readonly to: "polling"; readonly poll: "payment" | "threeDS"; readonly frame: boolean }
  | { readonly to: "challenge" }
  | { readonly to: "redirecting"; readonly url: string }
  | { readonly to: "failed"; readonly message: string; readonly kind: string | undefined; readonly fields?: Record<string, string> }

const fail = (message: string, kind: string | undefined, fields: Record<string, string> = {}): Outcome => ({ to: "failed", message, kind, fields })
const declined = fail(reauthMessages.cardDeclined, "declined")
const general = fail(reauthMessages.general, undefined)

/** Submission answers, each with what the rules say for a card. */
const submissionAnswers: ReadonlyArray<{ readonly answer: Record<string, unknown>; readonly card: Outcome }> = [
  { answer: { status: "AUTHORIZED" }, card: { to: "authorized" } },
  { answer: { status: " authorized " }, card: { to: "authorized" } },
  { answer: { status: "SUCCESS", payInstructionId: "PI-1" }, card: { to: "polling", poll: "payment", frame: false } },
  { answer: { status: "SUCCESS" }, card: fail(reauthMessages.unableToProcess, "wcsError") },
  { answer: { status: "DECLINED" }, card: declined },
  { answer: { status: "PENDING" }, card: declined },
  { answer: {}, card: declined },
  { answer: { isThreeDSEnabledV2: true, status: "AUTHORIZED", threeDSOrderId: "3DS-1" }, card: { to: "authorized" } },
  { answer: { isThreeDSEnabledV2: true, status: "PENDING", threeDSOrderId: "3DS-1", redirectUrl: `${frameOrigin}/c/1` }, card: { to: "polling", poll: "threeDS", frame: true } },
  { answer: { isThreeDSEnabledV2: true, status: "PENDING", threeDSOrderId: "3DS-2", redirectUrl: "https://evil.test/c/2" }, card: { to: "polling", poll: "threeDS", frame: true } },
  { answer: { isThreeDSEnabledV2: true, status: "PENDING", threeDSOrderId: "3DS-3" }, card: { to: "polling", poll: "threeDS", frame: false } },
  { answer: { isThreeDSEnabledV2: true, status: "REDIRECT", threeDSOrderId: "3DS-1", redirectUrl: `${frameOrigin}/c/1` }, card: { to: "challenge" } },
  { answer: { isThreeDSEnabledV2: true, status: "REDIRECT", threeDSOrderId: "3DS-1", redirectUrl: "https://evil.test/c/1" }, card: general },
  { answer: { isThreeDSEnabledV2: true, status: "REDIRECT", threeDSOrderId: "3DS-1" }, card: fail(reauthMessages.unableToProcess, "error") },
  { answer: { isThreeDSEnabledV2: true, status: "FRAUD_REJECT", threeDSOrderId: "3DS-1" }, card: fail(reauthMessages.fraud, "fraud") },
  { answer: { isThreeDSEnabledV2: true, status: "SOMETHING", threeDSOrderId: "3DS-1" }, card: fail(reauthMessages.unableToProcess, "error") },
  { answer: { isThreeDSEnabledV2: true, status: "AUTHORIZED" }, card: fail(reauthMessages.unableToProcess, "wcsError") },
  { answer: { paymentURL: `${paypalOrigin}/pay/1` }, card: declined },
  { answer: { redirectUrl: `${paypalOrigin}/pay/2` }, card: declined },
  { answer: { paymentURL: "https://paypal.evil.test/pay", redirectUrl: `${paypalOrigin}/pay/3` }, card: declined },
  { answer: { paymentURL: "javascript:alert(1)" }, card: declined },
]

/** For PayPal: an answer with a paymentURL, else a redirectUrl, goes to PayPal, on a PayPal origin only; any other is read as a card's. */
const paypalOutcome = (answer: Record<string, unknown>, card: Outcome): Outcome => {
  const url = [answer.paymentURL, answer.redirectUrl].find((value) => typeof value === "string" && value.trim() !== "")
  if (typeof url !== "string") return card
  return url.startsWith(`${paypalOrigin}/`) ? { to: "redirecting", url } : general
}

/** Refused submissions: §8's keys on a 400, a 401, others. */
const refusals: ReadonlyArray<{ readonly status: number | undefined; readonly errorKey: string | undefined; readonly outcome: Outcome }> = [
  { status: 400, errorKey: "_ERR_BAD_PARMS", outcome: fail(reauthMessages.formSummary, undefined, { zipCode: reauthMessages.postalCode }) },
  { status: 400, errorKey: "_ERR_STATE_ZIP_INVALID", outcome: fail(reauthMessages.postalCode, undefined, { zipCode: reauthMessages.postalCode }) },
  { status: 400, errorKey: "_ERR_KR_ZIP_INVALID", outcome: fail(reauthMessages.postalCode, undefined, { zipCode: reauthMessages.postalCode }) },
  { status: 400, errorKey: "_ERR_OTHER", outcome: fail(reauthMessages.unableToProcess, "wcsError") },
  { status: 500, errorKey: "_ERR_BAD_PARMS", outcome: fail(reauthMessages.unableToProcess, "wcsError") },
  { status: 401, errorKey: undefined, outcome: fail(reauthMessages.sessionExpired, "wcsError") },
  { status: undefined, errorKey: undefined, outcome: fail(reauthMessages.unableToProcess, "wcsError") },
]

/** The reAuthStatus table (§4). */
const paymentRule = (code: string): Outcome | "again" =>
  code === "AUTHORIZED"
    ? { to: "authorized" }
    : code === "PROCESSING"
    ? "again"
    : code === "DECLINED"
    ? declined
    : code === "DEFERRED"
    ? fail(reauthMessages.unableToProcess, "timeout")
    : fail(reauthMessages.unableToProcess, "failure")

/** The status-text table (§4). */
const threeDSRule = (code: string): Outcome | "again" =>
  code === "AUTHORIZED"
    ? { to: "authorized" }
    : code === "PENDING"
    ? "again"
    : code === "REDIRECT"
    ? { to: "challenge" }
    : code === "FRAUD_REJECT"
    ? fail(reauthMessages.fraud, "fraud")
    : fail(reauthMessages.unableToProcess, "error")

const statuses = ["AUTHORIZED", "PROCESSING", "DECLINED", "DEFERRED", "PENDING", "REDIRECT", "FRAUD_REJECT", "SUCCESS", "weird", " processing "]

interface Model {
  phase: ReauthPhase
  method: ReauthMethod | undefined
  poll: "payment" | "threeDS" | undefined
  pollFrame: "allowed" | "refused" | "none"
  answered: number
  shown: boolean
  message: string | undefined
  fields: Record<string, string>
  kind: string | undefined
}

const buttonOf: Record<ReauthPhase, string> = {
  form: "initial",
  submitting: "processing",
  polling: "processing",
  challenge: "processing",
  checking: "processing",
  redirecting: "processing",
  authorized: "success",
  failed: "failed",
}

/** Applies an outcome to the model. */
const land = (model: Model, outcome: Outcome) => {
  model.phase = outcome.to
  model.shown = false
  if (outcome.to !== "polling") model.poll = undefined
  if (outcome.to === "failed") {
    model.message = outcome.message
    model.fields = outcome.fields ?? {}
    model.kind = outcome.kind
  }
}

type Command =
  | { readonly event: ReauthEvent; readonly kind: "submit" }
  | { readonly event: ReauthEvent; readonly kind: "answer"; readonly card: Outcome; readonly paypal: Outcome; readonly frame: "allowed" | "refused" | "none" }
  | { readonly event: ReauthEvent; readonly kind: "refusal"; readonly outcome: Outcome }
  | { readonly event: ReauthEvent; readonly kind: "status"; readonly code: string }
  | { readonly event: ReauthEvent; readonly kind: "plain" }

/** The rules as a model: whether the event applies, and what it does. Returns whether it applied. */
const modelStep = (model: Model, command: Command): boolean => {
  const { event } = command
  switch (command.kind) {
    case "submit": {
      if (model.phase !== "form") return false // one submission at a time
      model.phase = "submitting"
      model.method = (event as { readonly method: ReauthMethod }).method
      model.message = undefined
      model.fields = {}
      model.kind = undefined
      return true
    }
    case "answer": {
      if (model.phase !== "submitting") return false
      const outcome = model.method === "paypal" ? command.paypal : command.card
      land(model, outcome)
      if (outcome.to === "polling") {
        model.poll = outcome.poll
        model.pollFrame = command.frame
        model.answered = 0
      }
      return true
    }
    case "refusal":
      if (model.phase !== "submitting") return false
      land(model, command.outcome)
      return true
    case "status": {
      if (model.phase === "checking") {
        // the decline test (§5): SUCCESS or AUTHORIZED passes
        land(model, command.code === "SUCCESS" || command.code === "AUTHORIZED" ? { to: "authorized" } : declined)
        return true
      }
      if (model.phase !== "polling") return false
      const rule = (model.poll === "payment" ? paymentRule : threeDSRule)(command.code)
      if (rule === "again") {
        model.answered += 1
        const limit = model.poll === "payment" ? 5 : threeDSAttempts
        if (model.answered >= limit) land(model, model.poll === "payment" ? fail(reauthMessages.unableToProcess, "timeout") : fail(reauthMessages.unableToProcess, "error"))
        return true
      }
      if (rule.to === "challenge") {
        land(model, model.pollFrame === "allowed" ? rule : model.pollFrame === "refused" ? general : fail(reauthMessages.unableToProcess, "error"))
        return true
      }
      land(model, rule)
      return true
    }
    case "plain":
      switch (event._tag) {
        case "StatusCallFailed": // "a failed status call is error"
          if (model.phase !== "polling" && model.phase !== "checking") return false
          land(model, fail(reauthMessages.unableToProcess, "error"))
          return true
        case "InteractionRequired":
          if (model.phase !== "challenge" || model.shown) return false
          model.shown = true
          return true
        case "CloseChallenge":
          if (model.phase !== "challenge") return false
          model.phase = "checking"
          model.shown = false
          return true
        case "ResetElapsed":
          if (model.phase !== "failed") return false
          model.phase = "form"
          return true
        default:
          return false
      }
  }
}

const reached = new Set<string>()

/** One event: the model and the machine take it, then must agree. */
const runCommand = (command: Command) => (model: Model, real: { machine: ReauthMachine }): void => {
  const before = real.machine
  const applied = modelStep(model, command)
  const result = reauthTransition(before, command.event)
  expect(Result.isSuccess(result), `${JSON.stringify(command.event)} in ${before.phase}`).toBe(applied)
  if (Result.isSuccess(result)) real.machine = result.success
  else expect(result.failure.phase).toBe(before.phase)
  const machine = real.machine
  reached.add(machine.phase)
  expect({
    phase: machine.phase,
    button: machine.button,
    method: machine.method,
    poll: machine.poll?.poll,
    shown: machine.challenge?.shown ?? false,
    message: machine.problem?.message,
    fields: machine.problem?.fields ?? {},
    kind: machine.failureKind,
  }).toEqual({
    phase: model.phase,
    button: buttonOf[model.phase],
    method: model.method,
    poll: model.poll,
    shown: model.shown,
    message: model.message,
    fields: model.fields,
    kind: model.kind,
  })
  if (model.phase === "polling") expect(machine.poll?.answered).toBe(model.answered)
  // properties of the rules, independent of the model
  if (machine.challenge !== undefined) expect(new URL(machine.challenge.frameUrl).origin).toBe(frameOrigin)
  if (machine.redirectUrl !== undefined) expect(new URL(machine.redirectUrl).origin).toBe(paypalOrigin)
  if (machine.phase === "failed") expect(Object.values(reauthMessages)).toContain(machine.problem?.message)
  if (before.phase === "authorized" || before.phase === "redirecting") expect(machine).toBe(before)
}

const answerCommand = ({ answer, card }: (typeof submissionAnswers)[number]): Command => {
  const redirectUrl = typeof answer.redirectUrl === "string" ? answer.redirectUrl : undefined
  const frame = redirectUrl === undefined ? "none" : redirectUrl.startsWith(frameOrigin) ? "allowed" : "refused"
  return { event: answered(answer), kind: "answer", card, paypal: paypalOutcome(answer, card), frame }
}

/** The answers that open the frame (at once, or after polling), drawn more often so runs go through it. */
const framed = submissionAnswers.filter(({ card }) => card.to === "challenge" || (card.to === "polling" && card.poll === "threeDS"))

const commandArbitrary: fc.Arbitrary<Command> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom<ReauthMethod>("card", "paypal").map((method) => ({ event: submit(method), kind: "submit" }) as const) },
  { weight: 2, arbitrary: fc.constantFrom(...submissionAnswers).map(answerCommand) },
  { weight: 2, arbitrary: fc.constantFrom(...framed).map(answerCommand) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...refusals).map(({ status: code, errorKey, outcome }) => ({
      event: { _tag: "SubmissionRefused", status: code, errorKey },
      kind: "refusal",
      outcome,
    }) as const),
  },
  { weight: 3, arbitrary: fc.constantFrom(...statuses).map((value) => ({ event: status(value), kind: "status", code: value.trim().toUpperCase() }) as const) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<ReauthEvent>(
      { _tag: "StatusCallFailed" },
      { _tag: "InteractionRequired" },
      { _tag: "CloseChallenge" },
      { _tag: "ResetElapsed" },
    ).map((event) => ({ event, kind: "plain" }) as const),
  },
)

// The time-out is a ceiling for a machine shared with builds, not a speed check.
describe("model-based: the re-authorisation machine against the rules (loyalty-payments §4, §8)", () => {
  test.prop([fc.commands([commandArbitrary.map((command) => modelCommand(JSON.stringify(command.event), runCommand(command)))], { maxCommands: 40, size: "max" })], {
    numRuns: 500,
  })("every sequence of events agrees with the model", (commands) => {
    const model: Model = {
      phase: "form",
      method: undefined,
      poll: undefined,
      pollFrame: "none",
      answered: 0,
      shown: false,
      message: undefined,
      fields: {},
      kind: undefined,
    }
    fc.modelRun(() => ({ model, real: { machine: form } }), commands)
  }, 30_000)

  it("the runs above reached every phase", () => {
    expect([...reached].sort()).toEqual(["authorized", "challenge", "checking", "failed", "form", "polling", "redirecting", "submitting"])
  })
})
