/**
 * Payment re-authorisation of a problem order in React (loyalty-payments §4, §7, §8): the
 * order's re-authorisation details as a query, the re-authorisation itself with its polls
 * and button, and the 3-D Secure frame's message listener. Thin: the rules, the timings and
 * the messages are the domain's (`runReauthButton`, `reauthProblemFor`,
 * `readThreeDSMessage`); the calls and the polls are the client's (`Reauthorisation`).
 *
 * The details' query options and key are in reauthQueryOptions.ts.
 *
 * - `useReauthorisation(order)` gives the step the page shows (the form, the 3-D Secure
 *   frame, authorised, going to PayPal), the button's state and the problem to show, and
 *   the actions: `submitCard`, `submitPaypal`, `showChallenge`, `closeChallenge`. A
 *   submission while one runs is ignored (a double click sends one). The card's number
 *   and CVV go straight into the request that encrypts them: they are never kept in React
 *   state, the query cache or an error. The fraud-device id is added when the store uses
 *   that service. A failure raises the analytics event of §8 (`reauth:fraud`,
 *   `reauth:fail`). On success the order's views (its details, its re-authorisation details)
 *   and the order history are marked stale (`invalidateOrder`) and read when next shown; the
 *   page keeps its success. Leaving
 *   the page interrupts the polls and the button's timers.
 * - `useThreeDSecureMessages` listens to window messages while the frame is there: only a
 *   message from a configured payment-provider origin (and, given the frame, from that
 *   frame's window) saying user interaction is required shows the frame; the listener is
 *   removed on unmount.
 *
 * @since 0.3.0
 */
"use client"
import { type ReauthDetailsError, Reauthorisation, type ReauthOutcome } from "@outfitter/clients"
import {
  type ButtonState,
  type CardReauthInput,
  type ReauthDetails,
  reauthFailureEvent,
  type ReauthProblem,
  reauthProblemFor,
  readThreeDSMessage,
  runReauthButton,
} from "@outfitter/domain"
import { useQuery, useQueryClient, type UseQueryOptions } from "@tanstack/react-query"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from "react"
import { publishAnalytics } from "../../analytics.ts"
import { useRunClient, useStoreSettings } from "../../OutfitterProvider.ts"
import { invalidateOrder } from "../../orders/orderInvalidation.ts"
import { sessionStore, withBrowserFraudId } from "../../session/fraudDevice.ts"
import { runUnlessAborted, useRunSignal } from "../../ui/useRunSignal.ts"
import { reauthDetailsQueryOptions } from "./reauthQueryOptions.ts"

/** A problem order's re-authorisation details; waits while the number is empty. @category hooks */
export const useReauthDetails = (
  orderId: string,
  config: Omit<UseQueryOptions<ReauthDetails, ReauthDetailsError, ReauthDetails, any>, "queryKey" | "queryFn"> = {},
) =>
  useQuery({
    ...reauthDetailsQueryOptions(useRunClient(), orderId),
    ...config,
    enabled: orderId !== "" && (config.enabled ?? true),
  })

/** What the page shows. @category models */
export type ReauthStep =
  | { readonly _tag: "Form" }
  /** The 3-D Secure frame is loading (`shown` false) or shown, after the provider asked for the customer. */
  | { readonly _tag: "Challenge"; readonly threeDSOrderId: string; readonly frameUrl: string; readonly shown: boolean }
  | { readonly _tag: "Authorized" }
  | { readonly _tag: "Redirecting"; readonly url: string }

/** What a card re-authorisation is given: the form as typed and the shopper's country. @category models */
export interface CardReauthEntry {
  readonly form: CardReauthInput
  readonly country: string
}

/** @category models */
export interface UseReauthorisationOptions {
  /** Where a PayPal redirect goes; the browser's location by default. */
  readonly navigate?: ((url: string) => void) | undefined
}

/** The re-authorisation as the page uses it. @category models */
export interface ReauthController {
  readonly step: ReauthStep
  readonly button: ButtonState
  /** The last failure's message and flagged fields, until the next submission. */
  readonly problem: ReauthProblem | undefined
  readonly submitCard: (entry: CardReauthEntry) => void
  readonly submitPaypal: () => void
  /** The provider asked for the customer: show the frame. */
  readonly showChallenge: () => void
  /** The customer closed the frame: ask the credit-card status. */
  readonly closeChallenge: () => void
}

const stepOf = (outcome: ReauthOutcome): ReauthStep => {
  switch (outcome._tag) {
    case "Authorized":
      return { _tag: "Authorized" }
    case "ChallengeRequired":
      return { _tag: "Challenge", threeDSOrderId: outcome.threeDSOrderId, frameUrl: outcome.frameUrl, shown: false }
    case "PaypalRedirect":
      return { _tag: "Redirecting", url: outcome.url }
  }
}

const isFailed = (error: unknown): error is { readonly _tag: "ReauthFailed"; readonly kind: Parameters<typeof reauthFailureEvent>[0] } =>
  typeof error === "object" && error !== null && (error as { readonly _tag?: unknown })._tag === "ReauthFailed"

