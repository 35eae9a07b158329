/**
 * The order detail and returns client (orders-returns-help §3, §7): one order's details,
 * the return reason codes, the refund calculation, the return submission, cancellations (an order, items, a
 * reservation or a return) and the guest session, each on its legacy path or, with the
 * store's switches, on the history API's (the domain's `orderDetailsCall`,
 * `refundCalculationCall`, `returnSubmissionCall`, `cancelCall`).
 *
 * - **details** is read again after each of the store's configured intervals
 *   (`returnDetailsRetryIntervalsMs`) while the call fails or gets no answer, then fails
 *   with MaxRetries (reason 5) carrying the last failure. An answer that says no (404 not
 *   found, 400, a refused session) is final at once: waiting would not change it.
 * - **cancel** is tried up to 3 times, 1 s apart (domain `withCancelAttempts`); an answer
 *   whose status is 'Failure' is a failure (AjaxFailed with errorKey "Failure"), not retried.
 *   But when an attempt's answer was lost (the domain's `isAnswerLost`: no answer came
 *   back, the service may have acted) and the cancel then ends in a failure, the order is
 *   read again (one read of its details, for the body's e-mail) and the domain decides
 *   (`cancelVerdict`, `showsCancelled`): shown cancelled, the cancel succeeded (answered as
 *   `{ status: "Success" }`, what the service answers a cancel it made); not shown, the
 *   cancel's failure stands; not readable, OutcomeUnknown.
 * - with the clients' `timeoutWithRetries` (config/CallTimeout.ts), details and cancel end
 *   within it, their retries and waits included (a `Timeout` past it).
 * - **submit** is never tried again by the client: a retry must not be able to create a
 *   second return. A submission whose answer was lost is not reported before the order it
 *   was made from (`origin`) has been read again: its return found in the order's `returns`
 *   links (`submittedReturnIn`) is the answer; none, the submission's failure stands; the
 *   order unreadable or without links, OutcomeUnknown. A failed submission is the caller's
 *   to offer again.
 * - with `idempotencyKeys` enabled (ApiConfig), a cancel and a submission send an
 *   `Idempotency-Key` header, one key per action, the same on each of a cancel's attempts.
 * - **guestSession** (POST `{apiRoot}/session/guest`, no body) shares one request among
 *   every caller while it is in flight; once it has settled, the next call sends a new one.
 * - **submitAsVisitor** is a return as a shopper submits it: a guest session first unless
 *   they are signed in (the domain's `needsGuestSession`), then **submit**; a failed guest
 *   session sends no submission.
 *
 * Where the spec is silent (choices): bodies are built by the domain's rules and taken as
 * they are (the fraud-device id is added by whoever builds them, `withFraudSessionId`); a
 * malformed answer is AjaxFailed (the domain's schemas), never an exception.
 *
 * @since 0.2.0
 */
import { AjaxFailed, MaxRetries, type Timeout } from "@outfitter/domain/errors"
import {
  type CancelBody,
  cancelCall,
  CancelResponse,
  cancelVerdict,
  isAnswerLost,
  needsGuestSession,
  OrderDetails,
  orderDetailsCall,
  type OrderCallRoots,
  type OrderCallSwitches,
  RefundCalculation,
  type RefundCalculationRequest,
  refundCalculationCall,
  type ReturnSubmissionBody,
  ReturnSubmissionResponse,
  returnReasonsCall,
  ReturnReasonCodeOptions,
  returnSubmissionCall,
  OutcomeUnknown,
  showsCancelled,
  submittedReturnIn,
  withCancelAttempts,
} from "@outfitter/domain/orders"
import type { Unauthorized } from "@outfitter/domain/session/permissions"
import * as Context from "effect/Context"
import * as Deferred from "effect/Deferred"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import * as Schedule from "effect/Schedule"
import * as Schema from "effect/Schema"
import { ApiConfig } from "../config/ApiConfig.ts"
import { CallTimeout, withinCallTimeout } from "../config/CallTimeout.ts"
import { Http, jsonBody } from "../http/Http.ts"
import { idempotencyHeaders } from "./IdempotencyKey.ts"
import { decodeAuthorizedJsonResponse, type ServiceCallError } from "../http/ServiceResponse.ts"
import { Session } from "../session/Session.ts"

/** @category models */
export type ReturnsCallError = ServiceCallError | Unauthorized

/** The order a return is submitted from, read again when the submission's answer is lost. @category models */
export interface ReturnSubmissionOrigin {
  /** The order's number (the details' `orderNumber`). */
  readonly orderNumber: string
  /** The e-mail the order was looked up with ("" for the signed-in member's own order). */
  readonly email: string
}

/** The message of a cancel the service answered with status 'Failure'. @category constants */
export const cancelFailedMessage = "The cancellation could not be completed"

/** The message of a details read that failed after every retry. @category constants */
export const orderDetailsMaxRetriesMessage = "The order details could not be read"

