/**
 * The site a caller that names none acts for, and its country: what a support command or
 * a scripted call uses when no site or country is given. Where the spec is silent: the US
 * site, the one a path without a known site falls back to (Site.ts, `siteFromPath`).
 *
 * @since 0.6.0
 */
import { siteSettings } from "./Site.ts"
import type { SiteCode } from "./SiteCodeSchema.ts"

/** @category constants */
export const defaultSiteCode: SiteCode = "us"

/**
 * The default site's country, for a call that needs a country and was given none.
 *
 * @example
 * import { defaultSiteCountry } from "@outfitter/domain"
 * defaultSiteCountry // => "US"
 * @category constants
 */
export const defaultSiteCountry: string = siteSettings[defaultSiteCode].country
