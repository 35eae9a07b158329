/** The page's banner (problem order, or updated) and the order's number, amount and status. */
import { pointsBannerTexts, pointsBannerUpdatedText, type ReauthDetails, reauthorisedOrderStatus } from "@outfitter/domain"
import { useId } from "react"
import { paymentsText } from "../../../site/text/en/payments.ts"
import { useSpecText, useText } from "../../../site/text/useText.ts"

/** SVG paint: the text's colour (a CSS keyword, not a text). */
const textColour = "currentColor"

/** A small clock, beside the Processing status. */
const ClockIcon = () => (
  <svg className="reauth-clock" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <circle cx="8" cy="8" r="6.5" fill="none" stroke={textColour} strokeWidth="1.5" />
    <path d="M8 4.5V8l2.5 1.5" fill="none" stroke={textColour} strokeWidth="1.5" strokeLinecap="round" />
  </svg>
)

export const ReauthOrderFacts = ({ details, authorised }: { readonly details: ReauthDetails; readonly authorised: boolean }) => {
  const bannerId = useId()
  const text = useText(paymentsText).reauth
  const spec = useSpecText()
  return (
    <>
      <div role="status" aria-labelledby={bannerId} className={`reauth-banner${authorised ? " is-updated" : ""}`}>
        <h2 id={bannerId}>{spec(authorised ? pointsBannerUpdatedText : pointsBannerTexts.problemOrder.title)}</h2>
        {authorised ? null : <p>{spec(pointsBannerTexts.problemOrder.body(details.orderId))}</p>}
      </div>
      <dl className="reauth-order">
        <dt>{text.orderNumber}</dt>
        <dd>{details.orderId}</dd>
        <dt>{text.amount}</dt>
        <dd>{details.amountFmt}</dd>
        <dt>{text.status}</dt>
        <dd data-testid="reauth-order-status">
          {authorised
            ? (
              <span className="reauth-status is-processing">
                <ClockIcon />
                {spec(reauthorisedOrderStatus)}
              </span>
            )
            : spec(details.status)}
        </dd>
      </dl>
    </>
  )
}
