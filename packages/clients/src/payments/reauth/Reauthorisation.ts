/**
 * The payment re-authorisation client (loyalty-payments §4, §7, §8): the problem order's
 * re-authorisation details, the card and PayPal submissions
 * (POST `/api/bags/v3/{storeContext}/cart/{orderId}/payment/reauth` and `…/reauth/paypal`),
 * the payment status poll (GET `{apiRoot}/user/order/payment/{payInstructionId}?retry={n}`),
 * the 3-D Secure status poll (GET `{paymentServiceRoot}/status/{threeDSOrderId}?retry={n}`)
 * and the credit-card status asked once the 3-D Secure frame is closed
 * (GET `{paymentServiceRoot}/creditcard/status/{threeDSOrderId}`).
 *
 * Every rule is the domain's: the form (`validateCardReauth`), the bodies
 * (`cardReauthBody`, `paypalReauthBody`), what each answer means (`submissionStep`,
 * `paymentStatusStep`, `threeDSStatusStep`, `creditCardStatusStep`), the polling
 * (`pollUntilSettled` with `paymentPollPolicy` and the store's `threeDSPollPolicy`), the
 * failure messages (`reauthFailed`, `reauthRefusalFor`) and the allow-lists of the frame
 * and PayPal addresses (`providerTarget`). This client makes the calls and follows the steps.
 *
 * A submission ends in one of three outcomes: authorised; a 3-D Secure challenge (the
 * frame's address, already checked against the provider origins); or a PayPal redirect
 * (its address checked against the PayPal origins). Everything else is a typed failure:
 * `ReauthFormInvalid` (nothing sent), `ReauthFormRefused` (§8's submission keys),
 * `ReauthFailed` (§8's reasons, with the message to show), `ReauthTargetRefused` (an address
 * off the allow-list: the general message), the provider config and encryption failures,
 * and the permission errors.
 *
 * Card data: the number is validated, held in `Redacted`, encrypted with the provider's
 * key (the saved-card client's config and the domain's `encryptCardNumber`) and sent only
 * encrypted; the CVV goes in the body as `cid` and nowhere else. Neither is in a URL, a
 * log or an error value: the HTTP layer forgets a request's body once it is sent.
 *
 * Where the spec is silent (choices):
 * - re-authorising is a sensitive payment write (platform §6): a visitor who must sign in
 *   again is refused before anything is sent; reading the details needs a signed-in user;
 * - a 401 or 403 on the submission is a wcsError whose status text is 'Unauthorized' or
 *   'Forbidden' (§8: the session-expired message for the first): the page says so instead of
 *   reloading; a 400 with one of §8's keys is a ReauthFormRefused; any other failure of
 *   the submission (an HTTP error, no answer, an answer that does not decode) is a wcsError;
 * - any failure of a status call (an HTTP error, no answer, an unreadable answer) ends the
 *   poll with the reason `error` (§8 "A failed order-status call gives error");
 * - the submission is never retried: a second one could authorise twice;
 * - the card is sent encrypted (cardNumberType encryptedCardNumber); the provider tokens
 *   call is not made for a re-authorisation.
 *
 * @since 0.3.0
 */
import { InvalidParams } from "@outfitter/domain/errors"
import {
  type CardReauthInput,
  CardReauthBody,
  cardReauthBody,
  creditCardStatusStep,
  creditCardStatusUrl,
  encryptCardNumber,
  httpStatusText,
  PaymentErrorBody,
  paymentPollPolicy,
  paymentStatusStep,
  PaymentStatusAnswer,
  paymentStatusUrl,
  pollExhausted,
  type PollStep,
  providerTarget,
  type PxpConfigFailure,
  type PxpEncryptFailure,
  PaypalReauthBody,
  paypalReauthBody,
  ReauthAnswer,
  type ReauthCallRoots,
  ReauthDetails,
  reauthDetailsUrl,
  type ReauthFailed,
  reauthFailed,
  type ReauthFormInvalid,
  type ReauthFormRefused,
  reauthRefusalFor,
  reauthSubmissionUrl,
  type ReauthTargetRefused,
  submissionStep,
  type SubmissionStep,
  ThreeDSStatusAnswer,
  threeDSPollPolicy,
  threeDSStatusStep,
  threeDSStatusUrl,
  type ThreeDSStep,
  validateCardReauth,
} from "@outfitter/domain/payments"
import { pollUntilSettled } from "@outfitter/domain/ui"
import {
  type PermissionError,
  permissionMessages,
  SoftAuthenticationRequired,
  type Unauthorized,
} from "@outfitter/domain/session"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import type * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { ApiConfig } from "../../config/ApiConfig.ts"
import { Http, type HttpError, type HttpResponse, jsonBody } from "../../http/Http.ts"
import { decodeAuthorizedJsonResponse, decodeJsonResponse, type ServiceCallError } from "../../http/ServiceResponse.ts"
import { transportFailure } from "../../http/Transport.ts"
import { Session } from "../../session/Session.ts"
import { SavedCards } from "../SavedCards.ts"

