/**
 * The rewards overview: points and progress, tier line, welcome message, discounts, the
 * new-reward notification, the referral link and the wallet-pass authorisation. Rules:
 * loyalty §2 "Rewards overview", §3, §4, §5 "Wallet pass", §9.
 *
 * Where the spec is silent: the threshold, welcome offers and the coupon notification's
 * site are store settings; points that do not parse are 0; a threshold of 0 or below gives
 * 0; the tier is compared without regard to case ("vip"); a value of the wrong type reads
 * as absent (a width that is not a number is the mobile viewport).
 *
 * @since 0.1.0
 */
import * as Duration from "effect/Duration"
import * as Predicate from "effect/Predicate"
import * as Result from "effect/Result"
import { InvalidParams } from "../../errors/index.ts"
import { fieldsOf, listOf, numberOf, recordsOf, stringOf, textOf, uriComponentOf } from "../../kernel/Untrusted.ts"
import type { StoreSettings } from "../../site/index.ts"
import type { LoyaltyCoupon, LoyaltyPromotion, LoyaltySinceLastLogin } from "../LoyaltySchemas.ts"
import { copyButtonTimings } from "./CopyButton.ts"

/**
 * The overview's timings as Durations (loyalty-payments §9): the ring's animation, the
 * points badge, and the copy button's (copyButtonTimings).
 *
 * @category constants
 */
export const rewardsDurations = {
  progressAnimation: /*#__PURE__*/ Duration.millis(1400),
  pointsBadge: /*#__PURE__*/ Duration.millis(2000),
  copyResult: copyButtonTimings.result,
  copyReset: copyButtonTimings.reset,
} as const

/**
 * The overview's timings in milliseconds (loyalty-payments §9); the numbers of
 * {@link rewardsDurations}, kept for the hosts that read milliseconds.
 *
 * @category constants
 */
export const rewardsTimings = {
  progressAnimationMs: Duration.toMillis(rewardsDurations.progressAnimation),
  pointsBadgeMs: Duration.toMillis(rewardsDurations.pointsBadge),
  /** The copy button's result, in ms (copyButtonTimings.result). */
  copyResultMs: Duration.toMillis(copyButtonTimings.result),
  /** The copy button's return to initial, in ms (copyButtonTimings.reset). */
  copyResetMs: Duration.toMillis(copyButtonTimings.reset),
} as const

/**
 * Breakpoints in px (loyalty-payments §9).
 *
 * @category constants
 */
export const rewardsBreakpoints = { mobile: 0, tablet: 700, desktop: 1025, largeDesktop: 1200 } as const

/** @category models */
export type Viewport = keyof typeof rewardsBreakpoints

/**
 * The viewport of a width.
 *
 * @example
 * import { viewportOf } from "@outfitter/domain"
 * viewportOf(1025) // => "desktop"
 * @category getters
 */
export const viewportOf = (given: number): Viewport => {
  const width = numberOf(given)
  return width >= rewardsBreakpoints.largeDesktop
    ? "largeDesktop"
    : width >= rewardsBreakpoints.desktop
    ? "desktop"
    : width >= rewardsBreakpoints.tablet
    ? "tablet"
    : "mobile"
}

/** The points badge shows on desktop only. @category predicates */
export const showsPointsBadge = (width: number): boolean => numberOf(width) >= rewardsBreakpoints.desktop

/**
 * The points balance as a number: "1,234" → 1234; not a number → 0.
 *
 * @category parsers
 */
export const parsePoints = (value: unknown): number => {
  const n = Predicate.isNumber(value) ? value : Predicate.isString(value) ? Number(value.replaceAll(",", "").trim()) : Number.NaN
  return Predicate.isString(value) && value.trim() === "" ? 0 : Number.isFinite(n) ? n : 0
}

/**
 * √points ÷ √threshold, rounded to 2 decimals, capped at 1; 0 for points ≤ 0.
 *
 * @example
 * import { progressFraction } from "@outfitter/domain"
 * progressFraction(250, 1000) // => 0.5
 * @category getters
 */
export const progressFraction = (givenPoints: number, givenThreshold: number): number => {
  const points = numberOf(givenPoints)
  const threshold = numberOf(givenThreshold)
  if (!(points > 0) || !(threshold > 0)) return 0
  return Math.min(1, Math.round((Math.sqrt(points) / Math.sqrt(threshold)) * 100) / 100)
}

/** The ring is hidden at 0 points or below. @category predicates */
export const showsProgressRing = (points: number): boolean => numberOf(points) > 0

/** @category models */
export type PointsState = "loaded" | "pending"

/** A success status is loaded; any other status is pending (progress hidden). @category getters */
export const pointsState = (status: unknown): PointsState => (status === "success" ? "loaded" : "pending")

