/**
 * The re-authorisation page as a state machine: a value ({@link ReauthMachine}) and its
 * transition ({@link reauthTransition}) to the next value or a typed refusal
 * ({@link ReauthEventRefused}); no timer, no call. Answers are read with ReauthStatus.ts,
 * failures worded with ReauthFailure.ts. Rules: loyalty §4 "Payment choice,
 * re-authorisation status, 3-D Secure", §8 "Payment authorisation and the mobile wallet".
 *
 * Where the spec is silent: one submission at a time; the button is processing from the
 * submission to an end, the 3-D Secure frame included; a frame or PayPal address off its
 * allow-list fails with the general message and no analytics reason; closing the frame
 * asks the credit-card status; the last problem stays on the form after the reset until
 * the next submission; authorised and redirecting accept nothing more.
 *
 * @since 0.6.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import { memberOf, stringsOf, textOf } from "../../kernel/Untrusted.ts"
import { type ButtonState, normalisePollPolicy, type PollPolicy } from "../../ui/index.ts"
import type { ReauthMethod } from "./PaymentChoice.ts"
import {
  httpStatusText,
  reauthFailed,
  type ReauthFailureKind,
  type ReauthProblem,
  reauthProblemFor,
  reauthRefusalFor,
} from "./ReauthFailure.ts"
import { paymentPollPolicy } from "./ReauthPolling.ts"
import type { ReauthAnswer } from "./ReauthSchema.ts"
import {
  creditCardStatusStep,
  paymentStatusStep,
  pollExhausted,
  type PollStep,
  submissionStep,
  threeDSStatusStep,
  type ThreeDSStep,
} from "./ReauthStatus.ts"
import { providerTarget } from "./ThreeDSecure.ts"

/** Where the page is. @category models */
export type ReauthPhase = "form" | "submitting" | "polling" | "challenge" | "checking" | "authorized" | "redirecting" | "failed"

/** What the machine is given once: the allowed origins and the 3-D Secure polling. @category models */
export interface ReauthMachineConfig {
  /** The provider origins a 3-D Secure frame may load from. */
  readonly frameOrigins: ReadonlyArray<string>
  /** The origins a PayPal redirect may go to. */
  readonly paypalOrigins: ReadonlyArray<string>
  /** The store's 3-D Secure polling. */
  readonly threeDSPolicy: PollPolicy
}

/** A status being polled: which, for what id, how many answers so far and at most. @category models */
export interface ReauthPoll {
  readonly poll: "payment" | "threeDS"
  readonly id: string
  readonly frameUrl: string | undefined
  readonly answered: number
  readonly limit: number
}

/** The 3-D Secure frame: hidden while it loads, shown once the provider asks. @category models */
export interface ReauthChallenge {
  readonly threeDSOrderId: string
  readonly frameUrl: string
  readonly shown: boolean
}

/** The page's re-authorisation. @category models */
export interface ReauthMachine {
  readonly config: ReauthMachineConfig
  readonly phase: ReauthPhase
  readonly button: ButtonState
  readonly method: ReauthMethod | undefined
  readonly poll: ReauthPoll | undefined
  readonly challenge: ReauthChallenge | undefined
  /** The PayPal address to go to (redirecting). */
  readonly redirectUrl: string | undefined
  /** The last failure's message and flagged fields, until the next submission. */
  readonly problem: ReauthProblem | undefined
  /** The §8 reason of the last failure, for its analytics event (none for a refusal). */
  readonly failureKind: ReauthFailureKind | undefined
}

/** What moves the machine. @category models */
export type ReauthEvent =
  | { readonly _tag: "Submit"; readonly method: ReauthMethod }
  | { readonly _tag: "SubmissionAnswered"; readonly answer: ReauthAnswer }
  /** The submission failed: its HTTP status (none: no answer) and the answer's error key. */
  | { readonly _tag: "SubmissionRefused"; readonly status: number | undefined; readonly errorKey: string | undefined }
  | { readonly _tag: "StatusAnswered"; readonly status: string | undefined }
  | { readonly _tag: "StatusCallFailed" }
  | { readonly _tag: "InteractionRequired" }
  | { readonly _tag: "CloseChallenge" }
  | { readonly _tag: "ResetElapsed" }

