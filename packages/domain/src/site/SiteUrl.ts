/**
 * The storefront address /shop/{site}(-{language})/…: reading it, switching its language,
 * and the store named in its filter. Rules: platform §2 "Site addresses".
 *
 * Where the spec is silent: functions take and return a path with its query and hash (an
 * absolute URL keeps its origin); the filter may hold several comma-separated entries; a
 * value of the wrong type reads as absent.
 *
 * @since 0.1.0
 */
import { stringsOf } from "../kernel/Untrusted.ts"
import { siteCodes } from "./Site.ts"
import type { SiteCode } from "./SiteCodeSchema.ts"

/** @category models */
export interface SiteUrl {
  readonly site: SiteCode
  readonly language: string | undefined
  /** The path after the site segment, "" for the site's home. */
  readonly rest: string
  readonly search: string
  readonly hash: string
}

const shopPath = /^\/shop\/([A-Za-z]{2})(?:-([A-Za-z0-9_]+))?(\/[^?#]*)?$/
const base = "http://outfitter.invalid"

/** The URL relative to this site, or undefined when it cannot be read as one (then the helpers answer the input unchanged). */
const splitUrl = (url: unknown): { readonly origin: string; readonly parsed: URL } | undefined => {
  if (typeof url !== "string") return undefined
  try {
    const parsed = new URL(url, base)
    const origin = parsed.origin === base ? "" : parsed.origin
    return { origin, parsed }
  } catch {
    return undefined
  }
}

/**
 * Parses a storefront URL; undefined when it is not under /shop/{site}.
 *
 * @example
 * ```ts
 * import { parseSiteUrl } from "@outfitter/domain"
 * parseSiteUrl("/shop/eu-fr/stores")?.language // => "fr"
 *
 * // an absolute URL works too; query and hash are kept apart from the path
 * const page = parseSiteUrl("https://www.example.com/shop/us/stores?filter=store:10042#map")
 * page?.site // => "us"
 * page?.language // => undefined
 * page?.rest // => "/stores"
 * page?.search // => "?filter=store:10042"
 * parseSiteUrl("/about") // => undefined
 * ```
 * @category parsing
 */
export const parseSiteUrl = (url: string): SiteUrl | undefined => {
  const parsed = splitUrl(url)?.parsed
  if (parsed === undefined) return undefined
  const match = shopPath.exec(parsed.pathname)
  if (match === null) return undefined
  const site = match[1]!.toLowerCase()
  if (!(siteCodes as ReadonlyArray<string>).includes(site)) return undefined
  return { site: site as SiteCode, language: match[2], rest: match[3] ?? "", search: parsed.search, hash: parsed.hash }
}

const isLanguage = (language: string) => /^[A-Za-z0-9_]+$/.test(language)

/**
 * The same address with the language replaced in the path segment (/shop/us →
 * /shop/us-fr). Undefined removes the language. A URL outside /shop/{site} is returned
 * as it was.
 *
 * @example
 * import { replaceLanguageInPath } from "@outfitter/domain"
 * replaceLanguageInPath("/shop/us/stores?brand=kids", "fr") // => "/shop/us-fr/stores?brand=kids"
 * @category constructors
 */
export const replaceLanguageInPath = (url: string, language: string | undefined): string => {
  const current = parseSiteUrl(url)
  if (current === undefined || (language !== undefined && (typeof language !== "string" || !isLanguage(language)))) return url
  const origin = splitUrl(url)?.origin ?? ""
  const segment = language === undefined || language === "" ? current.site : `${current.site}-${language}`
  return `${origin}/shop/${segment}${current.rest}${current.search}${current.hash}`
}

/**
 * The same address with the langId query parameter set (platform §2's other way). Total:
 * a string that is no URL comes back unchanged.
 *
 * @example
 * import { replaceLanguageInQuery } from "@outfitter/domain"
 * replaceLanguageInQuery("/shop/us/stores?langId=-1", "-2") // => "/shop/us/stores?langId=-2"
 * @category constructors
 */
export const replaceLanguageInQuery = (url: string, langId: string): string => {
  const split = splitUrl(url)
  if (split === undefined || typeof langId !== "string") return url
  split.parsed.searchParams.set("langId", langId)
  return `${split.origin}${split.parsed.pathname}${split.parsed.search}${split.parsed.hash}`
}

/**
 * The same address without the given query parameters. Total: a string that is no URL
 * comes back unchanged.
 *
 * @example
 * import { removeQueryParams } from "@outfitter/domain"
 * removeQueryParams("/shop/us?facet=a&x=1", ["facet"]) // => "/shop/us?x=1"
 * @category constructors
 */
export const removeQueryParams = (url: string, names: ReadonlyArray<string>): string => {
  const split = splitUrl(url)
  if (split === undefined) return url
  for (const name of stringsOf(names)) split.parsed.searchParams.delete(name)
  return `${split.origin}${split.parsed.pathname}${split.parsed.search}${split.parsed.hash}`
}

/**
 * The store id named in the filter query parameter as name:storeId (platform §2).
 *
 * @example
 * import { storeIdFromFilter } from "@outfitter/domain"
 * storeIdFromFilter("?filter=store:10042") // => "10042"
 * @category parsing
 */
export const storeIdFromFilter = (search: string | URLSearchParams): string | undefined => {
  const params = typeof search === "string"
    ? new URLSearchParams(search.includes("?") ? search.slice(search.indexOf("?")) : search)
    : search instanceof URLSearchParams
    ? search
    : new URLSearchParams()
  for (const filter of params.getAll("filter")) {
    for (const entry of filter.split(",")) {
      const index = entry.lastIndexOf(":")
      if (index <= 0) continue
      const id = entry.slice(index + 1).trim()
      if (/^\d+$/.test(id)) return id
    }
  }
  return undefined
}
