/**
 * Site codes and what each site decides. Rules: platform §2 "Site addresses", §9. The
 * schema is SiteCodeSchema.ts.
 *
 * @since 0.1.0
 */
import type { SiteCode } from "./SiteCodeSchema.ts"

/**
 * The supported site codes (platform §9).
 *
 * @category constants
 */
export const siteCodes = ["us", "eu", "wd", "ca", "uk", "am", "cn"] as const

/**
 * Per-site settings the spec leaves to store configuration.
 *
 * The spec says only "the site country" and "metric stores"; the values here are the
 * defaults Outfitter ships: the US and UK sites measure distance in miles, every other
 * site in kilometres, and each site has one home country used when nothing better is
 * known (geoLocation cookie default, search country).
 *
 * @category models
 */
export interface SiteSettings {
  readonly code: SiteCode
  /** ISO 3166-1 alpha-2 country the site defaults to. */
  readonly country: string
  /**
   * That country's English name, as the ship-to options name it (and Intl's region names):
   * what a page shows for it before the options have answered. A constant rather than
   * `Intl.DisplayNames`, whose first use in a page costs Chromium 15–25 ms of ICU set-up.
   */
  readonly countryName: string
  /** The countries the site ships to and has stores in (first is the default). */
  readonly countries: ReadonlyArray<string>
  /** A metric store searches in kilometres (platform §5 "Default unit"). */
  readonly isMetric: boolean
}

/**
 * The shipped settings for every site.
 *
 * @category constants
 */
export const siteSettings: Readonly<Record<SiteCode, SiteSettings>> = {
  us: { code: "us", country: "US", countryName: "United States", countries: ["US"], isMetric: false },
  ca: { code: "ca", country: "CA", countryName: "Canada", countries: ["CA"], isMetric: true },
  uk: { code: "uk", country: "GB", countryName: "United Kingdom", countries: ["GB"], isMetric: false },
  eu: { code: "eu", country: "DE", countryName: "Germany", countries: ["DE", "FR", "IT", "ES", "NL", "BE", "AT", "IE", "SE", "DK", "PL"], isMetric: true },
  wd: { code: "wd", country: "AU", countryName: "Australia", countries: ["AU", "JP", "KR", "SG", "AE", "HK"], isMetric: true },
  am: { code: "am", country: "MX", countryName: "Mexico", countries: ["MX", "BR", "CL", "CO"], isMetric: true },
  cn: { code: "cn", country: "CN", countryName: "China", countries: ["CN"], isMetric: true },
}

/**
 * A person's name for each site, for the "choose your site" page. The spec lists the codes
 * only; these names are Outfitter's.
 *
 * @category constants
 */
export const siteNames: Readonly<Record<SiteCode, string>> = {
  us: "United States",
  ca: "Canada",
  uk: "United Kingdom",
  eu: "Europe",
  wd: "Asia Pacific and Middle East",
  am: "Latin America",
  cn: "China",
}

/**
 * The site a route segment names ("eu-fr" names eu), or undefined when it names none: an
 * unknown site code gets the "choose your site" page (HTTP 404), never another site's
 * page. Total: anything that is not such a segment is undefined.
 *
 * @example
 * import { parseSiteSegment } from "@outfitter/domain"
 * parseSiteSegment("eu-fr") // => "eu"
 * parseSiteSegment("gb") // => undefined
 * @category constructors
 */
export const parseSiteSegment = (segment: unknown): SiteCode | undefined => {
  if (typeof segment !== "string") return undefined
  const code = segment.toLowerCase().split("-")[0] ?? ""
  return (siteCodes as ReadonlyArray<string>).includes(code) ? (code as SiteCode) : undefined
}

/**
 * Whether a request path is under a site that does not exist (`/shop/gb/…`): what a
 * server answers with HTTP 404 and the "choose your site" page.
 *
 * @example
 * import { isUnknownSitePath } from "@outfitter/domain"
 * isUnknownSitePath("/shop/gb/stores") // => true
 * isUnknownSitePath("/shop/us-es/stores?x=1") // => false
 * isUnknownSitePath("/assets/index.js") // => false
 * @category predicates
 */
export const isUnknownSitePath = (path: unknown): boolean => {
  if (typeof path !== "string") return false
  const match = /^\/shop\/([^/?#]*)/.exec(path)
  if (match === null) return false
  let segment = match[1] ?? ""
  try {
    segment = decodeURIComponent(segment)
  } catch {
    return true
  }
  return parseSiteSegment(segment) === undefined
}

/**
 * Reads a site code from anything (a route parameter such as "eu-fr" included); unknown
 * input falls back to "us" rather than failing, because a page must always render.
 *
 * @example
 * import { siteFromPath } from "@outfitter/domain"
 * siteFromPath("eu-fr") // => "eu"
 * @category constructors
 */
export const siteFromPath = (segment: unknown): SiteCode => {
  if (typeof segment !== "string") return "us"
  const code = segment.toLowerCase().split("-")[0]
  return (siteCodes as ReadonlyArray<string>).includes(code ?? "") ? (code as SiteCode) : "us"
}
