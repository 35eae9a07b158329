/** The member's rewards: coupons, bounce-back rewards and promotions, each with its value, code and expiry. */
import type { discountList } from "@outfitter/domain"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useText } from "../../../site/text/useText.ts"

export const DiscountList = ({ discounts }: { readonly discounts: ReturnType<typeof discountList> }) => {
  const text = useText(loyaltyText).discounts
  return discounts.length === 0 ? <p>{text.none}</p> : (
    <ul className="rewards-discounts">
      {discounts.map((d, i) => (
        <li key={`${d.kind}-${d.code}-${i}`} data-kind={d.kind}>
          <strong>{d.value}</strong> {d.title === "" ? (d.kind === "bounceBack" ? text.bounceBack : text.coupon) : d.title}
          {d.code === "" ? null : <>{" · "}{text.code(d.code)}</>}
          {d.expiry === "" ? null : <>{" · "}{text.expires(d.expiry)}</>}
        </li>
      ))}
    </ul>
  )
}
