/**
 * The rewards overview (/shop/:site/account/rewards; loyalty-payments §2, §4, §5, §8):
 * welcome message and tier, points with the progress ring and badge, the my-ID modal with
 * add-to-wallet, the discounts, the new-reward notification, refer a friend, app download,
 * switch account and the call-to-action links. Every rule is the domain's
 * (loyalty/rewards); this page only lays it out. Each modal is a component of its own
 * beside it (MyIdDialog, ReferFriendDialog, AppDownloadDialog, HowItWorksDialog,
 * SwitchAccountDialog, RewardNotificationDialog); the page keeps which one is open and the
 * state several share (the member, the points, the announcer). The points badge is
 * usePointsBadge, the coupons-notified flag useCouponsNotified.
 *
 * Choices where the spec is silent:
 * - Threshold, welcome-offer setting and the coupon-notification site are StoreSettings
 *   (`rewardThreshold`, `welcomeOffersEnabled`, `couponNotificationSite`).
 * - The link targets are props (`links`, the section wrapper's data attributes keyed by
 *   link type); a type with no target is not rendered.
 * - The wallet form posts `userInfoToken` to the target the wallet client answers with (the
 *   ApiConfig's `walletPassForm` endpoint, default `{apiRoot}/wallet/pass/download`).
 * - The switch-account choice is offered from a button in the call-to-action area.
 * - The new-reward notification is decided once, from the points and loyalty info the page
 *   first loads; a member who finishes onboarding on the page sees it on the next visit.
 * - The how-it-works modal's words are ours (the spec names the modal, not its text); it
 *   names the store's reward threshold.
 */
import {
  discountList,
  parsePoints,
  pointsState,
  progressFraction,
  referralLink,
  rewardLinkTarget,
  type RewardLinkType,
  showsProgressRing,
  tierLine,
  welcomeMessage,
  withThousandsIn,
} from "@outfitter/domain"
import { useLoyalty, useStoreSettings, useVisitor } from "@outfitter/react-hooks"
import { useState } from "react"
import { loyaltyText } from "../../../site/text/en/loyalty.ts"
import { useText } from "../../../site/text/useText.ts"
import { useSite } from "../../../site/useSite.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { OnboardingModal } from "../onboarding/OnboardingModal.tsx"
import { AppDownloadDialog } from "./AppDownloadDialog.tsx"
import { DiscountList } from "./DiscountList.tsx"
import { HowItWorksDialog } from "./HowItWorksDialog.tsx"
import { MyIdDialog } from "./MyIdDialog.tsx"
import { ProgressRing } from "./ProgressRing.tsx"
import { ReferFriendDialog } from "./ReferFriendDialog.tsx"
import { RewardNotificationDialog } from "./RewardNotificationDialog.tsx"
import { SwitchAccountDialog } from "./SwitchAccountDialog.tsx"
import { usePointsBadge } from "./usePointsBadge.ts"
import { useRewardNotification } from "./useRewardNotification.ts"
import "./rewards.css"

export interface RewardsPageProps {
  readonly links?: Readonly<Partial<Record<RewardLinkType, string>>>
  /** Reloads the page (points retry, switch account); window.location.reload by default. */
  readonly reload?: () => void
}

const defaultLinks = (origin: string, site: string): Readonly<Record<RewardLinkType, string>> => ({
  shop: `/shop/${site}`,
  earn: `/shop/${site}/account/rewards/history`,
  referral: `${origin}/shop/${site}/refer`,
  appStore: "https://apps.apple.com/",
  googlePlay: "https://play.google.com/",
})

