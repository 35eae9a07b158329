/**
 * The minimum age of a loyalty member by region. Rules: docs/rules/loyalty-payments.md#birthday (loyalty §5).
 *
 * Where the spec is silent: the regions map onto site codes (us → US, ca → CA, uk → UK,
 * eu → EU, wd → worldwide, cn → CN; the am site matches no region, so no age check).
 * Asia-Pacific has no site code of its own, so a host asks for it with the region "apac"
 * and the visitor's country (a country `apacMinimumAges` does not name: no check). A
 * region or site that is not one has no age check.
 *
 * @since 0.6.0
 */
import { textOf } from "../../kernel/Untrusted.ts"
import type { SiteCode } from "../../site/index.ts"

/** @category models */
export type OnboardingRegion = "us" | "ca" | "uk" | "eu" | "worldwide" | "apac" | "cn"

/**
 * Minimum ages by region (§5).
 *
 * @category constants
 */
export const regionMinimumAges: Readonly<Record<Exclude<OnboardingRegion, "apac">, number>> = {
  us: 14,
  ca: 13,
  uk: 16,
  eu: 16,
  worldwide: 14,
  cn: 16,
}

/**
 * Asia-Pacific minimum ages by visitor country (§5); other countries: no check.
 *
 * @category constants
 */
export const apacMinimumAges: Readonly<Record<string, number>> = { TW: 20, SG: 13, JP: 18, HK: 18 }

/**
 * The region of a site code; `undefined` when none matches (the am site).
 *
 * @category rules
 */
export const onboardingRegionForSite = (site: SiteCode): OnboardingRegion | undefined =>
  typeof site === "string" && Object.hasOwn(siteRegions, site) ? siteRegions[site] : undefined

const siteRegions = { us: "us", ca: "ca", uk: "uk", eu: "eu", wd: "worldwide", cn: "cn", am: undefined } as const

/**
 * The minimum age, or `undefined` for no age check.
 *
 * @example
 * import { minimumAge } from "@outfitter/domain"
 * minimumAge("apac", "TW") // => 20
 * minimumAge("apac", "AU") // => undefined
 * @category rules
 */
export const minimumAge = (region: OnboardingRegion | undefined, visitorCountry?: string): number | undefined => {
  if (region === "apac") {
    const country = textOf(visitorCountry).toUpperCase()
    return Object.hasOwn(apacMinimumAges, country) ? apacMinimumAges[country] : undefined
  }
  return typeof region === "string" && Object.hasOwn(regionMinimumAges, region) ? regionMinimumAges[region] : undefined
}
