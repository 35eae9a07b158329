/**
 * The new-reward notification: decided once, when the page's points and loyalty info have
 * first loaded (as on page load), so finishing onboarding on the page does not pop it up
 * after it.
 */
import { isOnboardingDone, loadsCouponNotification, type RewardNotification, rewardNotification, type SiteCode, type StoreSettings } from "@outfitter/domain"
import { useEffect, useRef, useState } from "react"
import { useCouponsNotified } from "./useCouponsNotified.ts"

export interface RewardNotificationInput {
  readonly site: SiteCode
  readonly store: StoreSettings
  readonly reward: { readonly sinceLastLogin?: Parameters<typeof rewardNotification>[0]["sinceLastLogin"] } | undefined
  readonly member: { readonly preference?: { readonly onboarding?: unknown } | undefined; readonly loyaltyTierInfo?: { readonly isTierUpgraded?: unknown } | undefined } | undefined
  readonly infoFetched: boolean
}

export const useRewardNotification = ({ site, store, reward, member, infoFetched }: RewardNotificationInput) => {
  const [shownNotification, setShownNotification] = useState<RewardNotification | undefined>(undefined)
  const { alreadyNotified, markNotified } = useCouponsNotified()
  const notification = reward === undefined || !loadsCouponNotification(site, store)
    ? undefined
    : rewardNotification({
      onboardingDone: isOnboardingDone(member?.preference?.onboarding),
      sinceLastLogin: reward.sinceLastLogin,
      alreadyNotified,
      tierUpgraded: member?.loyaltyTierInfo?.isTierUpgraded === true,
    })
  const decided = useRef(false)
  const settled = reward !== undefined && infoFetched
  useEffect(() => {
    if (decided.current || !settled) return
    decided.current = true
    if (notification === undefined) return
    markNotified()
    setShownNotification(notification)
  }, [notification, settled, markNotified])

  return { shownNotification, close: () => setShownNotification(undefined) }
}
