/**
 * The recent-purchase / problem-order warning banner of the points-history page (loyalty §2,
 * §9 "Warning banner slide 300 ms"). The rule is the domain's `pointsHistoryBanner`, over the
 * member's order history (`useOrderHistory`, shared with the order panels below).
 *
 * Choices where the spec is silent:
 * - nothing shows while the orders load, when they fail, or when no order qualifies;
 * - the banner is a polite status region (it appears after the page, so screen readers hear
 *   it) labelled by its heading; the texts are the domain's `pointsBannerTexts`;
 * - the problem-order banner links to the order's payment page (`Update payment`);
 * - it slides in over the domain's `pointsBannerSlideMs`; with prefers-reduced-motion it
 *   simply appears.
 */
import { orderPaymentPath, pointsBannerSlideMs, pointsBannerTexts, pointsHistoryBanner } from "@outfitter/domain"
import { useOrderHistory } from "@outfitter/react-hooks"
import { type CSSProperties, useId } from "react"
import { Link } from "wouter"
import { useSpecText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"

export const PointsBanner = () => {
  const headingId = useId()
  const { href } = useSite()
  const spec = useSpecText()
  const history = useOrderHistory()
  if (history.data === undefined || history.isError) return null
  const banner = pointsHistoryBanner(history.data, new Date())
  if (banner === undefined) return null
  const texts = pointsBannerTexts[banner.kind]
  const style = { "--points-banner-slide": `${pointsBannerSlideMs}ms` } as CSSProperties
  return (
    <div
      role="status"
      aria-labelledby={headingId}
      className={`points-banner is-${banner.kind}`}
      data-kind={banner.kind}
      style={style}
    >
      <h2 id={headingId} className="points-banner__title">{spec(texts.title)}</h2>
      <p className="points-banner__body">{spec(texts.body(banner.orderId))}</p>
      {texts.action !== undefined && (
        <p>
          <Link href={href(orderPaymentPath(banner.orderId))}>{spec(texts.action)}</Link>
        </p>
      )}
    </div>
  )
}
