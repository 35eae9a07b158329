/**
 * The 3-D Secure interstitial of the payment re-authorisation page (loyalty §4 "3-D
 * Secure"): the provider's frame, 600 px high and the full width, loaded from the address
 * the re-authorisation answered (already checked against the provider origins by the
 * client). It stays hidden while it loads; it shows, and its heading takes focus, once the
 * frame posts that the customer must act (`useThreeDSecureMessages`: a provider origin and
 * this frame's own window only). Close ends the check: the page then asks the payment's
 * status.
 *
 * Where the spec is silent (choices): the frame is sandboxed to what a bank's check needs
 * (scripts, forms, its own origin, pop-ups for a bank's help pages) and sends no referrer
 * beyond the origin; Escape closes it as the Close button does.
 */
import { reauthTimings } from "@outfitter/domain"
import { useThreeDSecureMessages } from "@outfitter/react-hooks"
import { useEffect, useId, useRef } from "react"
import { paymentsText } from "../../../site/text/en/payments.ts"
import { useText } from "../../../site/text/useText.ts"

/** What the bank's page may do in the frame (sandbox tokens, not a text): scripts, forms, its own origin, pop-ups. */
const frameSandbox = "allow-scripts allow-forms allow-same-origin allow-popups"

export interface ThreeDSecureFrameProps {
  readonly frameUrl: string
  /** The provider asked for the customer: the interstitial shows. */
  readonly shown: boolean
  readonly onInteractionRequired: () => void
  readonly onClose: () => void
}

export const ThreeDSecureFrame = ({ frameUrl, shown, onInteractionRequired, onClose }: ThreeDSecureFrameProps) => {
  const headingId = useId()
  const text = useText(paymentsText).threeDSecure
  const frame = useRef<HTMLIFrameElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useThreeDSecureMessages({ enabled: !shown, frame, onInteractionRequired })
  useEffect(() => {
    if (shown) heading.current?.focus()
  }, [shown])
  return (
    <section
      className="reauth-3ds"
      aria-labelledby={headingId}
      hidden={!shown}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose()
      }}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1}>{text.heading}</h2>
      <p>{text.body}</p>
      <iframe
        ref={frame}
        src={frameUrl}
        title={text.frame}
        height={reauthTimings.threeDSFrameHeightPx}
        width="100%"
        sandbox={frameSandbox}
        referrerPolicy="strict-origin"
      />
      <button type="button" className="button" onClick={onClose}>{text.close}</button>
    </section>
  )
}
