import { fc, test } from "@fast-check/vitest"
import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { copyStateAt } from "../../../src/loyalty/rewards/CopyButton.ts"
import {
  discountList,
  loadsCouponNotification,
  missingAuthorizationMessage,
  parsePoints,
  pointsState,
  progressFraction,
  referralLink,
  rewardLinkTarget,
  rewardNotification,
  rewardsTimings,
  showsPointsBadge,
  showsProgressRing,
  splitPromotionName,
  tierLine,
  viewportOf,
  walletPassAuthorization,
  welcomeMessage,
} from "../../../src/loyalty/rewards/RewardsOverview.ts"

describe("constants (loyalty-payments §9)", () => {
  it("has the spec's timings", () => {
    expect(rewardsTimings).toEqual({ progressAnimationMs: 1400, pointsBadgeMs: 2000, copyResultMs: 2000, copyResetMs: 4000 })
  })
})

describe("viewport and badge (breakpoints 700 / 1025 / 1200)", () => {
  it.each([
    [0, "mobile", false],
    [699, "mobile", false],
    [700, "tablet", false],
    [1024, "tablet", false],
    [1025, "desktop", true],
    [1199, "desktop", true],
    [1200, "largeDesktop", true],
  ] as const)("%d px is %s (badge %s)", (width, viewport, badge) => {
    expect(viewportOf(width)).toBe(viewport)
    expect(showsPointsBadge(width)).toBe(badge)
  })
})

describe("points", () => {
  it("parses commas and rejects garbage as 0", () => {
    expect(parsePoints("1,234")).toBe(1234)
    expect(parsePoints(12)).toBe(12)
    expect(parsePoints("")).toBe(0)
    expect(parsePoints("abc")).toBe(0)
    expect(parsePoints(undefined)).toBe(0)
    expect(parsePoints(Number.NaN)).toBe(0)
  })
  it("state: success loaded, anything else pending", () => {
    expect(pointsState("success")).toBe("loaded")
    expect(pointsState("no_record_found")).toBe("pending")
    expect(pointsState(undefined)).toBe("pending")
  })
  it("fraction = √points ÷ √threshold, 2 decimals, capped at 1", () => {
    expect(progressFraction(250, 1000)).toBe(0.5)
    expect(progressFraction(1000, 1000)).toBe(1)
    expect(progressFraction(1001, 1000)).toBe(1)
    expect(progressFraction(4000, 1000)).toBe(1)
    expect(progressFraction(1, 1000)).toBe(0.03)
    expect(progressFraction(0, 1000)).toBe(0)
    expect(progressFraction(-5, 1000)).toBe(0)
    expect(progressFraction(10, 0)).toBe(0)
  })
  test.prop([fc.double({ noNaN: true }), fc.double({ noNaN: true })])("fraction is in [0, 1] with 2 decimals", (p, t) => {
    const f = progressFraction(p, t)
    expect(f).toBeGreaterThanOrEqual(0)
    expect(f).toBeLessThanOrEqual(1)
    expect(Math.round(f * 100) / 100).toBe(f)
  })
  it("ring hidden at 0 or below", () => {
    expect(showsProgressRing(1)).toBe(true)
    expect(showsProgressRing(0)).toBe(false)
    expect(showsProgressRing(-1)).toBe(false)
  })
})

describe("tier and welcome", () => {
  it("base by default; VIP with expiry; others member since", () => {
    expect(tierLine(undefined)).toEqual({ tier: "base", isVip: false, dateKind: "memberSince", date: "" })
    const info = {
      registrationDate: { formattedRegistrationDate: "01/15/2024" },
      loyaltyTierInfo: { loyaltyTier: "VIP", formattedLoyaltyTierExpirationDate: "12/31/2026" },
    }
    expect(tierLine(info)).toEqual({ tier: "vip", isVip: true, dateKind: "expires", date: "12/31/2026" })
    expect(tierLine({ ...info, loyaltyTierInfo: { loyaltyTier: "silver" } })).toEqual({
      tier: "silver",
      isVip: false,
      dateKind: "memberSince",
      date: "01/15/2024",
    })
  })
  it("logged out: blank name; failure: error style and base tier", () => {
    const info = { firstName: "Avery", loyaltyTierInfo: { loyaltyTier: "silver" } }
    expect(welcomeMessage({ loggedIn: true, failed: false, info })).toEqual({ name: "Avery", tier: "silver", isError: false })
    expect(welcomeMessage({ loggedIn: false, failed: false, info })).toEqual({ name: "", tier: "silver", isError: false })
    expect(welcomeMessage({ loggedIn: true, failed: true, info })).toEqual({ name: "Avery", tier: "base", isError: true })
    expect(welcomeMessage({ loggedIn: false, failed: true })).toEqual({ name: "", tier: "base", isError: true })
  })
})