/** How a submission or a challenge ends when it does not fail. @category models */
export type ReauthOutcome =
  | { readonly _tag: "Authorized" }
  /** The 3-D Secure frame must be shown: its address is on the provider origins. */
  | { readonly _tag: "ChallengeRequired"; readonly threeDSOrderId: string; readonly frameUrl: string }
  /** The customer goes to PayPal: the address is on the PayPal origins. */
  | { readonly _tag: "PaypalRedirect"; readonly url: string }

/** One payment status call: the status as sent and what it means. @category models */
export interface PaymentStatusReading {
  readonly reAuthStatus: string
  readonly step: PollStep
}

/** The failures of following a submission's answer. @category models */
export type ReauthFollowError = ReauthFailed | ReauthTargetRefused

/** The failures of a PayPal submission. @category models */
export type PaypalReauthError = ReauthFollowError | ReauthFormRefused | PermissionError | InvalidParams

/** The failures of a card submission. @category models */
export type CardReauthError = PaypalReauthError | ReauthFormInvalid | PxpConfigFailure | PxpEncryptFailure

/** The failures of reading the details. @category models */
export type ReauthDetailsError = ServiceCallError | Unauthorized | PermissionError

/** What a card submission is given. @category models */
export interface CardReauthSubmission {
  /** The order's amount and payment type (from `details`). */
  readonly order: Pick<ReauthDetails, "authAmount" | "paymentTypeId">
  /** What the form typed. */
  readonly form: CardReauthInput
  /** The shopper's country, for the card's country rule. */
  readonly country: string
  /** The fraud-device session id, sent when the store uses that service. */
  readonly signifydSessionId?: string | undefined
}

/** @category models */
export interface ReauthorisationShape {
  /** GET `{apiRoot}/user/order/{orderId}/payment`: the order to re-authorise. */
  readonly details: (orderId: string) => Effect.Effect<ReauthDetails, ReauthDetailsError>
  /** Validate, encrypt and POST the card; then follow the answer (polls included). */
  readonly submitCard: (orderId: string, submission: CardReauthSubmission) => Effect.Effect<ReauthOutcome, CardReauthError>
  /** POST the PayPal re-authorisation (the amount only); then follow the answer. */
  readonly submitPaypal: (orderId: string, order: Pick<ReauthDetails, "authAmount">) => Effect.Effect<ReauthOutcome, PaypalReauthError>
  /** GET the payment status once (retry n): the status sent and the step it means. */
  readonly paymentStatus: (payInstructionId: string, retry: number) => Effect.Effect<PaymentStatusReading, ReauthFailed | InvalidParams>
  /** GET the 3-D Secure status once (retry n): the step it means. */
  readonly threeDSStatus: (threeDSOrderId: string, retry: number) => Effect.Effect<ThreeDSStep, ReauthFailed | InvalidParams>
  /** The payment status polled (5 times 5000 ms apart) until it settles. */
  readonly pollPayment: (payInstructionId: string) => Effect.Effect<ReauthOutcome, ReauthFollowError | InvalidParams>
  /** The 3-D Secure status polled with the store's attempts and delay until it settles. */
  readonly pollThreeDS: (threeDSOrderId: string, frameUrl: string | undefined) => Effect.Effect<ReauthOutcome, ReauthFollowError | InvalidParams>
  /** The frame was closed: GET the credit-card status; authorised or declined. */
  readonly closeChallenge: (threeDSOrderId: string) => Effect.Effect<ReauthOutcome, ReauthFailed | InvalidParams>
}

type Exchange = Effect.Effect<HttpResponse, HttpError>

const decodeErrorBody = Schema.decodeUnknownEffect(PaymentErrorBody)
const encodeCard = Schema.encodeSync(CardReauthBody)
const encodePaypal = Schema.encodeSync(PaypalReauthBody)

/** What a failed call says in support's words: its HTTP status when it had one (a NotFound is a 404), and the service's message. */
const failureContext = (error: ServiceCallError | Unauthorized) => ({
  ...(error._tag === "NotFound" ? { status: 404 } : "status" in error && typeof error.status === "number" ? { status: error.status } : {}),
  detail: error.message,
  // kept so a reader can tell an unreadable answer (where it did not match) from a failed call
  ...((error._tag === "AjaxFailed" || error._tag === "Timeout") && error.cause !== undefined ? { cause: error.cause } : {}),
})