/**
 * An event that does not apply in the phase (a second click while one runs, a message
 * after the frame is shown). The machine is unchanged.
 *
 * @category errors
 */
export class ReauthEventRefused extends Data.TaggedError("ReauthEventRefused")<{
  readonly event: string
  readonly phase: string
  readonly message: string
}> {}

/**
 * The machine on the form, nothing sent. The 3-D Secure policy is normalised.
 *
 * @example
 * import { initialReauthMachine } from "@outfitter/domain"
 * initialReauthMachine({ frameOrigins: [], paypalOrigins: [], threeDSPolicy: { attempts: 3, delayMs: 2000 } }).phase // => "form"
 * @category constructors
 */
export const initialReauthMachine = (config: ReauthMachineConfig): ReauthMachine => ({
  config: {
    frameOrigins: stringsOf(memberOf(config, "frameOrigins")),
    paypalOrigins: stringsOf(memberOf(config, "paypalOrigins")),
    threeDSPolicy: normalisePollPolicy(memberOf(config, "threeDSPolicy") as PollPolicy),
  },
  phase: "form",
  button: "initial",
  method: undefined,
  poll: undefined,
  challenge: undefined,
  redirectUrl: undefined,
  problem: undefined,
  failureKind: undefined,
})

type Next = Result.Result<ReauthMachine, ReauthEventRefused>

const between = (machine: ReauthMachine, phase: ReauthPhase, button: ButtonState, more: Partial<ReauthMachine> = {}): Next =>
  Result.succeed({ ...machine, poll: undefined, challenge: undefined, redirectUrl: undefined, ...more, phase, button })

const failedWith = (machine: ReauthMachine, error: unknown, kind: ReauthFailureKind | undefined): Next =>
  between(machine, "failed", "failed", { problem: reauthProblemFor(error), failureKind: kind })

const failedAs = (machine: ReauthMachine, kind: ReauthFailureKind, context: Parameters<typeof reauthFailed>[1] = {}): Next =>
  failedWith(machine, reauthFailed(kind, context), kind)

/** The frame, when its address is on the provider's origins. */
const challengeAt = (machine: ReauthMachine, threeDSOrderId: string, frameUrl: string): Next => {
  const target = providerTarget(frameUrl, machine.config.frameOrigins, "frame")
  return Result.isFailure(target)
    ? failedWith(machine, target.failure, undefined)
    : between(machine, "challenge", "processing", { challenge: { threeDSOrderId, frameUrl: target.success, shown: false } })
}

const pollFrom = (poll: ReauthPoll["poll"], id: string, frameUrl: string | undefined, limit: number): ReauthPoll => ({
  poll,
  id,
  frameUrl,
  answered: 0,
  limit,
})

const afterSubmission = (machine: ReauthMachine, answer: unknown): Next => {
  const step = submissionStep(answer as ReauthAnswer, machine.method === "paypal" ? "paypal" : "card")
  switch (step._tag) {
    case "Authorized":
      return between(machine, "authorized", "success")
    case "Failed":
      return failedAs(machine, step.kind, { serviceStatus: step.serviceStatus, detail: step.detail })
    case "PollPayment":
      return between(machine, "polling", "processing", {
        poll: pollFrom("payment", step.payInstructionId, undefined, paymentPollPolicy.attempts),
      })
    case "PollThreeDS":
      return between(machine, "polling", "processing", {
        poll: pollFrom("threeDS", step.threeDSOrderId, step.frameUrl, machine.config.threeDSPolicy.attempts),
      })
    case "Challenge":
      return challengeAt(machine, step.threeDSOrderId, step.frameUrl)
    case "PaypalRedirect": {
      const target = providerTarget(step.url, machine.config.paypalOrigins, "paypal")
      return Result.isFailure(target)
        ? failedWith(machine, target.failure, undefined)
        : between(machine, "redirecting", "processing", { redirectUrl: target.success })
    }
  }
}

