/**
 * The wallet QR widget in React (orders-returns-help §4 "Wallet QR widget"; loyalty §4
 * "Mobile-wallet widget"): the domain's machine (`walletTransition`), driven in time by the
 * domain's program (`runWalletWidget`) over the WalletPayment client, with the store's
 * wallet timings. Components render the widget's state; they own no timer.
 *
 * - The widget starts when the hook mounts: it waits for the window's focus, checks the
 *   payment's status, creates a code and polls it.
 * - `retry()` (the Retry button) and `tapMobile()` (the mobile button) start a new run from
 *   the widget as it stands; the run before is interrupted. An event the widget refuses in
 *   its state (a second tap while a code loads) changes nothing.
 * - Every run ends on completed, error or retry, and unmounting interrupts the one under
 *   way: no timer, no call and no fiber outlives either.
 * - qrLoadedEvent, qrErrorEvent, qrRetryEvent and qrCompletedEvent go to the analytics
 *   stream (`subscribeAnalytics`).
 * - Completed (paid) marks the order's views and the order history stale
 *   (`invalidateOrder`), read when next shown: the widget keeps its completed overlay.
 *
 * Where the spec is silent (choices): the device kind is read from `navigator` once, when
 * the hook mounts; the mobile button may send the page to the store's
 * `walletRedirectOrigins` or this page's own origin, and a destination elsewhere puts the
 * widget in error instead; a wallet setting that is not right is read as its default
 * (`walletTimingsOrDefaults`; `walletTimings` names it, for a host that checks its settings).
 *
 * @since 0.3.0
 */
"use client"
import { WalletPayment } from "@outfitter/clients"
import {
  initialWalletWidget,
  runWalletWidget,
  type WalletBrowser,
  walletDeviceKind,
  type WalletPayway,
  walletRedirectPolicy,
  walletTimingsOrDefaults,
  walletTransition,
  type WalletWidget,
  type WalletWidgetEvent,
  walletWidgetEvent,
} from "@outfitter/domain"
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { useQueryClient } from "@tanstack/react-query"
import { useCallback, useEffect, useRef, useState } from "react"
import { publishAnalytics } from "../analytics.ts"
import { invalidateOrder } from "../orders/orderInvalidation.ts"
import { useRunClient, useStoreSettings } from "../OutfitterProvider.ts"
import { runUnlessAborted, useRunSignal } from "../ui/useRunSignal.ts"

/** What the widget pays for, and how it reaches the page. @category models */
export interface WalletWidgetOptions {
  /** The order whose payment is pending. */
  readonly orderId: string
  readonly payway: WalletPayway
  /** The order's country (sent upper-cased). */
  readonly country: string
  readonly email?: string | undefined
  /** Where the wallet sends the customer back to; this page by default. */
  readonly returnUrl?: string | undefined
  /** The browser; `navigator`'s by default. */
  readonly browser?: WalletBrowser | undefined
  /** Whether the window has focus; `document.hasFocus()` by default. */
  readonly hasFocus?: (() => boolean) | undefined
  /** Sends the page to the wallet; `location.assign` by default. */
  readonly redirect?: ((url: string) => void) | undefined
}

/** What a component renders. @category models */
export interface WalletWidgetView {
  readonly widget: WalletWidget
  /** Retry in error or retry: a new code. */
  readonly retry: () => void
  /** The mobile button: to the wallet in loaded, a new code first in retry. */
  readonly tapMobile: () => void
}

const href = () => globalThis.location?.href

/**
 * The wallet QR widget of one order (see the module notes).
 *
 * @example
 * ```tsx
 * import { walletWidgetTexts } from "@outfitter/domain"
 * import { useWalletWidget } from "@outfitter/react-hooks"
 *
 * export const WalletStatus = ({ orderId }: { readonly orderId: string }) => {
 *   const { widget, retry } = useWalletWidget({ orderId, payway: "WECHATPAY", country: "CN" })
 *   const texts = walletWidgetTexts("WECHATPAY")
 *   return (
 *     <div>
 *       <p role="status">{widget.state === "completed" ? texts.completed : widget.state === "loaded" ? texts.scan : texts.loading}</p>
 *       {widget.state === "error" || widget.state === "retry" ? <button type="button" onClick={retry}>{texts.retryButton}</button> : null}
 *     </div>
 *   )
 * }
 * ```
 * @category hooks
 */
export const useWalletWidget = (options: WalletWidgetOptions): WalletWidgetView => {
  const run = useRunClient()
  const settings = useStoreSettings()
  const latest = useRef(options)
  latest.current = options
  const [initial] = useState(() => initialWalletWidget(walletDeviceKind(options.browser ?? globalThis.navigator ?? {})))
  const [widget, setWidget] = useState(initial)
  const current = useRef(initial)
  const nextRun = useRunSignal()
  const queryClient = useQueryClient()

  const dispatch = useCallback((event: WalletWidgetEvent) => {
    const from = current.current
    if (Result.isFailure(walletTransition(from, event))) return
    const { orderId, payway, country, email, returnUrl = href(), hasFocus = () => document.hasFocus(), redirect = (url) => location.assign(url) } =
      latest.current
    const call = <A, E>(program: Effect.Effect<A, E, WalletPayment>) =>
      Effect.tryPromise({ try: (signal) => run(WalletPayment.layer, program, signal), catch: (error) => error })
    const { deviceId: device_id, subPayway } = from
    const program = runWalletWidget(
      from,
      event,
      {
        status: Effect.map(call(WalletPayment.use((wallet) => wallet.status(orderId))), (status) => status.reason),
        precreate: call(WalletPayment.use((wallet) => wallet.precreate({ orderId, country, payway, device_id, subPayway, email, returnUrl }))),
        hasFocus: Effect.sync(hasFocus),
        redirect: (url) => Effect.sync(() => redirect(url)),
        redirectPolicy: walletRedirectPolicy(settings, href()),
      },
      walletTimingsOrDefaults(settings),
      (next) =>
        Effect.sync(() => {
          const raised = walletWidgetEvent(current.current.state, next.state, payway)
          current.current = next
          setWidget(next)
          if (raised !== undefined) publishAnalytics(raised)
          // paid: the order is no longer pending; the widget keeps its completed overlay
          if (next.state === "completed") void invalidateOrder(queryClient, orderId, { keepShown: true })
        }),
    )
    void runUnlessAborted(program, nextRun())
  }, [run, settings, nextRun, queryClient])

  // mounted (again, under strict mode): the widget starts afresh
  useEffect(() => {
    current.current = initial
    setWidget(initial)
    dispatch({ _tag: "Start" })
  }, [initial, dispatch])

  return {
    widget,
    retry: useCallback(() => dispatch({ _tag: "Retry" }), [dispatch]),
    tapMobile: useCallback(() => dispatch({ _tag: "MobileTapped" }), [dispatch]),
  }
}