describe("discounts", () => {
  it("splits loyalty promotion names at ' - '", () => {
    expect(splitPromotionName("Welcome - 15% off")).toEqual({ key: "Welcome", text: "15% off" })
    expect(splitPromotionName("A - B - C")).toEqual({ key: "A", text: "B - C" })
    expect(splitPromotionName("Plain")).toEqual({ key: "Plain", text: "Plain" })
    expect(splitPromotionName("A-B")).toEqual({ key: "A-B", text: "A-B" })
  })
  const coupons = [{ rewardGroup: "BOUNCE_BACK", formattedValue: "$10", couponCode: "C1", couponExpiryDate: "12/31/2026" }, { formattedValue: "$5", couponCode: "C2" }, /* an undecoded caller's junk is still skipped */ "junk" as never]
  const welcome = [{ promoType: "WELCOME", associatedPromoName: "Welcome - 15% off", promoInfo: [{ formattedDiscount: "15%" }] }]
  it("coupons, BOUNCE_BACK rewards, promotions; welcome only with both settings on", () => {
    const both = discountList({ coupons, promotions: [], welcomePromotions: welcome, loyaltyEnabled: true, welcomeOffersEnabled: true })
    expect(both.map((d) => d.kind)).toEqual(["bounceBack", "coupon", "welcome"])
    expect(both[2]).toMatchObject({ key: "Welcome", title: "15% off", value: "15%" })
    for (const [loyaltyEnabled, welcomeOffersEnabled] of [[true, false], [false, true], [false, false]] as const) {
      expect(discountList({ coupons, welcomePromotions: welcome, loyaltyEnabled, welcomeOffersEnabled }).map((d) => d.kind)).toEqual(["bounceBack", "coupon"])
    }
  })
  it("coupon notification on the one brand site only", () => {
    expect(loadsCouponNotification("hol", { couponNotificationSite: "hol" })).toBe(true)
    expect(loadsCouponNotification("anf", { couponNotificationSite: "hol" })).toBe(false)
    expect(loadsCouponNotification("", { couponNotificationSite: "" })).toBe(false)
  })
})

describe("reward notification (§4: exactly four conditions)", () => {
  const ok = { onboardingDone: true, sinceLastLogin: { totalCashValue: 10, formattedTotalCashValue: "$10", cashExpiryDate: "12/31/2026" }, alreadyNotified: false, tierUpgraded: false }
  it("shows with the first 5 characters of the expiry", () => {
    expect(rewardNotification(ok)).toEqual({ value: "$10", expiry: "12/31" })
  })
  it.each([
    ["onboarding not done", { onboardingDone: false }],
    ["already notified", { alreadyNotified: true }],
    ["tier just upgraded", { tierUpgraded: true }],
    ["value 0", { sinceLastLogin: { totalCashValue: 0 } }],
    ["no rewards", { sinceLastLogin: undefined }],
  ])("hidden when %s", (_, change) => {
    expect(rewardNotification({ ...ok, ...change })).toBeUndefined()
  })
})