const afterRefusal = (machine: ReauthMachine, event: unknown): Next => {
  const status = memberOf(event, "status")
  const code = typeof status === "number" && Number.isFinite(status) ? status : undefined
  const errorKey = memberOf(event, "errorKey")
  const refusal = code === 400 ? reauthRefusalFor(typeof errorKey === "string" ? errorKey : undefined) : undefined
  if (refusal !== undefined) return failedWith(machine, refusal, undefined)
  return failedAs(machine, "wcsError", code === undefined ? {} : { status: code, statusText: httpStatusText(code) })
}

const afterStatus = (machine: ReauthMachine, poll: ReauthPoll, status: string): Next => {
  const step: ThreeDSStep = poll.poll === "payment" ? paymentStatusStep(status) : threeDSStatusStep(status)
  switch (step._tag) {
    case "Pending": {
      const answered = poll.answered + 1
      return answered >= poll.limit
        ? failedAs(machine, pollExhausted(poll.poll), { detail: `still pending after ${answered} status calls` })
        : between(machine, "polling", "processing", { poll: { ...poll, answered } })
    }
    case "Challenge":
      return poll.frameUrl === undefined
        ? failedAs(machine, "error", { detail: "the 3-D Secure answer had no redirectUrl" })
        : challengeAt(machine, poll.id, poll.frameUrl)
    default:
      return settle(machine, step)
  }
}

const settle = (machine: ReauthMachine, step: PollStep): Next =>
  step._tag === "Failed"
    ? failedAs(machine, step.kind, { serviceStatus: step.serviceStatus })
    : between(machine, "authorized", "success")

/**
 * Applies one event (the table in the module notes). Total: any event in any machine
 * answers the next machine or a {@link ReauthEventRefused}.
 *
 * @example
 * import { initialReauthMachine, reauthTransition } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * const form = initialReauthMachine({ frameOrigins: [], paypalOrigins: [], threeDSPolicy: { attempts: 3, delayMs: 0 } })
 * const sent = Result.getOrThrow(reauthTransition(form, { _tag: "Submit", method: "card" }))
 * const declined = Result.getOrThrow(reauthTransition(sent, { _tag: "SubmissionAnswered", answer: { status: "DECLINED" } }))
 * declined.problem?.message // => "Your card was declined. Check the card details or use another card."
 * Result.isFailure(reauthTransition(sent, { _tag: "Submit", method: "card" })) // => true
 * @category transitions
 */
export const reauthTransition = (machine: ReauthMachine, event: ReauthEvent): Next => {
  const tag = textOf(memberOf(event, "_tag")) || "unknown"
  const phase = textOf(memberOf(machine, "phase")) || "unknown"
  const refuse = (): Next =>
    Result.fail(new ReauthEventRefused({ event: tag, phase, message: `${tag} does not apply while the re-authorisation is ${phase}` }))
  const poll = memberOf(machine, "poll") as ReauthPoll | undefined
  const challenge = memberOf(machine, "challenge") as ReauthChallenge | undefined
  switch (`${phase}/${tag}`) {
    case "form/Submit": {
      const method = memberOf(event, "method")
      return method === "card" || method === "paypal"
        ? between(machine, "submitting", "processing", { method, problem: undefined, failureKind: undefined })
        : refuse()
    }
    case "submitting/SubmissionAnswered":
      return afterSubmission(machine, memberOf(event, "answer"))
    case "submitting/SubmissionRefused":
      return afterRefusal(machine, event)
    case "polling/StatusAnswered":
      return poll === undefined ? refuse() : afterStatus(machine, poll, textOf(memberOf(event, "status")))
    case "checking/StatusAnswered":
      return settle(machine, creditCardStatusStep(textOf(memberOf(event, "status"))))
    case "polling/StatusCallFailed":
    case "checking/StatusCallFailed":
      return failedAs(machine, "error", { detail: "a status call failed" })
    case "challenge/InteractionRequired":
      return challenge === undefined || challenge.shown ? refuse() : between(machine, "challenge", "processing", { challenge: { ...challenge, shown: true } })
    case "challenge/CloseChallenge":
      // the frame is gone; its order id is what the credit-card status is asked for
      return challenge === undefined ? refuse() : between(machine, "checking", "processing", { challenge: { ...challenge, shown: false } })
    case "failed/ResetElapsed":
      return between(machine, "form", "initial")
    default:
      return refuse()
  }
}