/** @category models */
export interface TierLine {
  readonly tier: string
  readonly isVip: boolean
  /** "expires" for VIP (tier expiry), "memberSince" otherwise. */
  readonly dateKind: "expires" | "memberSince"
  readonly date: string
}

/** @category models */
export interface MemberInfo {
  readonly firstName?: string | undefined
  readonly registrationDate?: { readonly formattedRegistrationDate?: string | undefined } | undefined
  readonly loyaltyTierInfo?: {
    readonly loyaltyTier?: string | undefined
    readonly formattedLoyaltyTierExpirationDate?: string | undefined
    readonly isTierUpgraded?: boolean | undefined
  } | undefined
}

/**
 * The tier line: base by default; VIP with its expiry date; others member-since.
 *
 * @category getters
 */
export const tierLine = (info: MemberInfo | undefined): TierLine => {
  const member = fieldsOf(info)
  const tierInfo = fieldsOf(member["loyaltyTierInfo"])
  const raw = stringOf(tierInfo["loyaltyTier"])?.trim()
  const tier = raw === undefined || raw === "" ? "base" : raw.toLowerCase()
  const isVip = tier === "vip"
  return isVip
    ? { tier, isVip, dateKind: "expires", date: textOf(tierInfo["formattedLoyaltyTierExpirationDate"]) }
    : { tier, isVip, dateKind: "memberSince", date: textOf(fieldsOf(member["registrationDate"])["formattedRegistrationDate"]) }
}

/** @category models */
export interface WelcomeMessage {
  readonly name: string
  readonly tier: string
  readonly isError: boolean
}

/**
 * The welcome message: logged out → blank name; failure → error style and base tier.
 *
 * @category getters
 */
export const welcomeMessage = (input: { readonly loggedIn: boolean; readonly failed: boolean; readonly info?: MemberInfo | undefined }): WelcomeMessage => {
  const { loggedIn, failed, info } = fieldsOf(input)
  const name = loggedIn === true ? textOf(fieldsOf(info)["firstName"]) : ""
  if (failed === true) return { name, tier: "base", isError: true }
  return { name, tier: tierLine(info as MemberInfo | undefined).tier, isError: false }
}

/** One discount row. @category models */
export interface Discount {
  readonly kind: "coupon" | "bounceBack" | "promotion" | "welcome"
  readonly key: string
  readonly title: string
  readonly value: string
  readonly code: string
  readonly expiry: string
}

/**
 * A loyalty promotion name split at ' - ': key before, text after.
 *
 * @example
 * import { splitPromotionName } from "@outfitter/domain"
 * splitPromotionName("Welcome - 15% off") // => { key: "Welcome", text: "15% off" }
 * @category parsers
 */
export const splitPromotionName = (given: string): { readonly key: string; readonly text: string } => {
  const name = textOf(given)
  const at = name.indexOf(" - ")
  return at < 0 ? { key: name, text: name } : { key: name.slice(0, at), text: name.slice(at + 3) }
}

const promotionDiscount = (kind: Discount["kind"], p: Readonly<Record<string, unknown>>): Discount => {
  const { key, text } = splitPromotionName(textOf(p["associatedPromoName"]))
  const value = textOf(fieldsOf(listOf(p["promoInfo"])[0])["formattedDiscount"]) || textOf(p["formattedValue"])
  return { kind, key, title: text, value, code: textOf(p["couponCode"]), expiry: textOf(p["couponExpiryDate"]) }
}

/**
 * The discount list: coupons (BOUNCE_BACK ones as bounce-back rewards), the rewards'
 * promotions, and the welcome promotions only when loyalty and welcome offers are both on.
 * The lists arrive decoded (LoyaltySchemas.ts drops entries that are not objects); an
 * entry that is not an object is still skipped, for a caller that did not decode.
 *
 * @category getters
 */
export const discountList = (input: {
  readonly coupons?: ReadonlyArray<LoyaltyCoupon> | undefined
  readonly promotions?: ReadonlyArray<LoyaltyPromotion> | undefined
  readonly welcomePromotions?: ReadonlyArray<LoyaltyPromotion> | undefined
  readonly loyaltyEnabled: boolean
  readonly welcomeOffersEnabled: boolean
}): ReadonlyArray<Discount> => {
  const { coupons: givenCoupons, promotions: givenPromotions, welcomePromotions, loyaltyEnabled, welcomeOffersEnabled } = fieldsOf(input)
  const coupons = recordsOf(givenCoupons).map((c): Discount => {
    const bounce = c["rewardGroup"] === "BOUNCE_BACK"
    const { key, text } = splitPromotionName(textOf(c["associatedPromoName"]))
    return {
      kind: bounce ? "bounceBack" : "coupon",
      key,
      title: text,
      value: textOf(c["formattedValue"]),
      code: textOf(c["couponCode"]),
      expiry: textOf(c["couponExpiryDate"]),
    }
  })
  const promotions = recordsOf(givenPromotions).map((e) => promotionDiscount("promotion", e))
  const welcome = loyaltyEnabled === true && welcomeOffersEnabled === true
    ? recordsOf(welcomePromotions).map((e) => promotionDiscount("welcome", e))
    : []
  return [...coupons, ...promotions, ...welcome]
}

