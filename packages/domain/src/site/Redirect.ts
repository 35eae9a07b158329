/**
 * Where the page may be sent by an address that came from outside. Rules: platform §4
 * "Addresses from outside" (Outfitter's own).
 *
 * @since 0.1.0
 */
import * as Data from "effect/Data"
import * as Result from "effect/Result"
import { fieldsOf, stringsOf } from "../kernel/Untrusted.ts"

/**
 * A redirect target that is not allowed. The message never repeats the URL's user info.
 *
 * @category errors
 */
export class UnsafeRedirect extends Data.TaggedError("UnsafeRedirect")<{ readonly message: string }> {}

/** @category models */
export interface RedirectPolicy {
  /** The page's own address (its origin is always allowed). */
  readonly currentUrl?: string | undefined
  /** Other origins the site may send a visitor to (`https://www.example.fr`). */
  readonly allowedOrigins?: ReadonlyArray<string> | undefined
}

/**
 * An address's origin, or undefined when it is no absolute http(s) address (text that is
 * not one, or no text). The redirect allow-list, the 3-D Secure origins and the wallet's
 * return address all read addresses with it.
 *
 * @example
 * import { httpOrigin } from "@outfitter/domain"
 * httpOrigin("https://3ds.example:443/challenge?x=1") // => "https://3ds.example"
 * httpOrigin("javascript:alert(1)") // => undefined
 * @category parsing
 */
export const httpOrigin = (value: unknown): string | undefined => {
  if (typeof value !== "string") return undefined
  try {
    const url = new URL(value.trim())
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : undefined
  } catch {
    return undefined
  }
}

/**
 * The target to follow, or UnsafeRedirect. Total: any value in, a Result out (a policy that
 * is not an object, a current URL that is not a string and origins that are not strings
 * allow nothing more).
 *
 * @example
 * import { safeRedirect } from "@outfitter/domain"
 * import * as Result from "effect/Result"
 * Result.isSuccess(safeRedirect("/shop/eu-fr")) // => true
 * Result.isSuccess(safeRedirect("//evil.example/shop")) // => false
 * Result.isSuccess(safeRedirect("https://www.example.fr/shop/eu-fr", { allowedOrigins: ["https://www.example.fr"] })) // => true
 * @category rules
 */
export const safeRedirect = (target: unknown, policy: RedirectPolicy = {}): Result.Result<string, UnsafeRedirect> => {
  if (typeof target !== "string") return Result.fail(new UnsafeRedirect({ message: "The redirect target is not a URL" }))
  const url = target.trim()
  // a path on this site: one leading slash, then no second slash or backslash, no space or control
  const hasControl = [...url].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  if (!hasControl && /^\/(?![/\\])[^\\\s]*$/.test(url)) return Result.succeed(url)
  const origin = httpOrigin(url)
  if (origin === undefined) return Result.fail(new UnsafeRedirect({ message: "The redirect target is not a path on this site or an http(s) URL" }))
  const { currentUrl, allowedOrigins } = fieldsOf(policy)
  return [currentUrl, ...stringsOf(allowedOrigins)].some((allowed) => httpOrigin(allowed) === origin)
    ? Result.succeed(url)
    : Result.fail(new UnsafeRedirect({ message: `Redirects to ${origin} are not allowed` }))
}