/** @category models */
export interface ReturnsServiceShape {
  /** GET one order's (or return order's) details for the e-mail it was placed with. */
  readonly details: (orderNumber: string, email: string) => Effect.Effect<OrderDetails, ReturnsCallError | MaxRetries>
  /** GET the return reason codes (options with details, or a comment box). */
  readonly reasons: () => Effect.Effect<ReturnReasonCodeOptions, ReturnsCallError>
  /** POST the refund calculation for the chosen items. */
  readonly calculate: (orderNumber: string, request: RefundCalculationRequest) => Effect.Effect<RefundCalculation, ReturnsCallError>
  /**
   * POST the return; the new return order's id. Never retried; when its answer is lost,
   * `origin` is read again to find the return (see the module notes).
   */
  readonly submit: (
    body: ReturnSubmissionBody,
    origin: ReturnSubmissionOrigin,
  ) => Effect.Effect<ReturnSubmissionResponse, ReturnsCallError | OutcomeUnknown>
  /**
   * PUT a cancel (an order, items, a reservation or a return) on its order number; after a
   * lost answer, the order is read again to know (see the module notes).
   */
  readonly cancel: (orderId: string, body: CancelBody) => Effect.Effect<CancelResponse, ReturnsCallError | OutcomeUnknown>
  /** POST a guest session; callers while one is in flight share it. */
  readonly guestSession: () => Effect.Effect<void, ReturnsCallError>
  /** A guest session first unless `signedIn`, then `submit` (see the module notes). */
  readonly submitAsVisitor: (
    body: ReturnSubmissionBody,
    origin: ReturnSubmissionOrigin,
    visitor: { readonly signedIn: boolean },
  ) => Effect.Effect<ReturnSubmissionResponse, ReturnsCallError | OutcomeUnknown>
}

const Anything = Schema.Unknown

/** The answer of a cancel confirmed by reading the order again: what the service answers a cancel it made. */
const confirmedCancel: CancelResponse = { status: "Success" }

/** After each configured interval, once; then stop. */
const afterIntervals = (intervals: ReadonlyArray<number>) =>
  Schedule.recurs(intervals.length).pipe(
    Schedule.addDelay(({ output }) => Effect.succeed(Duration.millis(Math.max(0, intervals[output] ?? 0)))),
  )