/**
 * The re-authorisation of an order (see the module's notes). `order` is the order's
 * details (undefined while they load: the actions then do nothing).
 *
 * @example
 * ```tsx
 * import { useReauthDetails, useReauthorisation } from "@outfitter/react-hooks"
 *
 * export const PayWithPaypal = ({ orderId }: { readonly orderId: string }) => {
 *   const details = useReauthDetails(orderId)
 *   const reauth = useReauthorisation(details.data)
 *   if (reauth.step._tag === "Authorized") return <p role="status">Thank you, your payment has been updated.</p>
 *   return (
 *     <>
 *       {reauth.problem === undefined ? null : <p role="alert">{reauth.problem.message}</p>}
 *       <button type="button" aria-busy={reauth.button === "processing"} onClick={reauth.submitPaypal}>Pay with PayPal</button>
 *     </>
 *   )
 * }
 * ```
 * @category hooks
 */
export const useReauthorisation = (order: ReauthDetails | undefined, options: UseReauthorisationOptions = {}): ReauthController => {
  const run = useRunClient()
  const settings = useStoreSettings()
  const queryClient = useQueryClient()
  const nextRun = useRunSignal()
  const [step, setStep] = useState<ReauthStep>({ _tag: "Form" })
  const [button, setButton] = useState<ButtonState>("initial")
  const [problem, setProblem] = useState<ReauthProblem | undefined>(undefined)
  const busy = useRef(false)
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url))
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate

  /** Runs one call behind the button; what it ends in becomes the step or the problem. */
  const start = useCallback((call: (signal: AbortSignal) => Promise<ReauthOutcome>) => {
    if (busy.current) return
    busy.current = true
    setProblem(undefined)
    const signal = nextRun()
    const action = Effect.tryPromise({ try: () => call(signal), catch: (error) => error })
    const program = runReauthButton(action, {
      onState: (state) =>
        Effect.sync(() => {
          setButton(state)
          if (state === "initial") busy.current = false
        }),
      onExit: (exit) =>
        Effect.sync(() => {
          if (Exit.isSuccess(exit)) {
            const next = stepOf(exit.value)
            setStep(next)
            if (next._tag === "Redirecting") navigateRef.current(next.url)
            if (next._tag === "Challenge") busy.current = false
            // the page keeps its success; the order's details, its payment and the history are read when next shown
            if (next._tag === "Authorized" && order !== undefined) void invalidateOrder(queryClient, order.orderId, { keepShown: true })
            return
          }
          const error = Cause.squash(exit.cause)
          setProblem(reauthProblemFor(error))
          setStep({ _tag: "Form" })
          if (isFailed(error)) publishAnalytics(reauthFailureEvent(error.kind))
        }),
      isEnd: (outcome) => outcome._tag === "Authorized",
    })
    void runUnlessAborted(program, signal)
  }, [nextRun, order, queryClient])

  const submitCard = useCallback((entry: CardReauthEntry) => {
    if (order === undefined) return
    // the typed fields go straight into the call: no state, cache or closure keeps them
    start((signal) =>
      run(
        Reauthorisation.layer,
        Reauthorisation.use((reauth) =>
          reauth.submitCard(
            order.orderId,
            withBrowserFraudId({ order, form: entry.form, country: entry.country }, settings.fraudDeviceSession, sessionStore()),
          )
        ),
        signal,
      )
    )
  }, [order, run, settings.fraudDeviceSession, start])

  const submitPaypal = useCallback(() => {
    if (order === undefined) return
    start((signal) => run(Reauthorisation.layer, Reauthorisation.use((reauth) => reauth.submitPaypal(order.orderId, order)), signal))
  }, [order, run, start])

  const showChallenge = useCallback(() => {
    setStep((current) => (current._tag === "Challenge" ? { ...current, shown: true } : current))
  }, [])

  const closeChallenge = useCallback(() => {
    if (step._tag !== "Challenge") return
    const { threeDSOrderId } = step
    start((signal) => run(Reauthorisation.layer, Reauthorisation.use((reauth) => reauth.closeChallenge(threeDSOrderId)), signal))
  }, [run, start, step])

  return { step, button, problem, submitCard, submitPaypal, showChallenge, closeChallenge }
}

/** @category models */
export interface ThreeDSecureMessagesOptions {
  /** Listen only while this is true (the frame is on the page). */
  readonly enabled: boolean
  /** The frame: a message must come from its window. */
  readonly frame?: RefObject<HTMLIFrameElement | null> | undefined
  /** Called when the provider says the customer must act. */
  readonly onInteractionRequired: () => void
}

/** A layout effect: React 19 runs none on a server and no longer warns there, so nothing reads `window` at import. */
const useBrowserLayoutEffect = useLayoutEffect

/**
 * Listens for the 3-D Secure frame's message (see the module's notes): the store's
 * provider origins only, the frame's window only; removed on unmount or when disabled.
 * The listener is added as the frame is put on the page (a layout effect), so a frame that
 * loads and posts at once is never missed.
 *
 * @category hooks
 */
export const useThreeDSecureMessages = ({ enabled, frame, onInteractionRequired }: ThreeDSecureMessagesOptions): void => {
  const { paymentProviderOrigins } = useStoreSettings()
  const callback = useRef(onInteractionRequired)
  callback.current = onInteractionRequired
  useBrowserLayoutEffect(() => {
    if (!enabled || typeof window === "undefined") return
    const listener = (event: MessageEvent) => {
      if (frame !== undefined && (frame.current === null || event.source !== frame.current.contentWindow)) return
      // the event's origin and data are the browser's getters: read them here, as plain values
      if (readThreeDSMessage({ origin: event.origin, data: event.data }, paymentProviderOrigins) === "userInteractionRequired") callback.current()
    }
    window.addEventListener("message", listener)
    return () => window.removeEventListener("message", listener)
  }, [enabled, frame, paymentProviderOrigins])
}
