/**
 * The global sign-on page's language links. Rules: orders §4 "Fast enroll, the session
 * login and global sign-on".
 *
 * Where the spec is silent: the languages are the site's active ones; a link keeps the
 * path, query and hash; the current language is the address's, else the header menu's
 * fallback; an address outside `/shop/{site}` gives no links; a value of the wrong type
 * reads as absent.
 *
 * @since 0.4.0
 */
import { currentLanguage, siteLanguages } from "../../preferences/index.ts"
import type { Language } from "../../preferences/index.ts"
import { listOf, stringOf } from "../../kernel/Untrusted.ts"
import { parseSiteUrl, replaceLanguageInPath } from "../../site/index.ts"

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