/** A failure another attempt may not meet: no answer in time, or a failed call (not a 404, 400 or refused session). */
const isTransient = (error: ReturnsCallError): error is AjaxFailed | Timeout => error._tag === "AjaxFailed" || error._tag === "Timeout"

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot } = yield* ApiConfig
  const session = yield* Session
  const { settings } = session
  const roots: OrderCallRoots = { apiRoot, historyRootV2: settings.historyRootV2, historyRoot: settings.historyRoot }
  const switches: OrderCallSwitches = { hasOrderDetailsV3: settings.hasOrderDetailsV3, newCancelOrderApi: settings.newCancelOrderApi }
  const { idempotencyKeys } = yield* ApiConfig
  const intervals = settings.returnDetailsRetryIntervalsMs.filter((ms) => Number.isFinite(ms) && ms >= 0)
  const callTimeout = yield* CallTimeout

  /** One read of an order's details, no retry. */
  const readDetails = (orderNumber: string, email: string) =>
    Effect.fromResult(orderDetailsCall(roots, switches, orderNumber, email)).pipe(
      Effect.flatMap((call) => client.get(call.url, { acceptJson: true }).pipe(decodeAuthorizedJsonResponse(OrderDetails))),
    )

  const details: ReturnsServiceShape["details"] = Effect.fn("ReturnsService.details")(function*(orderNumber, email) {
    const call = yield* Effect.fromResult(orderDetailsCall(roots, switches, orderNumber, email))
    const read = readDetails(orderNumber, email)
    let attempts = 0
    // retried while it fails for a reason that may pass (no answer, a failed call); what
    // still fails that way has used every retry. An answer that says no (not found, bad
    // input, a refused session) is final.
    return yield* Effect.suspend(() => {
      attempts += 1
      return read
    }).pipe(
      Effect.retry({ schedule: afterIntervals(intervals), while: isTransient }),
      Effect.catchIf(
        isTransient,
        (last) => Effect.fail(new MaxRetries({ message: orderDetailsMaxRetriesMessage, attempts, last })),
      ),
      withinCallTimeout(callTimeout, call),
    )
  })

  const reasons: ReturnsServiceShape["reasons"] = Effect.fn("ReturnsService.reasons")(function*() {
    const call = returnReasonsCall(roots, switches)
    return yield* client.get(call.url, { acceptJson: true }).pipe(decodeAuthorizedJsonResponse(ReturnReasonCodeOptions))
  })

  const calculate: ReturnsServiceShape["calculate"] = Effect.fn("ReturnsService.calculate")(function*(orderNumber, request) {
    const call = yield* Effect.fromResult(refundCalculationCall(roots, switches, orderNumber))
    return yield* client.post(call.url, { body: jsonBody(request), acceptJson: true }).pipe(decodeAuthorizedJsonResponse(RefundCalculation))
  })

  const submit: ReturnsServiceShape["submit"] = Effect.fn("ReturnsService.submit")(function*(body, origin) {
    const call = returnSubmissionCall(roots, switches)
    const headers = idempotencyHeaders(idempotencyKeys)
    const sent = yield* client.post(call.url, { body: jsonBody(body), acceptJson: true, headers }).pipe(
      decodeAuthorizedJsonResponse(ReturnSubmissionResponse),
      Effect.result,
    )
    if (Result.isSuccess(sent) || !isAnswerLost(sent.failure)) return yield* Effect.fromResult(sent)
    // the answer was lost: the service may have made the return, so read the order again
    const unknown = new OutcomeUnknown({ action: "returnSubmission", orderNumber: origin.orderNumber })
    const order = yield* readDetails(origin.orderNumber, origin.email).pipe(Effect.mapError(() => unknown))
    const found = submittedReturnIn(order, body)
    if (found === "unknown") return yield* Effect.fail(unknown)
    return found === undefined ? yield* Effect.fail(sent.failure) : found
  })

  const cancel: ReturnsServiceShape["cancel"] = Effect.fn("ReturnsService.cancel")(function*(orderId, body) {
    const call = yield* Effect.fromResult(cancelCall(roots, switches, orderId))
    const headers = idempotencyHeaders(idempotencyKeys)
    // whether an attempt so far lost its answer: an answer ends the attempts, so a lost one
    // seen by then came before it
    let answerLost = false
    const attempt = client.put(call.url, { body: jsonBody(body), acceptJson: true, headers }).pipe(
      decodeAuthorizedJsonResponse(CancelResponse),
      Effect.tapError((error) => Effect.sync(() => void (answerLost ||= isAnswerLost(error)))),
    )
    const answered = yield* withCancelAttempts(attempt).pipe(withinCallTimeout(callTimeout, call), Effect.result)
    const verdict = cancelVerdict(
      Result.isSuccess(answered)
        ? { _tag: "Answered", response: answered.success, earlierAnswerLost: answerLost }
        : { _tag: "NotAnswered", answerLost },
    )
    if (verdict === "Succeeded" && Result.isSuccess(answered)) return answered.success
    const failure = Result.isSuccess(answered)
      ? new AjaxFailed({ message: cancelFailedMessage, status: 200, errorKey: "Failure", method: call.method, url: call.url })
      : answered.failure
    if (verdict === "Failed") return yield* Effect.fail(failure)
    // an attempt's answer was lost: the service may have cancelled, so read the order again
    const order = yield* readDetails(orderId, body.email).pipe(
      Effect.mapError(() => new OutcomeUnknown({ action: "cancel", orderNumber: orderId })),
    )
    return showsCancelled(order, body) ? confirmedCancel : yield* Effect.fail(failure)
  })

  // the guest session request in flight, shared by every caller until it settles
  let inFlight: Deferred.Deferred<void, ReturnsCallError> | undefined
  const startGuestSession = client.post(`${apiRoot}/session/guest`, { acceptJson: true }).pipe(
    decodeAuthorizedJsonResponse(Anything),
    Effect.asVoid,
  )
  const guestSession: ReturnsServiceShape["guestSession"] = () =>
    Effect.suspend(() => {
      if (inFlight !== undefined) return Deferred.await(inFlight)
      const deferred = Deferred.makeUnsafe<void, ReturnsCallError>()
      inFlight = deferred
      return startGuestSession.pipe(
        Effect.exit,
        Effect.flatMap((exit) => Deferred.done(deferred, exit)),
        Effect.ensuring(Effect.sync(() => {
          if (inFlight === deferred) inFlight = undefined
        })),
        Effect.flatMap(() => Deferred.await(deferred)),
      )
    })

  const submitAsVisitor: ReturnsServiceShape["submitAsVisitor"] = Effect.fn("ReturnsService.submitAsVisitor")(function*(body, origin, visitor) {
    if (needsGuestSession(visitor.signedIn)) yield* guestSession()
    return yield* submit(body, origin)
  })

  return { details, reasons, calculate, submit, cancel, guestSession, submitAsVisitor } satisfies ReturnsServiceShape
})

/**
 * The order detail and returns client.
 *
 * @example
 * import { ReturnsService } from "@outfitter/clients"
 * const details = ReturnsService.use((returns) => returns.details("10000001001", "avery@example.com"))
 * @category services
 */
export class ReturnsService extends Context.Service<ReturnsService, ReturnsServiceShape>()("outfitter/ReturnsService") {
  /** Real HTTP; needs the Http service, the ApiConfig and the Session. */
  static readonly layer = Layer.effect(ReturnsService)(make)
}
