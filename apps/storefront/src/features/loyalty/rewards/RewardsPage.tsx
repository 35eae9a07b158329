/**
 * The rewards overview (/shop/:site/account/rewards; loyalty-payments §2, §4, §5, §8):
 * welcome message and tier, points with the progress ring and badge, the my-ID modal with
 * add-to-wallet, the discounts, the new-reward notification, refer a friend, app download,
 * switch account and the call-to-action links. Every rule is the domain's
 * (loyalty/rewards); this page only lays it out.
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
  couponsNotifiedKey,
  discountList,
  isOnboardingDone,
  loadsCouponNotification,
  parsePoints,
  pointsState,
  progressFraction,
  referralLink,
  rewardLinkTarget,
  type RewardLinkType,
  type RewardNotification,
  rewardNotification,
  rewardsAnalytics,
  rewardsTimings,
  showsPointsBadge,
  showsProgressRing,
  tierLine,
  welcomeMessage,
  withThousands,
} from "@outfitter/domain"
import {
  useCopyButton,
  useLoyalty,
  useStoreSettings,
  useSwitchAccount,
  useVisitor,
  useWalletPass,
} from "@outfitter/react-hooks"
import { useEffect, useRef, useState } from "react"
import { useSite } from "../../../site/useSite.ts"
import { AccountDialog } from "../../../ui/AccountDialog.tsx"
import { emitAnalytics } from "../../../ui/analytics.ts"
import { LiveRegion, useAnnouncer } from "../../../ui/LiveRegion.tsx"
import { StatefulButton } from "../../../ui/StatefulButton.tsx"
import { usePageTitle } from "../../../ui/usePageTitle.ts"
import { OnboardingModal } from "../onboarding/OnboardingModal.tsx"
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

const copyLabels = { initial: "Copy link", processing: "Copying…", success: "Link copied", failed: "Copy failed" } as const
const acceptLabels = { initial: "Accept", processing: "Switching…", success: "Switched", failed: "Not switched" } as const

const ProgressRing = ({ fraction }: { readonly fraction: number }) => {
  const radius = 45
  const length = 2 * Math.PI * radius
  const [shown, setShown] = useState(0)
  useEffect(() => {
    // animate from 0 (the CSS transition is off under prefers-reduced-motion)
    const frame = requestAnimationFrame(() => setShown(fraction))
    return () => cancelAnimationFrame(frame)
  }, [fraction])
  return (
    <svg className="rewards-ring" viewBox="0 0 100 100" width="120" height="120" role="progressbar" aria-label="Progress to your next reward" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(fraction * 100)}>
      <circle className="rewards-ring__track" cx="50" cy="50" r={radius} />
      <circle className="rewards-ring__value" cx="50" cy="50" r={radius} strokeDasharray={length} strokeDashoffset={length * (1 - shown)} data-fraction={fraction} />
    </svg>
  )
}

export const RewardsPage = (props: RewardsPageProps = {}) => {
  usePageTitle("Rewards")
  const { site } = useSite()
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

  // points badge: 2000 ms, desktop only
  const [badge, setBadge] = useState(false)
  useEffect(() => {
    if (state !== "loaded" || typeof window === "undefined" || !showsPointsBadge(window.innerWidth)) return
    setBadge(true)
    const timer = setTimeout(() => setBadge(false), rewardsTimings.pointsBadgeMs)
    return () => clearTimeout(timer)
  }, [state])

  // new-reward notification
  const [shownNotification, setShownNotification] = useState<RewardNotification | undefined>(undefined)
  const preference = (member?.preference ?? {}) as Record<string, unknown>
  const notification = reward === undefined || !loadsCouponNotification(site, store)
    ? undefined
    : rewardNotification({
      onboardingDone: isOnboardingDone(preference["onboarding"]),
      sinceLastLogin: reward.sinceLastLogin,
      alreadyNotified: typeof localStorage !== "undefined" && localStorage.getItem(couponsNotifiedKey) === "true",
      tierUpgraded: member?.loyaltyTierInfo?.isTierUpgraded === true,
    })
  // decided once, when the page's points and loyalty info have first loaded (as on page
  // load): finishing onboarding on this page does not pop the notification up after it
  const decided = useRef(false)
  const settled = reward !== undefined && info.isFetched
  useEffect(() => {
    if (decided.current || !settled) return
    decided.current = true
    if (notification === undefined) return
    localStorage.setItem(couponsNotifiedKey, "true")
    setShownNotification(notification)
  }, [notification, settled])

  const discounts = discountList({
    coupons: reward?.coupons,
    promotions: reward?.promotions,
    welcomePromotions: promotions.data?.response.payload?.promotions,
    loyaltyEnabled: enabled,
    welcomeOffersEnabled: store.welcomeOffersEnabled,
  })

  // my ID + wallet
  const [myIdOpen, setMyIdOpen] = useState(false)
  const wallet = useWalletPass({ onError: (error) => announce(error.message) })
  const walletForm = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (wallet.data !== undefined) walletForm.current?.submit()
  }, [wallet.data])

  // refer a friend
  const [referOpen, setReferOpen] = useState(false)
  const referralCode = reward?.referral?.referralCode
  const referralBase = rewardLinkTarget(links, "referral")
  const referral = referralCode !== undefined && referralBase !== undefined ? referralLink(referralBase, referralCode) : undefined
  const copyButton = useCopyButton()
  const linkField = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (referOpen && referral === undefined && rewards.isFetched) emitAnalytics(rewardsAnalytics.referralFailed)
  }, [referOpen, referral, rewards.isFetched])
  useEffect(() => {
    if (copyButton.state === "failed") linkField.current?.select()
    if (copyButton.state === "success") announce("Link copied")
    if (copyButton.state === "failed") announce("Copy failed, the link is selected")
  }, [copyButton.state, announce])
  const copy = () =>
    copyButton.copy(async () => {
      if (referral === undefined || navigator.clipboard === undefined) return false
      await navigator.clipboard.writeText(referral)
      return true
    })

  const [howOpen, setHowOpen] = useState(false)

  // app download, switch account
  const [appOpen, setAppOpen] = useState(false)
  const [switchOpen, setSwitchOpen] = useState(false)
  const [acceptState, setAcceptState] = useState<"initial" | "processing">("initial")
  const switchAccount = useSwitchAccount()
  const choose = (choice: "accept" | "decline") => {
    if (choice === "accept") setAcceptState("processing")
    switchAccount.mutate(choice, {
      onSuccess: () => {
        setSwitchOpen(false)
        reload()
      },
      onError: (error) => {
        setAcceptState("initial")
        announce(error.message)
      },
    })
  }

  if (!enabled) {
    return (
      <div id="account-rewards-overview" className="rewards-overview">
        <h1>Rewards</h1>
        <p>Rewards are not available for this store.</p>
      </div>
    )
  }

  return (
    <div id="account-rewards-overview" className="rewards-overview">
      <h1>Rewards</h1>
      <section aria-label="Welcome" className={`rewards-welcome${welcome.isError ? " is-error" : ""}`} data-tier={welcome.tier}>
        <h2>Welcome{welcome.name === "" ? "" : `, ${welcome.name}`}</h2>
        <p data-testid="rewards-tier">
          Tier: {tier.tier}
          {tier.date === "" ? "" : tier.dateKind === "expires" ? ` · expires ${tier.date}` : ` · member since ${tier.date}`}
        </p>
      </section>

      <section aria-labelledby="rewards-points-heading" className="rewards-progress">
        <h2 id="rewards-points-heading">Points</h2>
        <button type="button" className="link-button" onClick={() => setHowOpen(true)}>How it works</button>
        {state === "loading" && <p>Loading points…</p>}
        {state === "pending" && <p>Your points are pending.</p>}
        {state === "error" && (
          <p className="rewards-error">
            We could not load your points. <button type="button" onClick={reload}>Try again</button>
          </p>
        )}
        {state === "loaded" && (
          <>
            <p data-testid="rewards-points">{withThousands(points)} points</p>
            {showsProgressRing(points) && <ProgressRing fraction={fraction} />}
            {badge && <span className="rewards-badge" role="status">{withThousands(points)} pts</span>}
          </>
        )}
      </section>

      <section aria-labelledby="rewards-discounts-heading">
        <h2 id="rewards-discounts-heading">My rewards</h2>
        {discounts.length === 0 ? <p>No rewards yet.</p> : (
          <ul className="rewards-discounts">
            {discounts.map((d, i) => (
              <li key={`${d.kind}-${d.code}-${i}`} data-kind={d.kind}>
                <strong>{d.value}</strong> {d.title === "" ? (d.kind === "bounceBack" ? "Bounce back reward" : "Coupon") : d.title}
                {d.code === "" ? null : <> · code {d.code}</>}
                {d.expiry === "" ? null : <> · expires {d.expiry}</>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-label="Rewards actions" className="rewards-cta">
        <button type="button" onClick={() => setMyIdOpen(true)}>My ID</button>
        <button type="button" onClick={() => setReferOpen(true)}>Refer a friend</button>
        <button type="button" onClick={() => setAppOpen(true)}>Get the app</button>
        <button type="button" onClick={() => setSwitchOpen(true)}>Switch account</button>
        {(["shop", "earn"] as const).map((type) => {
          const target = rewardLinkTarget(links, type)
          return target === undefined ? null : <a key={type} href={target}>{type === "shop" ? "Shop now" : "Ways to earn"}</a>
        })}
      </section>

      {myIdOpen && (
        <AccountDialog title="My ID" onClose={() => setMyIdOpen(false)}>
          <div id="rewards-my-id">
            {member?.barcode === undefined ? <p>Your member ID is not available.</p> : (
              <img className="rewards-barcode" src={`data:image/png;base64,${member.barcode}`} alt="Member ID barcode" />
            )}
            <button type="button" onClick={() => wallet.mutate(typeof member?.["appleToken"] === "string" ? member["appleToken"] : undefined)}>
              Add to wallet
            </button>
            {wallet.isError && <p className="rewards-error" role="alert">{wallet.error.message}</p>}
            <form ref={walletForm} method="post" action={wallet.data?.action} hidden>
              <input type="hidden" name="userInfoToken" value={wallet.data?.userInfoToken ?? ""} />
            </form>
          </div>
        </AccountDialog>
      )}

      {referOpen && (
        <AccountDialog title="Refer a friend" onClose={() => setReferOpen(false)}>
          {referral === undefined ? (
            <div className="referfriend-modal-container--error"><p>Refer a friend is not available right now.</p></div>
          ) : (
            <div className="referfriend-modal-container">
              <label htmlFor="rewards-referral-link">Your referral link</label>
              <input id="rewards-referral-link" ref={linkField} readOnly value={referral} />
              <StatefulButton type="button" state={copyButton.state} labels={copyLabels} onClick={copy} />
            </div>
          )}
        </AccountDialog>
      )}

      {appOpen && (
        <AccountDialog title="Get the app" onClose={() => setAppOpen(false)}>
          <div id="rewards-app-download">
            {(["appStore", "googlePlay"] as const).map((type) => {
              const target = rewardLinkTarget(links, type)
              return target === undefined ? null : <p key={type}><a href={target}>{type === "appStore" ? "App Store" : "Google Play"}</a></p>
            })}
          </div>
        </AccountDialog>
      )}

      {howOpen && (
        <AccountDialog title="How rewards work" onClose={() => setHowOpen(false)}>
          <div id="rewards-center__LoyaltyHowItWorks-modal">
            <ol>
              <li>Earn points on every purchase, online and in store. Add a past order's points from your points history.</li>
              <li>Watch the ring fill up as your points grow.</li>
              <li>At {withThousands(store.rewardThreshold)} points you earn a reward, which shows under My rewards.</li>
            </ol>
          </div>
        </AccountDialog>
      )}

      {switchOpen && (
        <AccountDialog title="Switch account" onClose={() => setSwitchOpen(false)}>
          <div id="switchAccountModal">
            <p>Use this account for your rewards?</p>
            <StatefulButton type="button" state={acceptState} labels={acceptLabels} onClick={() => choose("accept")} />
            <button type="button" onClick={() => choose("decline")}>Decline</button>
          </div>
        </AccountDialog>
      )}

      {shownNotification !== undefined && (
        <AccountDialog title="You have a new reward" onClose={() => setShownNotification(undefined)}>
          <div id="rewards-center__RewardsNotification-modal">
            <p>{shownNotification.value} in rewards, expires {shownNotification.expiry}</p>
          </div>
        </AccountDialog>
      )}

      {store.hasOnboarding && <OnboardingModal />}
      <LiveRegion message={message} />
    </div>
  )
}
