/**
 * What the storefront's builds give MSW's cookie jar (tough-cookie) in place of `tldts`
 * (an alias in vite.config.ts): the same library's parser, `tldts-core` (hostnames, IP
 * addresses, what is a valid name), with the public suffix list's default rule alone
 * ("*": a name's right-most label is its public suffix) in place of the list.
 *
 * tough-cookie asks one thing of it, `getDomain` (a name's registrable domain: its suffix
 * and one label more), in two places: the domains under which a request's cookies are
 * looked up, and whether a `Domain=` attribute names a public suffix. The fixtures set
 * host-only cookies only, for the storefront's own host (127.0.0.1, localhost or wherever
 * QA serves a fixtures build), never with a `Domain=`. So the list changes nothing they
 * do: under a suffix the list knows, such as example.co.uk, the lookup also tries co.uk,
 * where nothing is ever kept. The list is 60 kB of the fixtures' chunk gzipped, loaded and
 * evaluated by every page of a fixtures build; `test/registrableDomain.test.ts` holds this
 * to `tldts` for the hosts a storefront runs on.
 *
 * A production build has no MSW, so nothing there imports this.
 */
import { getEmptyResult, parseImpl, resetResult } from "tldts-core"

type Flag = Parameters<typeof parseImpl>[1]
type SuffixLookup = Parameters<typeof parseImpl>[2]

// tldts-core's FLAG.DOMAIN (a const enum, which an isolated module cannot name)
const domainStep = 3 as Flag

/** The public suffix list's prevailing rule, "*": the right-most label is the suffix. */
const defaultRule: SuffixLookup = (hostname, _options, out) => {
  out.publicSuffix = hostname.slice(hostname.lastIndexOf(".") + 1)
  out.isIcann = false
  out.isPrivate = false
}

// one result object reused, as tldts itself does for its single-answer functions
const result = getEmptyResult()

/** A name's (or a URL's host's) registrable domain, or null (an IP address, a single label, an invalid name). */
export const getDomain = (url: string, options?: Parameters<typeof parseImpl>[3]): string | null => {
  resetResult(result)
  return parseImpl(url, domainStep, defaultRule, options, result).domain
}