describe("referral link, wallet pass, copy button, links", () => {
  it("appends referral_code", () => {
    expect(referralLink("https://x.test/r", "REF1")).toBe("https://x.test/r?referral_code=REF1")
    expect(referralLink("https://x.test/r?a=1", "REF1")).toBe("https://x.test/r?a=1&referral_code=REF1")
    expect(referralLink("https://x.test/r?", "R 1")).toBe("https://x.test/r?referral_code=R%201")
    expect(referralLink("https://x.test/r#top", "R")).toBe("https://x.test/r?referral_code=R#top")
  })
  it("wallet pass needs a token", () => {
    expect(walletPassAuthorization("tok")).toEqual(Result.succeed("ApplePass tok"))
    for (const bad of [undefined, "", "  ", 5]) {
      const r = walletPassAuthorization(bad)
      expect(Result.isFailure(r) && r.failure.message).toBe(missingAuthorizationMessage)
      expect(missingAuthorizationMessage).toBe("Request header does not contain Authorization token")
    }
  })
  it("copy: processing, result at 2 s, initial at 4 s", () => {
    expect(copyStateAt(0, true)).toBe("processing")
    expect(copyStateAt(1999, true)).toBe("processing")
    expect(copyStateAt(2000, true)).toBe("success")
    expect(copyStateAt(2000, false)).toBe("failed")
    expect(copyStateAt(3999, false)).toBe("failed")
    expect(copyStateAt(4000, false)).toBe("initial")
  })
  it("links from their data", () => {
    expect(rewardLinkTarget({ shop: "/shop" }, "shop")).toBe("/shop")
    expect(rewardLinkTarget({ shop: " " }, "shop")).toBeUndefined()
    expect(rewardLinkTarget({}, "earn")).toBeUndefined()
  })
})

describe("values of the wrong type (never a TypeError)", () => {
  it("reads member info, flags and texts of the wrong type as absent", () => {
    expect(tierLine({ loyaltyTierInfo: { loyaltyTier: 3 }, registrationDate: "2020" } as never)).toEqual({
      tier: "base",
      isVip: false,
      dateKind: "memberSince",
      date: "",
    })
    expect(welcomeMessage(null as never)).toEqual({ name: "", tier: "base", isError: false })
    expect(welcomeMessage({ loggedIn: true, failed: "no", info: { firstName: 5 } } as never)).toEqual({ name: "", tier: "base", isError: false })
    expect(splitPromotionName(undefined as never)).toEqual({ key: "", text: "" })
  })
  it("lists only object entries of lists, with texts of the wrong type empty", () => {
    const discounts = discountList({
      coupons: [null, { couponCode: 5, associatedPromoName: "A - B", promoInfo: "x" }],
      promotions: "none",
      welcomePromotions: [{ couponCode: "W" }],
      loyaltyEnabled: true,
      welcomeOffersEnabled: "yes",
    } as never)
    expect(discounts).toEqual([{ kind: "coupon", key: "A", title: "B", value: "", code: "", expiry: "" }])
    expect(discountList(null as never)).toEqual([])
  })
  it("loads no notification and no reward for settings or input of the wrong type", () => {
    expect(loadsCouponNotification("us", null as never)).toBe(false)
    expect(loadsCouponNotification("us", { couponNotificationSite: ["us"] } as never)).toBe(false)
    expect(rewardNotification(null as never)).toBeUndefined()
    expect(rewardNotification({ onboardingDone: true, sinceLastLogin: { totalCashValue: "5", cashExpiryDate: 20260101 } } as never))
      .toEqual({ value: "5", expiry: "" })
  })
  it("builds links from texts of the wrong type as empty", () => {
    expect(referralLink(null as never, "REF")).toBe("?referral_code=REF")
    expect(referralLink("https://x.test/r", "R\uD800")).toBe("https://x.test/r?referral_code=R%EF%BF%BD")
    expect(rewardLinkTarget(null as never, "shop")).toBeUndefined()
    expect(rewardLinkTarget({ shop: 5 } as never, "shop")).toBeUndefined()
    expect(rewardLinkTarget({} as never, "constructor" as never)).toBeUndefined()
  })
})

describe("numbers of the wrong type", () => {
  const cannotBeANumber = JSON.parse('{"toString":[],"valueOf":{}}')
  it("are the mobile viewport with no badge, no progress and no ring", () => {
    for (const width of ["1300", null, cannotBeANumber]) {
      expect(viewportOf(width as never)).toBe("mobile")
      expect(showsPointsBadge(width as never)).toBe(false)
    }
    expect(progressFraction(cannotBeANumber as never, 1000)).toBe(0)
    expect(progressFraction(250, "1000" as never)).toBe(0)
    expect(showsProgressRing(cannotBeANumber as never)).toBe(false)
    expect(copyStateAt(cannotBeANumber as never, true)).toBe("initial")
    expect(copyStateAt(2500, "yes" as never)).toBe("failed")
    expect(rewardLinkTarget({ shop: "/s" }, cannotBeANumber as never)).toBeUndefined()
  })
})
