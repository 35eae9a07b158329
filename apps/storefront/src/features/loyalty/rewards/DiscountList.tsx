/** The member's rewards: coupons, bounce-back rewards and promotions, each with its value, code and expiry. */
import type { discountList } from "@outfitter/domain"

export const DiscountList = ({ discounts }: { readonly discounts: ReturnType<typeof discountList> }) =>
  discounts.length === 0 ? <p>No rewards yet.</p> : (
    <ul className="rewards-discounts">
      {discounts.map((d, i) => (
        <li key={`${d.kind}-${d.code}-${i}`} data-kind={d.kind}>
          <strong>{d.value}</strong> {d.title === "" ? (d.kind === "bounceBack" ? "Bounce back reward" : "Coupon") : d.title}
          {d.code === "" ? null : <> · code {d.code}</>}
          {d.expiry === "" ? null : <> · expires {d.expiry}</>}
        </li>
      ))}
    </ul>
  )
