/**
 * What a failed call's error may say about the call, for a support engineer: the method,
 * the URL and the cause, none carrying a secret.
 *
 * Outfitter's own hardening (the spec says nothing of it): the URL loses its user info,
 * fragment and credential-like query values; the cause is plain data from the thrown
 * value's name and message, with card-like digit runs redacted; a request body is never
 * kept. Values that are not strings are kept as the empty string (a method is left out).
 *
 * @since 0.1.0
 */
import * as Predicate from "effect/Predicate"
import { fieldsOf, textOf } from "../kernel/Untrusted.ts"
import { withoutTrace } from "../site/index.ts"

/**
 * Why a call failed, as plain data: the name and message of what was thrown (redacted),
 * and what it was caused by in turn (at most {@link maxCauseDepth} deep).
 *
 * @category models
 */
export interface ErrorCause {
  readonly name: string
  readonly message: string
  readonly cause?: ErrorCause | undefined
  /** For an answer that did not match the contract: where it first did not, and what was expected there. */
  readonly mismatch?: ContractMismatch | undefined
}

/**
 * The first field of an answer that did not match the contract: its path ("physicalStores.0.storeNumber",
 * "(the body)" for the whole answer) and what the contract expects there ("Expected string",
 * "Missing key"); never the value the answer held.
 *
 * @category models
 */
export interface ContractMismatch {
  readonly path: string
  readonly expected: string
}

/**
 * The optional fields of a failed call's error (AjaxFailed, NotFound, Timeout).
 *
 * @category models
 */
export interface CallContext {
  /** The HTTP method, upper case: "GET", "POST". */
  readonly method?: string | undefined
  /** The URL, without user info, fragment or credential-like query values ({@link safeUrl}). */
  readonly url?: string | undefined
  /** Why it failed ({@link errorCause}). */
  readonly cause?: ErrorCause | undefined
}

/** How many causes deep an {@link ErrorCause} goes. @category constants */
export const maxCauseDepth = 3

/** What replaces a secret. @category constants */
export const redacted = "[redacted]"

const credentialName = /token|key|secret|passw|auth|sig|session|cvv|card/i
const cardDigits = /\d(?:[ -]?\d){11,18}/g
const userInfo = /(\/\/)[^/@\s]*@/g

/**
 * Drops secrets from a text: URL user info, and any run of 12 to 19 digits.
 *
 * @example
 * import { redactText } from "@outfitter/domain"
 * redactText("card 4111 1111 1111 1111 at https://u:p@x.test/") // => "card [redacted] at https://x.test/"
 * @category constructors
 */
export const redactText = (text: string): string =>
  // the card numbers it finds are matches: they must not stay in the RegExp statics
  withoutTrace(() => textOf(text).replace(userInfo, "$1").replace(cardDigits, redacted))

/**
 * The URL as an error may keep it: no user info, no fragment, credential-like query values
 * redacted. A URL that does not parse is kept as text with {@link redactText}.
 *
 * @example
 * import { safeUrl } from "@outfitter/domain"
 * safeUrl("https://ann:pw@x.test/loyalty/history?size=10&token=abc#top")
 * // => "https://x.test/loyalty/history?size=10&token=%5Bredacted%5D"
 * @category constructors
 */
export const safeUrl = (url: string): string => {
  if (typeof url !== "string") return ""
  const parsed = URL.parse(url)
  if (parsed === null) return redactText(url.split("#")[0] ?? "")
  parsed.username = ""
  parsed.password = ""
  parsed.hash = ""
  // a copy: the loop changes the parameters it reads
  for (const name of Array.from(parsed.searchParams.keys())) {
    if (credentialName.test(name)) parsed.searchParams.set(name, redacted)
  }
  return parsed.href
}

/**
 * A thrown value as an {@link ErrorCause}: an Error's name and message (its own cause
 * followed, {@link maxCauseDepth} deep), a string as the message; anything else by its
 * type only. Every text goes through {@link redactText}.
 *
 * @example
 * import { errorCause } from "@outfitter/domain"
 * errorCause(new TypeError("fetch failed")) // => { name: "TypeError", message: "fetch failed" }
 * @category constructors
 */
export const errorCause = (thrown: unknown, depth: number = maxCauseDepth): ErrorCause => {
  if (Predicate.isError(thrown)) {
    const inner = (thrown as { readonly cause?: unknown }).cause
    const levels = Number.isFinite(depth) ? depth : maxCauseDepth
    return {
      name: typeof thrown.name === "string" ? thrown.name : "Error",
      message: redactText(thrown.message),
      ...(inner === undefined || levels <= 1 ? {} : { cause: errorCause(inner, levels - 1) }),
    }
  }
  if (Predicate.isString(thrown)) return { name: "Error", message: redactText(thrown) }
  return { name: thrown === null ? "null" : typeof thrown, message: "" }
}

/**
 * The context fields for a call, leaving out those that are undefined (so an error made
 * without them has no such keys) and a method or URL that is not a string.
 *
 * @example
 * import { callContext } from "@outfitter/domain"
 * callContext({ method: "get", url: "https://x.test/a" }) // => { method: "GET", url: "https://x.test/a" }
 * @category constructors
 */
export const callContext = (input: {
  readonly method?: string | undefined
  readonly url?: string | undefined
  readonly cause?: unknown
}): CallContext => {
  const { method, url, cause } = fieldsOf(input)
  return {
    ...(typeof method === "string" ? { method: method.toUpperCase() } : {}),
    ...(typeof url === "string" ? { url: safeUrl(url) } : {}),
    ...(cause === undefined ? {} : { cause: errorCause(cause) }),
  }
}
