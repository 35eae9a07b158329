/**
 * What every page knows about where it is: the site and its language (from the
 * `/shop/:site` segment, parsed by the domain), its settings, the locale it formats in and
 * declares, and the brand and header theme from `?brand=`.
 */
import { pageLocale, parseSiteUrl, type SiteCode, siteFromPath, siteSettings, type SiteSettings } from "@outfitter/domain"
import { useParams, useSearch } from "wouter"
import { type BrandTheme, brandThemeFor } from "./brandThemes.ts"

export interface SiteContext {
  readonly site: SiteCode
  readonly settings: SiteSettings
  /**
   * The locale of the page: the address's language in the site's country (`/shop/us-es` →
   * es-US), else the storefront's en-US (the domain's `pageLocale`). Intl formats take it,
   * and SiteShell puts it on `<html lang>`.
   */
  readonly locale: string
  readonly brand: BrandTheme
  /** A path inside the site that keeps an explicit `brand` parameter, so the theme survives navigation. */
  readonly href: (path: string) => string
}

/** Keeps `brand` (only when the page was given one) on a path. */
export const withBrandParam = (path: string, brandParam: string | null): string => {
  if (brandParam === null || brandParam === "") return path
  const [pathname, query = ""] = path.split("?")
  const params = new URLSearchParams(query)
  params.set("brand", brandParam)
  return `${pathname}?${params.toString()}`
}

/**
 * The locale of the page at a path: the address's language in the site's country
 * (`/shop/us-es/…` → es-US), else the storefront's en-US (the domain's `pageLocale`).
 */
export const localeOfPath = (pathname: string): string => {
  const parsed = parseSiteUrl(pathname)
  return pageLocale(siteSettings[siteFromPath(parsed?.site)].country, parsed?.language)
}

export const useSite = (): SiteContext => {
  const params = useParams<{ site?: string }>()
  const brandParam = new URLSearchParams(useSearch()).get("brand")
  const site = siteFromPath(params.site)
  return {
    site,
    settings: siteSettings[site],
    locale: localeOfPath(`/shop/${params.site ?? ""}`),
    brand: brandThemeFor(brandParam),
    href: (path) => withBrandParam(path, brandParam),
  }
}
