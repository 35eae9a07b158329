/**
 * The global sign-on page's language links (orders §2 "Global sign-on": language links
 * reload the page at the same address with the language replaced).
 *
 * Where the spec is silent: the languages offered are the site's active ones from the
 * preference options (`siteLanguages`); a link keeps the page's path, query and hash and
 * replaces only the language segment of `/shop/{site}-{language}` (`replaceLanguageInPath`);
 * the current language is the one the address names, else the fallback of the header menu
 * (`currentLanguage`), and its link is marked current; an address outside `/shop/{site}`
 * gives no links; a value of the wrong type reads as absent.
 *
 * @since 0.4.0
 */
import { currentLanguage, siteLanguages } from "../../preferences/HeaderMenu.ts"
import type { Language } from "../../preferences/PreferenceOptionsSchema.ts"
import { listOf, stringOf } from "../../site/OutsideData.ts"
import { parseSiteUrl, replaceLanguageInPath } from "../../site/SiteUrl.ts"

/** One language link. @category models */
export interface GlobalSignonLink {
  /** The language's code in the address (its iso, for example "fr"). */
  readonly language: string
  readonly name: string
  /** The same address with the language replaced. */
  readonly href: string
  readonly current: boolean
}

/**
 * The language links of the page at `url`.
 *
 * @example
 * import { globalSignonLinks } from "@outfitter/domain"
 * const fr = { id: "-2", iso: "fr", code: "fr_FR", name: "Français", locale: "fr-FR", regions: ["eu"], isActive: true }
 * globalSignonLinks("/shop/eu-de/global-signon?next=1", [fr])[0]?.href // => "/shop/eu-fr/global-signon?next=1"
 * @category constructors
 */
export const globalSignonLinks = (url: string, languages: ReadonlyArray<Language>): ReadonlyArray<GlobalSignonLink> => {
  const address = stringOf(url)
  const page = address === undefined ? undefined : parseSiteUrl(address)
  if (address === undefined || page === undefined) return []
  const offered = siteLanguages(listOf(languages) as ReadonlyArray<Language>, page.site)
  const current = currentLanguage(offered, offered, page.language)
  return offered.map((language) => ({
    language: language.iso,
    name: language.name,
    href: replaceLanguageInPath(address, language.iso),
    current: language === current,
  }))
}