/** Whether the coupon notification loads on this site (the one brand site only). @category predicates */
export const loadsCouponNotification = (site: string, settings: Pick<StoreSettings, "couponNotificationSite">): boolean => {
  const target = fieldsOf(settings)["couponNotificationSite"]
  return typeof target === "string" && target !== "" && site === target
}

/** The local-storage key of the coupons-notified flag. @category constants */
export const couponsNotifiedKey = "couponsNotified"

/** @category models */
export interface RewardNotification {
  readonly value: string
  /** The first 5 characters of the cash expiry date. */
  readonly expiry: string
}

/**
 * The new-reward notification, shown only if onboarding is done, cash rewards since last
 * login exist with a value > 0, the user was not notified, and the tier was not just upgraded.
 *
 * @category getters
 */
export const rewardNotification = (input: {
  readonly onboardingDone: boolean
  readonly sinceLastLogin: LoyaltySinceLastLogin | undefined
  readonly alreadyNotified: boolean
  readonly tierUpgraded: boolean
}): RewardNotification | undefined => {
  const { onboardingDone, alreadyNotified, tierUpgraded, sinceLastLogin } = fieldsOf(input)
  const since = fieldsOf(sinceLastLogin)
  const total = parsePoints(since["totalCashValue"])
  if (onboardingDone !== true || alreadyNotified === true || tierUpgraded === true || !(total > 0)) return undefined
  return { value: textOf(since["formattedTotalCashValue"]) || String(total), expiry: textOf(since["cashExpiryDate"]).slice(0, 5) }
}

/**
 * The referral link with `referral_code` appended (after `&` when the link has a query).
 *
 * @example
 * import { referralLink } from "@outfitter/domain"
 * referralLink("https://x.test/r", "REF1") // => "https://x.test/r?referral_code=REF1"
 * @category constructors
 */
export const referralLink = (given: string, code: string): string => {
  const link = textOf(given)
  const hashAt = link.indexOf("#")
  const base = hashAt < 0 ? link : link.slice(0, hashAt)
  const hash = hashAt < 0 ? "" : link.slice(hashAt)
  const sep = base.includes("?") ? (base.endsWith("?") || base.endsWith("&") ? "" : "&") : "?"
  return `${base}${sep}referral_code=${uriComponentOf(code)}${hash}`
}

/** The spec's refusal of a wallet pass call without a token (loyalty-payments §5). @category constants */
export const missingAuthorizationMessage = "Request header does not contain Authorization token"

/** The wallet pass call's path (loyalty-payments §7). @category constants */
export const walletPassPath = "/api/wallet/pass?filter=condensed"

/**
 * The Authorization header of the wallet pass call: `ApplePass {token}`; a missing or
 * blank token is InvalidParams with the spec's message.
 *
 * @category constructors
 */
export const walletPassAuthorization = (appleToken: unknown): Result.Result<string, InvalidParams> =>
  Predicate.isString(appleToken) && appleToken.trim() !== ""
    ? Result.succeed(`ApplePass ${appleToken.trim()}`)
    : Result.fail(new InvalidParams({ message: missingAuthorizationMessage, field: "Authorization" }))

/** The reward call-to-action link types (data attributes on the section wrapper). @category constants */
export const rewardLinkTypes = ["shop", "earn", "referral", "appStore", "googlePlay"] as const

/** @category models */
export type RewardLinkType = (typeof rewardLinkTypes)[number]

/**
 * A call-to-action link's target from the wrapper's data, keyed by link type; undefined
 * when the data has no non-blank string for it.
 *
 * @category getters
 */
export const rewardLinkTarget = (data: Readonly<Record<string, string | undefined>>, type: RewardLinkType): string | undefined => {
  const v = typeof type === "string" ? fieldsOf(data)[type] : undefined
  return typeof v !== "string" || v.trim() === "" ? undefined : v
}

/** The overview's analytics events. @category models */
export const rewardsAnalytics = {
  referralFailed: { type: "error", name: "refer-a-friend module: failed to initiate" },
} as const