export const RewardsPage = (props: RewardsPageProps = {}) => {
  const text = useText(loyaltyText).rewards
  usePageTitle(text.title)
  const { site, locale } = useSite()
  const store = useStoreSettings()
  const reload = props.reload ?? (() => window.location.reload())
  const enabled = store.loyaltyEnabled
  const visitor = useVisitor()
  const info = useLoyalty(enabled ? "info" : undefined)
  const rewards = useLoyalty(enabled ? "rewards" : undefined)
  const promotions = useLoyalty(enabled && store.welcomeOffersEnabled ? "promotions" : undefined)
  const { message, announce } = useAnnouncer()
  const links = { ...defaultLinks(typeof window === "undefined" ? "" : window.location.origin, site), ...props.links }

  const member = info.data?.response.payload
  const reward = rewards.data?.response.payload
  const loggedIn = visitor.data?.isLoggedIn === true
  const welcome = welcomeMessage({ loggedIn, failed: info.isError, info: member })
  const tier = tierLine(info.isError ? undefined : member)
  const points = parsePoints(reward?.pointBalance)
  const state = rewards.isError ? "error" : rewards.isSuccess ? pointsState(rewards.data.response.status) : "loading"
  const fraction = progressFraction(points, store.rewardThreshold)

  // points badge: rewardsDurations.pointsBadge (2000 ms), desktop only
  const badge = usePointsBadge(state === "loaded")

  const { shownNotification, close: closeNotification } = useRewardNotification({ site, store, reward, member, infoFetched: info.isFetched })

  const discounts = discountList({
    coupons: reward?.coupons,
    promotions: reward?.promotions,
    welcomePromotions: promotions.data?.response.payload?.promotions,
    loyaltyEnabled: enabled,
    welcomeOffersEnabled: store.welcomeOffersEnabled,
  })

  const referralCode = reward?.referral?.referralCode
  const referralBase = rewardLinkTarget(links, "referral")
  const referral = referralCode !== undefined && referralBase !== undefined ? referralLink(referralBase, referralCode) : undefined

  // one open flag per modal
  const [myIdOpen, setMyIdOpen] = useState(false)
  const [referOpen, setReferOpen] = useState(false)
  const [howOpen, setHowOpen] = useState(false)
  const [appOpen, setAppOpen] = useState(false)
  const [switchOpen, setSwitchOpen] = useState(false)

  if (!enabled) {
    return (
      <div id="account-rewards-overview" className="rewards-overview">
        <h1>{text.title}</h1>
        <p>{text.notAvailable}</p>
      </div>
    )
  }

  return (
    <div id="account-rewards-overview" className="rewards-overview">
      <h1>{text.title}</h1>
      <section aria-label={text.welcomeLabel} className={`rewards-welcome${welcome.isError ? " is-error" : ""}`} data-tier={welcome.tier}>
        <h2>{welcome.name === "" ? text.welcome : text.welcomeNamed(welcome.name)}</h2>
        <p data-testid="rewards-tier">
          {tier.date === "" ? text.tier(tier.tier) : tier.dateKind === "expires" ? text.tierExpires(tier.tier, tier.date) : text.tierMemberSince(tier.tier, tier.date)}
        </p>
      </section>

      <section aria-labelledby="rewards-points-heading" className="rewards-progress">
        <h2 id="rewards-points-heading">{text.pointsHeading}</h2>
        <button type="button" className="link-button" onClick={() => setHowOpen(true)}>{text.howItWorks}</button>
        {state === "loading" && <p>{text.pointsLoading}</p>}
        {state === "pending" && <p>{text.pointsPending}</p>}
        {state === "error" && (
          <p className="rewards-error">
            {text.pointsFailed} <button type="button" className="button" onClick={reload}>{text.tryAgain}</button>
          </p>
        )}
        {state === "loaded" && (
          <>
            <p data-testid="rewards-points">{text.points(withThousandsIn(points, locale))}</p>
            {showsProgressRing(points) && <ProgressRing fraction={fraction} />}
            {badge && <span className="rewards-badge" role="status">{text.pointsBadge(withThousandsIn(points, locale))}</span>}
          </>
        )}
      </section>

      <section aria-labelledby="rewards-discounts-heading">
        <h2 id="rewards-discounts-heading">{text.myRewards}</h2>
        {/* while the rewards (or the welcome offers) are on their way, the list is not known
            to be empty: "No rewards yet." only once they have answered */}
        {rewards.isLoading || promotions.isLoading ? <p>{text.rewardsLoading}</p> : <DiscountList discounts={discounts} />}
      </section>

      <section aria-label={text.actionsLabel} className="rewards-cta">
        <button type="button" className="button" onClick={() => setMyIdOpen(true)}>{text.myId}</button>
        <button type="button" className="button" onClick={() => setReferOpen(true)}>{text.referFriend}</button>
        <button type="button" className="button" onClick={() => setAppOpen(true)}>{text.getTheApp}</button>
        <button type="button" className="button" onClick={() => setSwitchOpen(true)}>{text.switchAccount}</button>
        {(["shop", "earn"] as const).map((type) => {
          const target = rewardLinkTarget(links, type)
          return target === undefined ? null : <a key={type} href={target}>{type === "shop" ? text.shopNow : text.waysToEarn}</a>
        })}
      </section>

      {myIdOpen && (
        <MyIdDialog barcode={member?.barcode} appleToken={member?.appleToken} announce={announce} onClose={() => setMyIdOpen(false)} />
      )}
      {referOpen && (
        <ReferFriendDialog referral={referral} fetched={rewards.isFetched} announce={announce} onClose={() => setReferOpen(false)} />
      )}
      {appOpen && <AppDownloadDialog links={links} onClose={() => setAppOpen(false)} />}
      {howOpen && <HowItWorksDialog threshold={store.rewardThreshold} onClose={() => setHowOpen(false)} />}
      {switchOpen && <SwitchAccountDialog reload={reload} announce={announce} onClose={() => setSwitchOpen(false)} />}
      {shownNotification !== undefined && <RewardNotificationDialog notification={shownNotification} onClose={closeNotification} />}

      {store.hasOnboarding && <OnboardingModal />}
      <LiveRegion message={message} />
    </div>
  )
}
