/**
 * The languageFix cookie. Rules: platform §3 "Cookies and local data".
 *
 * Where the spec is silent: the value is the language as the URL carries it (letters,
 * digits and `_`, at most 16 characters); anything else reads as no choice. The parent
 * brand domain is the host's last two labels with a leading dot; localhost, a single label
 * or an IP address gets no Domain attribute.
 *
 * @since 0.1.0
 */
import { textOf } from "../kernel/Untrusted.ts"
import { cookieString, safeDecodeURIComponent } from "./Cookie.ts"

const languagePattern = /^[A-Za-z0-9_]{1,16}$/

/**
 * Reads the cookie; undefined when absent or not a language.
 *
 * @example
 * import { decodeLanguageFixCookie } from "@outfitter/domain"
 * decodeLanguageFixCookie("fr") // => "fr"
 * @category decoding
 */
export const decodeLanguageFixCookie = (raw: string | null | undefined): string | undefined => {
  if (typeof raw !== "string") return undefined
  const value = safeDecodeURIComponent(raw).trim()
  return languagePattern.test(value) ? value : undefined
}

/**
 * Encodes a language for the cookie; undefined when it is not a language (or not a string).
 *
 * @category encoding
 */
export const encodeLanguageFixCookie = (language: string): string | undefined => {
  const value = textOf(language).trim()
  return languagePattern.test(value) ? value : undefined
}

/**
 * The parent brand domain of a host name, or undefined for localhost, IP addresses and a
 * host name that is not a string.
 *
 * @example
 * import { parentBrandDomain } from "@outfitter/domain"
 * parentBrandDomain("www.brand.example") // => ".brand.example"
 * @category constructors
 */
export const parentBrandDomain = (hostname: string): string | undefined => {
  const host = textOf(hostname).trim().toLowerCase().replace(/\.$/, "")
  if (host === "" || /^[\d.]+$/.test(host) || host.includes(":")) return undefined
  const labels = host.split(".")
  if (labels.length < 2) return undefined
  return `.${labels.slice(-2).join(".")}`
}

/**
 * The string to assign to document.cookie for a language choice, on the parent brand
 * domain of `hostname`; undefined when the language is not one.
 *
 * @example
 * import { languageFixCookieString } from "@outfitter/domain"
 * languageFixCookieString("fr", "localhost") // => "languageFix=fr; Max-Age=7776000; Path=/; SameSite=Lax"
 * @category encoding
 */
export const languageFixCookieString = (language: string, hostname: string): string | undefined => {
  const encoded = encodeLanguageFixCookie(language)
  if (encoded === undefined) return undefined
  const domain = parentBrandDomain(hostname)
  return cookieString("languageFix", encoded, domain === undefined ? {} : { domain })
}
