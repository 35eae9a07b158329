/**
 * The mobile-wallet QR payment on the order detail page (orders-returns-help §1, §4
 * "Wallet QR widget", §8; loyalty §2 "Mobile-wallet QR widget"): shown while the order's
 * WECHATPAY or ALIPAY payment is pending. The widget's states come from `useWalletWidget`
 * (the domain's machine and program); this component draws them:
 *
 * - loading: the loading overlay; loaded: the QR code (desktop, drawn by QrCode.tsx) or
 *   the mobile button (a phone, the WeChat in-app browser); processing, then 'Payment
 *   Complete'; error: the general message with Retry; retry: the code expired, with Retry
 *   (and, on a phone, the mobile button, which fetches a new code and opens the wallet);
 *   mobile_fetching: the new code on its way;
 * - the widget's one message (the domain's `walletWidgetMessage`) is visible and is a polite
 *   live region, so every change of state is announced; the QR code has a text alternative
 *   naming the wallet;
 * - focus: Retry takes the focus when error or retry appears while the focus is in the
 *   widget (after a Retry or a tap, say) or nowhere; pressing Retry moves the focus to the
 *   widget's status before the button goes, so it is never lost;
 * - the spinner turns only for those who have not asked for less motion.
 *
 * Where the spec is silent (choices): the code stays drawn, dimmed, under the retry and
 * error overlays; a code that cannot be drawn (too long for a QR code) shows the general
 * message in its place until it runs out; the widget is its own chunk, loaded only for an
 * order that takes it (OrderDetailView.tsx), and it loads the QR library only when a code
 * is drawn.
 */
import { type WalletPayway, walletWidgetMessage, walletWidgetTexts, walletWidgetVariant } from "@outfitter/domain"
import { useWalletWidget } from "@outfitter/react-hooks"
import { useEffect, useId, useRef } from "react"
import { useSpecText } from "../../site/text/useText.ts"
import { QrCode } from "./QrCode.tsx"
import "./wallet.css"

export interface WalletQrWidgetProps {
  readonly orderNumber: string
  readonly payway: WalletPayway
  /** The order's country (its ship-to country). */
  readonly country: string
  /** The e-mail the order is read with. */
  readonly email: string
}

export const WalletQrWidget = ({ orderNumber, payway, country, email }: WalletQrWidgetProps) => {
  const { widget, retry, tapMobile } = useWalletWidget({ orderId: orderNumber, payway, country, email })
  const texts = walletWidgetTexts(payway)
  const spec = useSpecText()
  const variant = walletWidgetVariant(widget)
  const state = widget.state
  const code = widget.code?.qrCode
  const headingId = useId()
  const root = useRef<HTMLElement>(null)
  const status = useRef<HTMLDivElement>(null)
  const retryButton = useRef<HTMLButtonElement>(null)
  const canRetry = state === "error" || state === "retry"
  const waiting = !canRetry && state !== "loaded" && state !== "completed"

  useEffect(() => {
    const focused = document.activeElement
    if (canRetry && root.current !== null && (focused === null || focused === document.body || root.current.contains(focused))) {
      retryButton.current?.focus()
    }
  }, [canRetry, state])

  const onRetry = () => {
    // the button goes with the overlay: the focus waits on the widget's status
    status.current?.focus()
    retry()
  }

  return (
    <section className="wallet-qr" aria-labelledby={headingId} ref={root}>
      <h2 id={headingId}>{spec(texts.heading)}</h2>
      <div className={`wallet-qr__frame wallet-qr__frame--${variant}`} ref={status} tabIndex={-1} aria-busy={waiting}>
        {variant === "qr" && code !== undefined && state !== "completed"
          ? (
            <div className="wallet-qr__image" aria-hidden={state === "loaded" ? undefined : true}>
              <QrCode text={code} label={spec(texts.codeLabel)} fallback={spec(texts.error)} />
            </div>
          )
          : null}
        <div className={state === "loaded" ? "wallet-qr__caption" : `wallet-qr__overlay wallet-qr__overlay--${state}`}>
          {waiting ? <span className="wallet-qr__spinner" aria-hidden="true" /> : null}
          {/* the one message of the widget, visible and announced (a polite live region) */}
          <p role="status" aria-live="polite">{spec(walletWidgetMessage(state, variant, payway))}</p>
          {canRetry ? <button type="button" className="primary" ref={retryButton} onClick={onRetry}>{spec(texts.retryButton)}</button> : null}
        </div>
        {variant === "button" && (state === "loaded" || state === "retry")
          ? <button type="button" className="primary wallet-qr__mobile" onClick={tapMobile}>{spec(texts.mobileButton)}</button>
          : null}
      </div>
    </section>
  )
}