/**
 * A submission's answer: 2xx decoded; 400 with one of §8's keys a ReauthFormRefused;
 * anything else (a status, no answer, an unreadable answer) a wcsError.
 */
const readSubmission = (exchange: Exchange): Effect.Effect<ReauthAnswer, ReauthFailed | ReauthFormRefused> =>
  exchange.pipe(
    Effect.mapError((error) => reauthFailed("wcsError", { detail: transportFailure(error).message })),
    Effect.flatMap((response): Effect.Effect<ReauthAnswer, ReauthFailed | ReauthFormRefused> => {
      const { status } = response
      if (status >= 200 && status < 300) {
        return decodeJsonResponse(ReauthAnswer)(Effect.succeed(response)).pipe(
          Effect.mapError((error) => reauthFailed("wcsError", { status, detail: error.message })),
        )
      }
      return response.json.pipe(
        Effect.flatMap(decodeErrorBody),
        Effect.option,
        Effect.flatMap((body) => {
          const refusal = status === 400 ? reauthRefusalFor(Option.getOrUndefined(body)?.error[0]?.errorKey) : undefined
          return Effect.fail(refusal ?? reauthFailed("wcsError", { status, statusText: httpStatusText(status) }))
        }),
      )
    }),
  )

const make = Effect.gen(function*() {
  const client = yield* Http
  const { apiRoot } = yield* ApiConfig
  const session = yield* Session
  const cards = yield* SavedCards
  const { settings } = session
  const roots: ReauthCallRoots = {
    apiRoot,
    storeId: settings.storeId,
    storeContext: settings.storeContext,
    paymentServiceRoot: settings.paymentServiceRoot,
  }
  const fromResult = <A>(result: Result.Result<A, InvalidParams>) => Effect.fromResult(result)

  const authorizeWrite = Effect.fn("Reauthorisation.authorizeWrite")(function*() {
    const authorization = yield* session.authorize("sensitive.write")
    if (authorization === "softReauthentication") {
      return yield* Effect.fail(new SoftAuthenticationRequired({ message: permissionMessages.softAuthentication }))
    }
  })

  /** One status call: the answer, or the poll's `error` (§8 "a failed order-status call gives error"). */
  const statusCall = <S extends Schema.Top & { readonly DecodingServices: never }>(url: string, schema: S) =>
    client.get(url, { acceptJson: true }).pipe(
      decodeAuthorizedJsonResponse(schema),
      Effect.mapError((error) => reauthFailed("error", failureContext(error))),
    )

  const settled = (step: PollStep): Effect.Effect<ReauthOutcome, ReauthFailed> =>
    step._tag === "Failed"
      ? Effect.fail(reauthFailed(step.kind, { serviceStatus: step.serviceStatus }))
      : Effect.succeed({ _tag: "Authorized" })

  const challenge = (threeDSOrderId: string, frameUrl: string): Effect.Effect<ReauthOutcome, ReauthTargetRefused> =>
    Effect.map(Effect.fromResult(providerTarget(frameUrl, settings.paymentProviderOrigins, "frame")), (checked) => ({
      _tag: "ChallengeRequired",
      threeDSOrderId,
      frameUrl: checked,
    }))

  const paymentStatus: ReauthorisationShape["paymentStatus"] = (payInstructionId, retry) =>
    fromResult(paymentStatusUrl(roots, payInstructionId, retry)).pipe(
      Effect.flatMap((url) => statusCall(url, PaymentStatusAnswer)),
      Effect.map((answer) => ({ reAuthStatus: answer.reAuthStatus, step: paymentStatusStep(answer.reAuthStatus) })),
    )

  const threeDSStatus: ReauthorisationShape["threeDSStatus"] = (threeDSOrderId, retry) =>
    fromResult(threeDSStatusUrl(roots, threeDSOrderId, retry)).pipe(
      Effect.flatMap((url) => statusCall(url, ThreeDSStatusAnswer)),
      Effect.map((answer) => threeDSStatusStep(answer.status)),
    )

  const pollPayment: ReauthorisationShape["pollPayment"] = Effect.fn("Reauthorisation.pollPayment")(function*(payInstructionId) {
    const end = yield* pollUntilSettled(
      paymentPollPolicy,
      (retry) => Effect.map(paymentStatus(payInstructionId, retry), (reading) => reading.step),
      (step) => step._tag === "Pending",
    )
    return yield* end.last._tag === "Pending"
      ? Effect.fail(reauthFailed(pollExhausted("payment"), { detail: `still processing after ${end.attempts} status calls` }))
      : settled(end.last)
  })

  const pollThreeDS: ReauthorisationShape["pollThreeDS"] = Effect.fn("Reauthorisation.pollThreeDS")(function*(threeDSOrderId, frameUrl) {
    const end = yield* pollUntilSettled(
      threeDSPollPolicy(settings),
      (retry) => threeDSStatus(threeDSOrderId, retry),
      (step) => step._tag === "Pending",
    )
    const last = end.last
    if (last._tag === "Pending") {
      return yield* Effect.fail(reauthFailed(pollExhausted("threeDS"), { detail: `still pending after ${end.attempts} status calls` }))
    }
    if (last._tag !== "Challenge") return yield* settled(last)
    if (frameUrl === undefined) return yield* Effect.fail(reauthFailed("error", { detail: "the 3-D Secure answer had no redirectUrl" }))
    return yield* challenge(threeDSOrderId, frameUrl)
  })

  /** Where a submission's answer leads. */
  const follow = (step: SubmissionStep): Effect.Effect<ReauthOutcome, ReauthFollowError | InvalidParams> => {
    switch (step._tag) {
      case "Authorized":
        return Effect.succeed(step)
      case "Failed":
        return Effect.fail(reauthFailed(step.kind, { serviceStatus: step.serviceStatus, detail: step.detail }))
      case "PollPayment":
        return pollPayment(step.payInstructionId)
      case "PollThreeDS":
        return pollThreeDS(step.threeDSOrderId, step.frameUrl)
      case "Challenge":
        return challenge(step.threeDSOrderId, step.frameUrl)
      case "PaypalRedirect":
        return Effect.map(
          Effect.fromResult(providerTarget(step.url, settings.paypalRedirectOrigins, "paypal")),
          (url): ReauthOutcome => ({ _tag: "PaypalRedirect", url }),
        )
    }
  }

  const details: ReauthorisationShape["details"] = Effect.fn("Reauthorisation.details")(function*(orderId) {
    yield* session.authorize("user.read")
    const url = yield* fromResult(reauthDetailsUrl(roots, orderId))
    return yield* client.get(url, { acceptJson: true }).pipe(decodeAuthorizedJsonResponse(ReauthDetails))
  })

  const submitCard: ReauthorisationShape["submitCard"] = Effect.fn("Reauthorisation.submitCard")(function*(orderId, submission) {
    const form = yield* Effect.fromResult(validateCardReauth(submission.form, {
      country: submission.country,
      patterns: settings.cardBrandPatterns,
      billingVisible: true,
    }))
    const url = yield* fromResult(reauthSubmissionUrl(roots, orderId, "card"))
    yield* authorizeWrite()
    const pxp = yield* cards.config()
    const encrypted = yield* encryptCardNumber(form.card.cardNumber, pxp.rsa, settings.pxpRetryCount)
    const body = encodeCard(cardReauthBody(submission.order, form, { cardNumber: encrypted, encryptionId: pxp.encryptionId }, {
      featureOn: settings.fraudDeviceSession,
      sessionId: submission.signifydSessionId,
    }))
    const answer = yield* readSubmission(client.post(url, { body: jsonBody(body), acceptJson: true }))
    return yield* follow(submissionStep(answer, "card"))
  })

  const submitPaypal: ReauthorisationShape["submitPaypal"] = Effect.fn("Reauthorisation.submitPaypal")(function*(orderId, order) {
    const url = yield* fromResult(reauthSubmissionUrl(roots, orderId, "paypal"))
    yield* authorizeWrite()
    const answer = yield* readSubmission(client.post(url, { body: jsonBody(encodePaypal(paypalReauthBody(order))), acceptJson: true }))
    return yield* follow(submissionStep(answer, "paypal"))
  })

  const closeChallenge: ReauthorisationShape["closeChallenge"] = Effect.fn("Reauthorisation.closeChallenge")(function*(threeDSOrderId) {
    const url = yield* fromResult(creditCardStatusUrl(roots, threeDSOrderId))
    const answer = yield* statusCall(url, ThreeDSStatusAnswer)
    return yield* settled(creditCardStatusStep(answer.status))
  })

  return {
    details,
    submitCard,
    submitPaypal,
    paymentStatus,
    threeDSStatus,
    pollPayment,
    pollThreeDS,
    closeChallenge,
  } satisfies ReauthorisationShape
})

/**
 * The payment re-authorisation client.
 *
 * @example
 * import { Reauthorisation } from "@outfitter/clients"
 * const details = Reauthorisation.use((reauth) => reauth.details("10000003002"))
 * @category services
 */
export class Reauthorisation extends Context.Service<Reauthorisation, ReauthorisationShape>()("outfitter/Reauthorisation") {
  /** Real HTTP; needs the Http service, the ApiConfig and the Session (the saved-card client's config is built with it). */
  static readonly layer = Layer.effect(Reauthorisation)(make).pipe(Layer.provide(SavedCards.layer))
}
